import { Suspense, useMemo, type ReactNode } from 'react';
import type { User } from '@dating/shared/contracts/user';
import { useBusState, useObservable, useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { mayHaveOffer } from './countdown';

/**
 * Renders an offer piece only for a member who can have an offer (never paid, a signup date, inside the time
 * bonus's window or the welcome code's days): the piece's code (its data layer, the contracts' schemas) is a
 * lazy chunk, so every other member's pages fetch nothing for it.
 */
export function OfferGate({ children }: { children: ReactNode }) {
  const { user$ } = useShellContext();
  const user = useObservable<User | null | undefined>(user$, undefined);
  const { premium } = useBusState('credits');
  const ready = useShellReady();
  const percent = ready?.settings.welcome_discount_percent ?? 0;
  const days = ready?.settings.welcome_discount_days ?? 0;
  // Judged when the member or the settings change; an offer ending meanwhile is the piece's own business.
  const open = useMemo(() => mayHaveOffer(user, premium, { percent, days }, Date.now()), [user, premium, percent, days]);
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

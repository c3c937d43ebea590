import { Suspense, type ReactNode } from 'react';
import type { User } from '@dating/shared/contracts/user';
import { useBusState, useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';

/**
 * Renders an offer piece only while the logged-in member has that offer on the bus (the shell loads the
 * offers): the piece's code is a lazy chunk, so a member without the offer fetches nothing more for it.
 */
export function OfferGate({ offer, children }: { offer: 'timeBonus' | 'welcome'; children: ReactNode }) {
  const { user$ } = useShellContext();
  const user = useObservable<User | null | undefined>(user$, undefined);
  const offers = useBusState('offers');
  const open = !!user && offers.member === user.id && offers[offer] !== null;
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

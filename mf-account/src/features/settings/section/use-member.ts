import { useCallback } from 'react';
import type { EventBus } from '@dating/shared/bus/event-bus';
import type { User } from '@dating/shared/contracts/user';
import { useBusState, useShellContext } from '@dating/shared/parcel/shell-context-hooks';

/** The member a settings call answered with, for the shell's alerts and every other parcel at once instead of at the next periodic refresh. */
export function publishMember(bus: EventBus, user: User): void {
  bus.set('auth', { status: 'logged_in', user });
}

/**
 * The logged-in member from the bus's auth channel (null until known; the route is members-only),
 * and a way to publish the user a settings call answered with: the shell's alerts and every other
 * parcel see the change at once instead of at the next periodic refresh.
 */
export function useMember(): { user: User | null; publish: (user: User) => void } {
  const { bus } = useShellContext();
  const auth = useBusState('auth');
  const publish = useCallback((next: User) => publishMember(bus, next), [bus]);
  return { user: auth.status === 'logged_in' ? auth.user : null, publish };
}

import { useEffect, useState } from 'react';
import { listNotificationsEndpoint } from '@dating/shared/contracts/notifications';
import { pathTo } from '@dating/shared/routes/path-to';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';

/**
 * The member's unread in-app notifications for the bell: asked when the member logs in, on every
 * refresh the shell is asked for (a push message, a payment), and on leaving the notifications
 * page, which marks them read: an old count must not stay behind.
 * A failed call keeps the last count: the bell is a hint, not worth an error.
 */
export function useNotificationsUnread(pathname: string): number {
  const { api, bus } = useServices();
  const auth = useBusState('auth');
  const memberId = auth.status === 'logged_in' ? auth.user.profile.id : null;
  const [unread, setUnread] = useState(0);
  const [asked, setAsked] = useState(0);
  const onNotificationsPage = pathname === pathTo('notifications');

  useEffect(() => {
    const subscription = bus.on$('refreshRequested').subscribe(() => setAsked((n) => n + 1));
    return () => subscription.unsubscribe();
  }, [bus]);

  useEffect(() => {
    if (memberId === null) {
      setUnread(0);
      return undefined;
    }
    let current = true;
    api.call(listNotificationsEndpoint, { query: { page: 1 } }).then(
      (answer) => {
        if (current) setUnread(answer.unread);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, memberId, onNotificationsPage, asked]);

  return unread;
}

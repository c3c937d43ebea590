import { useEffect } from 'react';
import { useBusState } from '../app/use-bus-state';
import { formatTitle } from '../navigation/nav-rules';

/** "(unread + new likes) " before the page title when above 0. */
export function usePageTitle(title: string): void {
  const unread = useBusState('unreadMessages');
  const newLikes = useBusState('newLikes');
  useEffect(() => {
    document.title = formatTitle(unread + newLikes, title);
  }, [unread, newLikes, title]);
}

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

/** `<meta name="description">`: the page's own when it gave one, else the site's. */
export function usePageDescription(description: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}

import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@dating/shared/contracts/locales';
import { queryClient } from '../../../query-client';
import { loadPageContent, loadPageLabels, type StaticPageName } from '../page-content';

/** The page's text and the screen's labels in the locale, each its own chunk, kept for the visit. */
export function usePageTexts(page: StaticPageName, locale: Locale) {
  return useQuery(
    {
      queryKey: ['static-page', page, locale],
      queryFn: async () => {
        try {
          const [content, labels] = await Promise.all([loadPageContent(page, locale), loadPageLabels(locale)]);
          return { content, labels, lang: locale };
        } catch (error) {
          // A locale without this text (the build is older than the locale): the English source rather than nothing.
          if (locale === 'en') throw error;
          const [content, labels] = await Promise.all([loadPageContent(page, 'en'), loadPageLabels('en')]);
          return { content, labels, lang: 'en' as Locale };
        }
      },
      staleTime: Infinity,
    },
    queryClient,
  );
}

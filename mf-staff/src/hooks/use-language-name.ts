import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A language's name in the console's language ("German", "Deutsch"), from its code; the code where the browser has none. */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation('mf-staff');
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' });
    } catch {
      return null;
    }
  }, [i18n.language]);
  return useCallback((code: string) => names?.of(code) ?? code, [names]);
}

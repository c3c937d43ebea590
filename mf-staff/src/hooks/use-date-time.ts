import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** `(iso) => text`: a moment in the console's language and the browser's time zone ("12 Mar 2025, 14:05"). */
export function useDateTimeText(): (iso: string) => string {
  const { i18n } = useTranslation('mf-staff');
  const format = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
  return useCallback((iso: string) => format.format(new Date(iso)), [format]);
}

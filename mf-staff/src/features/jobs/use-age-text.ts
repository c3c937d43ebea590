import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** `(seconds) => text`: how long a job has waited, to the second under a minute, then minutes, hours, days. */
export function useAgeText(): (seconds: number) => string {
  const { t, i18n } = useTranslation('mf-staff');
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  return useCallback(
    (seconds: number) => {
      if (seconds < 60) return t('jobs.age.s', { n: number.format(seconds) });
      if (seconds < 3600) return t('jobs.age.m', { n: number.format(Math.floor(seconds / 60)) });
      if (seconds < 86_400) return t('jobs.age.h', { n: number.format(Math.floor(seconds / 3600)) });
      return t('jobs.age.d', { n: number.format(Math.floor(seconds / 86_400)) });
    },
    [t, number],
  );
}

import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `(seconds) => text`: a wait as the figures show it, to the second under an hour ("3 min 20 s"), to the
 * minute above ("2 h 5 min"); a dash for none.
 */
export function useWaitText(): (seconds: number | null) => string {
  const { t, i18n } = useTranslation('mf-staff');
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  return useCallback(
    (seconds: number | null) => {
      if (seconds === null) return t('figures.none');
      const whole = Math.round(seconds);
      if (whole < 60) return t('figures.duration.s', { s: number.format(whole) });
      if (whole < 3600) return t('figures.duration.ms', { m: number.format(Math.floor(whole / 60)), s: number.format(whole % 60) });
      const minutes = Math.round(whole / 60);
      return t('figures.duration.hm', { h: number.format(Math.floor(minutes / 60)), m: number.format(minutes % 60) });
    },
    [t, number],
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** How long someone has waited, in the console's language: "4 min", "2 hr", "3 days" (at least a minute). */
export function useDuration(): (seconds: number) => string {
  const { i18n } = useTranslation('mf-staff');
  return useCallback(
    (seconds: number) => {
      const minutes = Math.max(1, Math.floor(seconds / 60));
      const [value, unit] =
        minutes < 60 ? [minutes, 'minute'] : minutes < 48 * 60 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / 1440), 'day'];
      return new Intl.NumberFormat(i18n.language, { style: 'unit', unit, unitDisplay: unit === 'day' ? 'long' : 'short' }).format(value);
    },
    [i18n.language],
  );
}

/** A slug as words ("red-rose" → "Red rose"): gift and profile values the console has no text for. */
export function humanize(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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

/** A date and time in the console's language, for who wrote a fact or a note when. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation('mf-staff');
  const format = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
  return useCallback((iso: string) => format.format(new Date(iso)), [format]);
}

/** A slug as words ("red-rose" → "Red rose"): gift and profile values the console has no text for. */
export function humanize(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

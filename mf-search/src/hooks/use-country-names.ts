import { useMemo } from 'react';

/** The site's countries with their names in the active language, sorted by name (for country selects). */
export function useCountryNames(countries: readonly string[], language: string): { code: string; name: string }[] {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    return countries.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [countries, language]);
}

import { useMemo } from 'react';
import { useRoute } from '@dating/shared/parcel/shell-context-hooks';

/**
 * Countries that pay in a currency of their own (the api's country → currency map; every other country
 * pays in euro). They are offered with the site's countries, so a member abroad can pay at home.
 */
const OWN_CURRENCY_COUNTRIES = ['CH', 'DK', 'GB', 'LI', 'NO', 'PL', 'SE', 'US'];

const COUNTRY = /^[A-Z]{2}$/;

/** The payment country the page was opened with (`?country=NL`), null when none or not a country code. */
export function usePaymentCountryParam(): string | null {
  const country = useRoute().query.country?.toUpperCase();
  return country && COUNTRY.test(country) ? country : null;
}

/**
 * The payment countries to choose from: the site's countries, the ones with a currency of their own and
 * the current one, each named in the member's language and sorted by that name.
 */
export function usePaymentCountryOptions(
  siteCountries: readonly string[],
  current: string | null,
  locale: string,
): { code: string; name: string }[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const codes = new Set([...siteCountries, ...OWN_CURRENCY_COUNTRIES, ...(current ? [current] : [])]);
    const collator = new Intl.Collator(locale);
    return [...codes]
      .filter((code) => COUNTRY.test(code))
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [siteCountries, current, locale]);
}

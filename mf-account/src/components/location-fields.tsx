import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Geocode, Region } from '@dating/shared/contracts/catalog';
import { PROFILE_CITY_MAX } from '@dating/shared/contracts/own-profile';
import { SelectField } from './select-field';
import { TextField } from '@dating/shared/ui/text-field';

export type PlaceField = 'country' | 'region_id' | 'city';
/** Country code, region id (as text, '' for none) and city, as the form holds them. */
export type Place = Record<PlaceField, string>;

/** A reverse geocode as the form's place. */
export const placeOfGeocode = (geocode: Geocode): Place => ({
  country: geocode.country,
  region_id: geocode.region_id ? String(geocode.region_id) : '',
  city: geocode.city,
});

/** The country's name in the member's language (the code where the browser cannot name it). */
export function countryDisplayName(code: string, language: string): string {
  if (typeof Intl.DisplayNames !== 'function') return code;
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The countries that have regions (plus the chosen one), named and sorted in the member's language. */
function useCountryOptions(regions: readonly Region[], chosen: string) {
  const { i18n } = useTranslation('mf-account');
  return useMemo(() => {
    const codes = [...new Set([...regions.map((region) => region.country), ...(chosen ? [chosen] : [])])];
    return codes
      .map((code) => ({ value: code, label: countryDisplayName(code, i18n.language) }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [regions, chosen, i18n.language]);
}

export interface LocationFieldsProps {
  value: Place;
  /** Every region (GET /api/regions.php); the region select offers those of the chosen country. */
  regions: readonly Region[];
  /** A new country comes with region_id '' (a region belongs to its country). */
  onChange: (next: Partial<Place>) => void;
  onBlur?: (field: PlaceField) => void;
  idFor: (field: PlaceField) => string;
  error?: (field: PlaceField) => string | null;
  /** The form's own words; `chooseCountry` adds an empty first country ("Choose…"). */
  labels: { country: string; region: string; noRegion: string; city: string; chooseCountry?: string };
}

/**
 * Country → region of that country → city: the one location picker of signup, the profile
 * form and the location settings. Renders the three fields only; the form lays them out.
 */
export function LocationFields({ value, regions, onChange, onBlur, idFor, error, labels }: LocationFieldsProps) {
  const countries = useCountryOptions(regions, value.country);
  const regionOptions = useMemo(
    () => regions.filter((region) => region.country === value.country).map((region) => ({ value: String(region.id), label: region.name })),
    [regions, value.country],
  );
  return (
    <>
      <SelectField
        id={idFor('country')}
        name="country"
        label={labels.country}
        value={value.country}
        options={labels.chooseCountry === undefined ? countries : [{ value: '', label: labels.chooseCountry }, ...countries]}
        error={error?.('country')}
        onChange={(event) => onChange({ country: event.target.value, region_id: '' })}
        onBlur={() => onBlur?.('country')}
      />
      <SelectField
        id={idFor('region_id')}
        name="region_id"
        label={labels.region}
        value={value.region_id}
        options={[{ value: '', label: labels.noRegion }, ...regionOptions]}
        disabled={!value.country}
        error={error?.('region_id')}
        onChange={(event) => onChange({ region_id: event.target.value })}
        onBlur={() => onBlur?.('region_id')}
      />
      <TextField
        id={idFor('city')}
        name="city"
        autoComplete="address-level2"
        maxLength={PROFILE_CITY_MAX}
        label={labels.city}
        value={value.city}
        error={error?.('city')}
        onChange={(event) => onChange({ city: event.target.value })}
        onBlur={() => onBlur?.('city')}
      />
    </>
  );
}

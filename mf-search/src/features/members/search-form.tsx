import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from '@dating/shared/contracts/catalog';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, type SearchFilters } from '@dating/shared/contracts/search';
import type { Settings } from '@dating/shared/contracts/settings';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useCountryNames } from '../../hooks/use-country-names';

interface FormValues {
  gender: string;
  country: string;
  countryregion: string;
  min_age: string;
  max_age: string;
}

const toValues = (filters: SearchFilters): FormValues => ({
  gender: filters.gender ?? '',
  country: filters.country ?? '',
  countryregion: filters.countryregion === undefined ? '' : String(filters.countryregion),
  min_age: filters.min_age === undefined ? '' : String(filters.min_age),
  max_age: filters.max_age === undefined ? '' : String(filters.max_age),
});

const parseAge = (value: string): number | undefined | 'invalid' => {
  if (value.trim() === '') return undefined;
  const age = Number(value);
  return Number.isInteger(age) && age >= SEARCH_AGE_MIN && age <= SEARCH_AGE_MAX ? age : 'invalid';
};

export interface SearchFormProps {
  filters: SearchFilters;
  settings: Settings;
  /** Every region; the form offers those of the chosen country. */
  regions: Region[];
  onSearch: (filters: SearchFilters) => void;
}

const fieldCss = { display: 'flex', flexDirection: 'column', gap: theme.space(1), minWidth: 0 } as const;
const controlCss = {
  font: 'inherit',
  // Selects and number inputs side by side: one height for both.
  boxSizing: 'border-box',
  height: 40,
  padding: `${theme.space(2)} ${theme.space(2)}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.text,
  minWidth: 0,
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 1 },
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
} as const;

/** The search form: only the fields the site's `search_fields` name, each labelled; submits on Enter or the button. */
export function SearchForm({ filters, settings, regions: allRegions, onSearch }: SearchFormProps) {
  const { t, i18n } = useTranslation('mf-search');
  const id = useId();
  const [values, setValues] = useState(() => toValues(filters));
  const [ageError, setAgeError] = useState<'range' | 'order' | null>(null);
  const fields = new Set(settings.search_fields);

  // The URL changed (back, a shared link, defaults applied): show its filters.
  const filtersText = JSON.stringify(filters);
  useEffect(() => {
    setValues(toValues(JSON.parse(filtersText) as SearchFilters));
    setAgeError(null);
  }, [filtersText]);

  const countryNames = useCountryNames(settings.countries, i18n.language);

  const regions = useMemo(
    () => (values.country ? allRegions.filter((region) => region.country === values.country) : []),
    [allRegions, values.country],
  );
  const set = (key: keyof FormValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [key]: value, ...(key === 'country' ? { countryregion: '' } : {}) }));
    if (key === 'min_age' || key === 'max_age') setAgeError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = parseAge(values.min_age);
    const max = parseAge(values.max_age);
    if (min === 'invalid' || max === 'invalid') return setAgeError('range');
    if (min !== undefined && max !== undefined && min > max) return setAgeError('order');
    setAgeError(null);
    onSearch({
      gender: values.gender === 'male' || values.gender === 'female' ? values.gender : undefined,
      country: values.country || undefined,
      countryregion: values.countryregion ? Number(values.countryregion) : undefined,
      min_age: min,
      max_age: max,
    });
  };

  const errorId = `${id}-age-error`;
  const ageProps = {
    type: 'number',
    inputMode: 'numeric',
    min: SEARCH_AGE_MIN,
    max: SEARCH_AGE_MAX,
    step: 1,
    'aria-invalid': ageError ? true : undefined,
    'aria-describedby': ageError ? errorId : undefined,
  } as const;

  return (
    <form
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- jsdom (the unit tests) and browsers before 2023 do not know <search>; a form with role search is the landmark in all of them
      role="search"
      aria-label={t('members.form.label')}
      onSubmit={submit}
      noValidate
      css={{
        display: 'grid',
        gap: theme.space(3),
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        alignItems: 'end',
        padding: theme.space(4),
        marginBottom: theme.space(4),
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        [theme.mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        [theme.mq.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      {fields.has('gender') && (
        <div css={fieldCss}>
          <label htmlFor={`${id}-gender`}>{t('members.form.gender')}</label>
          <select id={`${id}-gender`} name="gender" value={values.gender} onChange={set('gender')} css={controlCss}>
            <option value="">{t('members.form.genderAny')}</option>
            <option value="female">{t('members.form.genderFemale')}</option>
            <option value="male">{t('members.form.genderMale')}</option>
          </select>
        </div>
      )}
      {fields.has('country') && (
        <div css={fieldCss}>
          <label htmlFor={`${id}-country`}>{t('members.form.country')}</label>
          <select id={`${id}-country`} name="country" value={values.country} onChange={set('country')} css={controlCss}>
            <option value="">{t('members.form.countryAny')}</option>
            {countryNames.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {fields.has('countryregion') && (
        <div css={fieldCss}>
          <label htmlFor={`${id}-region`}>{t('members.form.region')}</label>
          <select
            id={`${id}-region`}
            name="countryregion"
            value={values.countryregion}
            onChange={set('countryregion')}
            disabled={!values.country || regions.length === 0}
            css={controlCss}
          >
            <option value="">{t('members.form.regionAny')}</option>
            {regions.map((region) => (
              <option key={region.id} value={String(region.id)}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {fields.has('min_age') && (
        <div css={fieldCss}>
          <label htmlFor={`${id}-min-age`}>{t('members.form.minAge')}</label>
          <input id={`${id}-min-age`} name="min_age" value={values.min_age} onChange={set('min_age')} {...ageProps} css={controlCss} />
        </div>
      )}
      {fields.has('max_age') && (
        <div css={fieldCss}>
          <label htmlFor={`${id}-max-age`}>{t('members.form.maxAge')}</label>
          <input id={`${id}-max-age`} name="max_age" value={values.max_age} onChange={set('max_age')} {...ageProps} css={controlCss} />
        </div>
      )}
      <div>
        <Button type="submit" css={{ width: '100%', justifyContent: 'center' }}>
          {t('members.form.submit')}
        </Button>
      </div>
      {ageError && (
        <p id={errorId} role="alert" css={{ gridColumn: '1 / -1', margin: 0, color: theme.colors.danger }}>
          {ageError === 'order' ? t('members.form.ageOrder') : t('members.form.ageRange', { min: SEARCH_AGE_MIN, max: SEARCH_AGE_MAX })}
        </p>
      )}
    </form>
  );
}

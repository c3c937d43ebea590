import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_LANGUAGES, LOCALE_NAMES, LOCALES, isLocale, languagesForCountry, type Locale } from '@dating/shared/contracts/locales';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { SelectField } from '../../components/select-field';
import { useUpdateUser } from './api/update-user';

/** The "other country" choice of the country select: every language is offered. */
const ANY_COUNTRY = '';

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Language choice (route `lang-config`): a country narrows the languages offered (the
 * country→language map of the switcher); the choice switches the page, is kept in the
 * `i18n_redirected` cookie and, for a member, saved to the user record.
 */
export function LangConfigScreen() {
  const { t, i18n } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const shell = useShellContext();
  const user = useObservable(shell.user$, null);
  const settings = useObservable(shell.settings$, null);
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'en';

  // Until the member picks one: their profile's country, else the visitor's geo country.
  const knownCountry = (user?.profile.country ?? settings?.geoip_country ?? '').toUpperCase();
  const [picked, setPicked] = useState<string | null>(null);
  const country = picked ?? (knownCountry in COUNTRY_LANGUAGES ? knownCountry : ANY_COUNTRY);
  const [choice, setChoice] = useState<Locale>(current);
  const saveLanguage = useUpdateUser();
  const busy = saveLanguage.isPending;
  const outcome = saveLanguage.isSuccess ? (saveLanguage.data.saved ? 'saved' : 'failed') : saveLanguage.isError ? 'failed' : null;
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const countries = useMemo(
    () => Object.keys(COUNTRY_LANGUAGES).sort((a, b) => countryName(a, current).localeCompare(countryName(b, current), current)),
    [current],
  );
  const offered = useMemo(() => {
    const languages = country === ANY_COUNTRY ? LOCALES : languagesForCountry(country);
    // The language in use stays selectable whatever the country.
    return languages.includes(current) ? languages : [current, ...languages];
  }, [country, current]);

  const onCountry = (next: string) => {
    setPicked(next);
    const languages = next === ANY_COUNTRY ? LOCALES : languagesForCountry(next);
    if (!languages.includes(choice)) setChoice(languages[0] ?? current);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) saveLanguage.mutate(choice);
  };

  return (
    <section css={{ maxWidth: 520, margin: '0 auto', padding: `${theme.space(6)} ${theme.space(4)} ${theme.space(8)}` }}>
      <PageHeading>{t('langConfig.title')}</PageHeading>
      <p css={{ marginTop: 0, color: theme.colors.muted }}>{t('langConfig.intro')}</p>

      {outcome && (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          data-testid="lang-config-outcome"
          css={{ marginBottom: theme.space(4), '&:focus': { outline: 'none' } }}
        >
          {outcome === 'saved' ? (
            <Alert level="success" actions={<AppLink to={user ? '/members' : '/'}>{t('langConfig.continue')}</AppLink>}>
              {t('langConfig.saved', { language: LOCALE_NAMES[current] })}
            </Alert>
          ) : (
            <Alert level="danger">{tCommon('errors.generic')}</Alert>
          )}
        </div>
      )}

      <form onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}>
        <SelectField
          id="lang-config-country"
          label={t('langConfig.country')}
          value={country}
          onChange={(event) => onCountry(event.target.value)}
          options={[
            ...countries.map((code) => ({ value: code, label: countryName(code, current) })),
            { value: ANY_COUNTRY, label: t('langConfig.otherCountry') },
          ]}
        />

        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend css={{ fontWeight: 600, marginBottom: theme.space(2) }}>{t('langConfig.language')}</legend>
          <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
            {offered.map((locale) => (
              <label key={locale} css={{ display: 'flex', gap: theme.space(2), alignItems: 'center', cursor: 'pointer' }}>
                <input type="radio" name="language" value={locale} checked={choice === locale} onChange={() => setChoice(locale)} />
                <span lang={locale}>{LOCALE_NAMES[locale]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t('langConfig.saving') : t('langConfig.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

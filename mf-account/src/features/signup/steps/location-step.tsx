import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeocodeResponseSchema, type Region } from '@dating/shared/contracts/catalog';
import { PROFILE_CITY_MAX } from '@dating/shared/contracts/own-profile';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useCatalog } from '../../profile/use-catalog';
import type { StepProps } from './step-props';

type Locating = 'idle' | 'busy' | 'failed';

/**
 * Step 3: country, region and city, picked from /api/regions.php, or filled in from the browser's
 * position through /api/geocode.php (§4; a failure leaves the choice to the member).
 */
export function LocationStep({ draft, update, errorText, touch, idPrefix }: StepProps) {
  const { t, i18n } = useTranslation('mf-account');
  const { api, settings$ } = useShellContext();
  const settings = useObservable(settings$, null);
  // §7: regions are loaded once and cached (the profile's catalogue).
  const catalog = useCatalog(api, 0);
  const regions = useMemo<Region[]>(() => (catalog.status === 'ready' ? catalog.catalog.regions : []), [catalog]);
  const [locating, setLocating] = useState<Locating>('idle');

  // The visitor's country by IP (settings, §3) is the likely answer: offered, never forced.
  const geoCountry = settings?.geoip_selected_country ?? settings?.geoip_country ?? null;
  const noCountry = draft.country === '';
  useEffect(() => {
    if (noCountry && geoCountry && regions.some((region) => region.country === geoCountry)) update('country', geoCountry);
    // Only when the regions arrive or the IP country is known; a member's own choice is never overwritten.
  }, [regions, geoCountry]);

  const countries = useMemo(() => {
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' }) : null;
    const codes = [...new Set([...regions.map((region) => region.country), ...(draft.country ? [draft.country] : [])])];
    return codes.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [regions, draft.country, i18n.language]);

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const { geocode } = await api.get('/api/geocode.php', GeocodeResponseSchema, {
            query: { lat: position.coords.latitude, lon: position.coords.longitude },
          });
          update('country', geocode.country);
          update('region_id', geocode.region_id ? String(geocode.region_id) : '');
          update('city', geocode.city);
          setLocating('idle');
        } catch {
          setLocating('failed');
        }
      },
      () => setLocating('failed'),
      { timeout: 10_000, maximumAge: 3_600_000 },
    );
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={locate} disabled={locating === 'busy'}>
          {locating === 'busy' ? t('signup.location.locating') : t('signup.location.useMyLocation')}
        </Button>
        {locating === 'failed' && (
          <p role="status" css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.muted }}>
            {t('signup.location.failed')}
          </p>
        )}
      </div>
      <SelectField
        id={`${idPrefix}-country`}
        label={t('signup.location.country')}
        value={draft.country}
        onChange={(event) => {
          update('country', event.target.value);
          update('region_id', '');
        }}
        error={errorText('country')}
        options={[{ value: '', label: t('signup.choose') }, ...countries.map((country) => ({ value: country.code, label: country.name }))]}
      />
      <SelectField
        id={`${idPrefix}-region_id`}
        label={t('signup.location.region')}
        value={draft.region_id}
        onChange={(event) => update('region_id', event.target.value)}
        error={errorText('region_id')}
        disabled={!draft.country}
        options={[
          { value: '', label: t('signup.location.anyRegion') },
          ...regions.filter((region) => region.country === draft.country).map((region) => ({ value: String(region.id), label: region.name })),
        ]}
      />
      <TextField
        id={`${idPrefix}-city`}
        label={t('signup.location.city')}
        autoComplete="address-level2"
        maxLength={PROFILE_CITY_MAX}
        value={draft.city}
        onChange={(event) => update('city', event.target.value)}
        onBlur={() => touch?.('city')}
        error={errorText('city')}
      />
    </div>
  );
}

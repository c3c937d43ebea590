import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import type { Geocode } from '@dating/shared/contracts/catalog';
import { OwnProfileResponseSchema, OwnProfileUpdateSchema, PROFILE_CITY_MAX, type ProfileErrorKey } from '@dating/shared/contracts/own-profile';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useCatalog } from '../../profile/use-catalog';
import { SavedStatus } from '../section/saved-status';
import { SettingsSection } from '../section/settings-section';
import { useMember } from '../section/use-member';
import { browserGeoEnvironment, locate, readGeoPermission, type GeoEnvironment, type GeoPermission } from './geolocation';

type Field = 'country' | 'region_id' | 'city';
type Place = Record<Field, string>;
type LocateState = 'idle' | 'busy' | 'found' | 'failed' | 'denied';
const fieldId = (field: Field) => `settings-location-${field}`;

/**
 * Location (§3 country, region, city; §4 geolocation permission; §7 geocode): the browser's position
 * reverse geocoded (cached an hour, a failure too) fills the form in, or the member picks country,
 * region and city by hand; saving goes through PUT /api/my-profile.php like the profile page.
 */
export function LocationSettings({ environment }: { environment?: GeoEnvironment }) {
  const { t, i18n } = useTranslation('mf-account');
  const { api } = useShellContext();
  const { user, publish } = useMember();
  const env = useMemo(() => environment ?? browserGeoEnvironment(), [environment]);
  const [attempt, setAttempt] = useState(0);
  const catalog = useCatalog(api, attempt);
  const regions = catalog.status === 'ready' ? catalog.catalog.regions : [];
  const [place, setPlace] = useState<Place | null>(null);
  const [permission, setPermission] = useState<GeoPermission>('unknown');
  const [locating, setLocating] = useState<LocateState>('idle');
  const [errors, setErrors] = useState<Partial<Record<Field, ProfileErrorKey>>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ message: string; error: boolean } | null>(null);
  const inFlight = useRef(false);

  // The form starts from the saved profile; what the member changed is kept until saved.
  const current: Place = place ?? {
    country: user?.profile.country ?? '',
    region_id: user?.profile.region_id ? String(user.profile.region_id) : '',
    city: user?.profile.city ?? '',
  };

  useEffect(() => {
    let live = true;
    let status: PermissionStatus | null = null;
    const follow = () => status && live && setPermission(status.state);
    void readGeoPermission(env).then((read) => {
      if (!live) return;
      setPermission(read.state);
      status = read.status;
      status?.addEventListener('change', follow);
    });
    return () => {
      live = false;
      status?.removeEventListener('change', follow);
    };
  }, [env]);

  const countries = useMemo(() => {
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' }) : null;
    const codes = [...new Set([...regions.map((region) => region.country), ...(current.country ? [current.country] : [])])];
    return codes.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [regions, current.country, i18n.language]);

  const change = (next: Partial<Place>) => {
    setPlace({ ...current, ...next });
    setErrors({});
    setStatus(null);
  };

  const applyGeocode = (geocode: Geocode) => change({ country: geocode.country, region_id: geocode.region_id ? String(geocode.region_id) : '', city: geocode.city });

  const onLocate = async () => {
    setLocating('busy');
    const result = await locate(api, env);
    if (result.kind === 'found') {
      applyGeocode(result.geocode);
      setLocating('found');
    } else {
      if (result.kind === 'denied') setPermission('denied');
      setLocating(result.kind === 'denied' ? 'denied' : 'failed');
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !user) return;
    const update = { country: current.country, region_id: current.region_id ? Number(current.region_id) : null, city: current.city };
    const parsed = OwnProfileUpdateSchema.safeParse(update);
    if (!parsed.success) {
      const found: Partial<Record<Field, ProfileErrorKey>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message as ProfileErrorKey;
      setErrors(found);
      document.getElementById(fieldId(Object.keys(found)[0] as Field))?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setStatus(null);
    try {
      const saved = await api.put('/api/my-profile.php', OwnProfileResponseSchema, { body: parsed.data });
      publish({ ...user, profile: saved.profile });
      setPlace(null);
      setLocating('idle');
      setStatus({ message: t('settings.location.saved'), error: false });
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && (error.field === 'country' || error.field === 'region_id' || error.field === 'city')) {
        setErrors({ [error.field]: error.field === 'city' ? 'cityRequired' : error.field === 'country' ? 'countryInvalid' : 'regionInvalid' });
      } else {
        setStatus({ message: t('settings.saveFailed'), error: true });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const errorText = (field: Field) => (errors[field] ? t(`profile.errors.${errors[field]!}`) : null);
  const canLocate = permission !== 'unsupported' && permission !== 'denied';

  return (
    <SettingsSection id="location" title={t('settings.location.title')}>
      {user && (
        <p css={{ marginTop: 0 }} data-testid="settings-location-current">
          {t('settings.location.current', {
            place: [user.profile.city, user.profile.region, countries.find((c) => c.code === user.profile.country)?.name ?? user.profile.country].filter(Boolean).join(', '),
          })}
        </p>
      )}

      <div css={{ marginBottom: theme.space(4) }}>
        <p css={{ margin: `0 0 ${theme.space(2)}`, color: theme.colors.muted }} data-testid="settings-location-permission">
          {t(`settings.location.permission.${permission}`)}
        </p>
        {canLocate && (
          <Button type="button" variant="secondary" size="sm" onClick={() => void onLocate()} disabled={locating === 'busy'}>
            {locating === 'busy' ? t('settings.location.locating') : t('settings.location.useMyLocation')}
          </Button>
        )}
        <p role="status" css={{ margin: `${theme.space(2)} 0 0`, minHeight: '1.5em' }}>
          {locating === 'found' && t('settings.location.found')}
          {locating === 'failed' && t('settings.location.failed')}
          {locating === 'denied' && t('settings.location.permission.denied')}
        </p>
      </div>

      {catalog.status === 'failed' && (
        <Alert level="danger" actions={<Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>{t('settings.retry')}</Button>}>
          {t('settings.loadFailed')}
        </Alert>
      )}

      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), maxWidth: 420 }}>
        <SelectField
          id={fieldId('country')}
          label={t('settings.location.country')}
          value={current.country}
          error={errorText('country')}
          onChange={(event) => change({ country: event.target.value, region_id: '' })}
          options={[{ value: '', label: t('settings.location.choose') }, ...countries.map((country) => ({ value: country.code, label: country.name }))]}
        />
        <SelectField
          id={fieldId('region_id')}
          label={t('settings.location.region')}
          value={current.region_id}
          error={errorText('region_id')}
          disabled={!current.country}
          onChange={(event) => change({ region_id: event.target.value })}
          options={[
            { value: '', label: t('settings.location.anyRegion') },
            ...regions.filter((region) => region.country === current.country).map((region) => ({ value: String(region.id), label: region.name })),
          ]}
        />
        <TextField
          id={fieldId('city')}
          name="city"
          autoComplete="address-level2"
          maxLength={PROFILE_CITY_MAX}
          label={t('settings.location.city')}
          value={current.city}
          error={errorText('city')}
          onChange={(event) => change({ city: event.target.value })}
        />
        <div>
          <Button type="submit" disabled={busy || !user}>
            {busy ? t('settings.saving') : t('settings.location.save')}
          </Button>
        </div>
      </form>
      <SavedStatus testId="settings-location-status" message={status?.message ?? null} error={status?.error} />
    </SettingsSection>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { OwnProfileUpdateSchema } from '@dating/shared/contracts/own-profile';
import { message, refusal, type FormFailure, type FormMessage } from '@dating/shared/forms/form-failure';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LocationFields, countryDisplayName, placeOfGeocode, type Place, type PlaceField } from '../../../components/location-fields';
import { LoadFailed } from '../../../components/load-failed';
import { SavedStatus } from '../../../components/saved-status';
import { SettingsSection } from '../../../components/settings-section';
import { useCatalog } from '../../../api/catalog';
import { useUpdateOwnProfile } from '../../../api/update-own-profile';
import { useMember } from '../section/use-member';
import type { GeoEnvironment } from '../../../location/geolocation';
import { useGeolocation } from '../../../location/use-geolocation';

type Field = PlaceField;
const fieldId = (field: Field) => `settings-location-${field}`;
const REFUSED: Record<Field, FormMessage> = {
  country: message('profile.errors.countryInvalid'),
  region_id: message('profile.errors.regionInvalid'),
  city: message('profile.errors.cityRequired'),
};

/** A field the api refused (its schema knows more than the form's) as that field's message; anything else is no field's. */
function refusedPlace(error: unknown): FormFailure<Field> | null {
  if (!isApiError(error) || error.code !== 'validation_failed' || !error.field || !Object.hasOwn(REFUSED, error.field)) return null;
  const field = error.field as Field;
  return refusal({ [field]: REFUSED[field] } as Partial<Record<Field, FormMessage>>);
}

/**
 * Location (country, region, city): the browser's position, where the member allows it, is reverse
 * geocoded (cached an hour, a failure too) to fill the form in, or the member picks country,
 * region and city by hand; saving goes through PUT /api/my-profile.php like the profile page.
 */
export function LocationSettings({ environment }: { environment?: GeoEnvironment }) {
  const { t, i18n } = useTranslation('mf-account');
  const { api } = useShellContext();
  const { user, publish } = useMember();
  const catalog = useCatalog();
  const regions = catalog.status === 'ready' ? catalog.catalog.regions : [];
  const [place, setPlace] = useState<Place | null>(null);
  const geo = useGeolocation(api, environment);
  const text = useFormMessage();
  const { failure, refuse, clearErrors } = useFormErrors<Field>();
  const save = useUpdateOwnProfile();
  const busy = save.isPending;
  const [status, setStatus] = useState<{ message: string; error: boolean } | null>(null);

  // The form starts from the saved profile; what the member changed is kept until saved.
  const current: Place = place ?? {
    country: user?.profile.country ?? '',
    region_id: user?.profile.region_id ? String(user.profile.region_id) : '',
    city: user?.profile.city ?? '',
  };

  const change = (next: Partial<Place>) => {
    setPlace({ ...current, ...next });
    clearErrors();
    setStatus(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !user) return;
    const update = { country: current.country, region_id: current.region_id ? Number(current.region_id) : null, city: current.city };
    const parsed = OwnProfileUpdateSchema.safeParse(update);
    if (!parsed.success) {
      const found: Partial<Record<Field, FormMessage>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= message(`profile.errors.${issue.message}`);
      refuse(refusal(found));
      document.getElementById(fieldId(Object.keys(found)[0] as Field))?.focus();
      return;
    }
    setStatus(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        publish({ ...user, profile: saved.profile });
        setPlace(null);
        geo.resetLocating();
        setStatus({ message: t('settings.location.saved'), error: false });
      },
      onError: (error) => {
        const refused = refusedPlace(error);
        if (refused) refuse(refused);
        else setStatus({ message: t('settings.saveFailed'), error: true });
      },
    });
  };

  const errorText = (field: Field) => (failure.fields[field] ? text(failure.fields[field]) : null);

  return (
    <SettingsSection id="location" title={t('settings.location.title')}>
      {user && (
        <p css={{ marginTop: 0 }} data-testid="settings-location-current">
          {t('settings.location.current', {
            place: [
              user.profile.city,
              user.profile.region,
              user.profile.country ? countryDisplayName(user.profile.country, i18n.language) : '',
            ]
              .filter(Boolean)
              .join(', '),
          })}
        </p>
      )}

      <div css={{ marginBottom: theme.space(4) }}>
        <p css={{ margin: `0 0 ${theme.space(2)}`, color: theme.colors.muted }} data-testid="settings-location-permission">
          {t(`settings.location.permission.${geo.permission}`)}
        </p>
        {geo.canLocate && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => void geo.locate((geocode) => change(placeOfGeocode(geocode)))}
            disabled={geo.locating === 'busy'}
          >
            {geo.locating === 'busy' ? t('settings.location.locating') : t('settings.location.useMyLocation')}
          </Button>
        )}
        <output css={{ display: 'block', margin: `${theme.space(2)} 0 0`, minHeight: '1.5em' }}>
          {geo.locating === 'found' && t('settings.location.found')}
          {geo.locating === 'failed' && t('settings.location.failed')}
          {geo.locating === 'denied' && t('settings.location.permission.denied')}
        </output>
      </div>

      {catalog.status === 'failed' && (
        <LoadFailed message={t('settings.loadFailed')} retryLabel={t('settings.retry')} onRetry={catalog.retry} />
      )}

      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), maxWidth: 420 }}
      >
        <LocationFields
          value={current}
          regions={regions}
          onChange={change}
          idFor={fieldId}
          error={errorText}
          labels={{
            country: t('settings.location.country'),
            chooseCountry: t('settings.location.choose'),
            region: t('settings.location.region'),
            noRegion: t('settings.location.anyRegion'),
            city: t('settings.location.city'),
          }}
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

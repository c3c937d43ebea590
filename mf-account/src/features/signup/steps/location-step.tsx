import { useEffect, useEffectEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from '@dating/shared/contracts/catalog';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LocationFields, placeOfGeocode, type Place } from '../../../components/location-fields';
import { useCatalog } from '../../../api/catalog';
import { useGeolocation } from '../../../location/use-geolocation';
import type { StepProps } from './step-props';

/**
 * Step 3: country, region and city, picked from /api/regions.php, or filled in from the browser's
 * position through /api/geocode.php (a failure leaves the choice to the member).
 */
export function LocationStep({ draft, update, errorText, touch, idPrefix }: StepProps) {
  const { t } = useTranslation('mf-account');
  const { api, settings$ } = useShellContext();
  const settings = useObservable(settings$, null);
  // Regions are loaded once and cached (the catalogue the profile uses too).
  const catalog = useCatalog();
  const regions = useMemo<Region[]>(() => (catalog.status === 'ready' ? catalog.catalog.regions : []), [catalog]);
  const geo = useGeolocation(api);

  // The visitor's country by IP (from the settings) is the likely answer: offered, never forced.
  const geoCountry = settings?.geoip_selected_country ?? settings?.geoip_country ?? null;
  const noCountry = draft.country === '';
  const offerGeoCountry = useEffectEvent(() => {
    if (noCountry && geoCountry && regions.some((region) => region.country === geoCountry)) update('country', geoCountry);
  });
  useEffect(() => {
    // Only when the regions arrive or the IP country is known; a member's own choice is never overwritten.
    offerGeoCountry();
  }, [regions, geoCountry]);

  const place: Place = { country: draft.country, region_id: draft.region_id, city: draft.city };
  const change = (next: Partial<Place>) => {
    for (const [field, value] of Object.entries(next) as [keyof Place, string][]) update(field, value);
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      {geo.canLocate && (
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => void geo.locate((geocode) => change(placeOfGeocode(geocode)))}
            disabled={geo.locating === 'busy'}
          >
            {geo.locating === 'busy' ? t('signup.location.locating') : t('signup.location.useMyLocation')}
          </Button>
        </div>
      )}
      {(geo.locating === 'failed' || geo.locating === 'denied') && (
        <output css={{ display: 'block', margin: 0, color: theme.colors.muted }}>{t('signup.location.failed')}</output>
      )}
      <LocationFields
        value={place}
        regions={regions}
        onChange={change}
        onBlur={(field) => field === 'city' && touch?.('city')}
        idFor={(field) => `${idPrefix}-${field}`}
        error={(field) => errorText(field)}
        labels={{
          country: t('signup.location.country'),
          chooseCountry: t('signup.choose'),
          region: t('signup.location.region'),
          noRegion: t('signup.location.anyRegion'),
          city: t('signup.location.city'),
        }}
      />
    </div>
  );
}

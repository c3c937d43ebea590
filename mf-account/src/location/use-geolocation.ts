import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { Geocode } from '@dating/shared/contracts/catalog';
import { browserGeoEnvironment, locate, readGeoPermission, type GeoEnvironment, type GeoPermission } from './geolocation';

export type LocateState = 'idle' | 'busy' | 'found' | 'failed' | 'denied';

/**
 * Geolocation for a form: the browser's permission state (followed while mounted) and a
 * "use my location" action that reverse geocodes through `locate` (one-hour cache, failure kept as
 * false) and hands a found place to the form.
 */
export function useGeolocation(api: ApiClient, environment?: GeoEnvironment) {
  const env = useMemo(() => environment ?? browserGeoEnvironment(), [environment]);
  const [permission, setPermission] = useState<GeoPermission>('unknown');
  const [locating, setLocating] = useState<LocateState>('idle');

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

  const locateMe = async (onFound: (geocode: Geocode) => void) => {
    setLocating('busy');
    const result = await locate(api, env);
    if (result.kind === 'found') {
      onFound(result.geocode);
      setLocating('found');
    } else {
      if (result.kind === 'denied') setPermission('denied');
      setLocating(result.kind === 'denied' ? 'denied' : 'failed');
    }
  };

  return {
    permission,
    locating,
    /** Worth offering the button: the browser can share a position and was not refused. */
    canLocate: permission !== 'unsupported' && permission !== 'denied',
    locate: locateMe,
    /** Forget the last attempt's outcome (e.g. once the place is saved). */
    resetLocating: () => setLocating('idle'),
  };
}

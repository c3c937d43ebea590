import { z } from 'zod';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import { GeocodeResponseSchema, type Geocode } from '@dating/shared/contracts/catalog';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { reverseGeocode } from '../api/reverse-geocode';

/** The geolocation permission: unsupported, unknown, or the browser's own state. */
export type GeoPermission = 'unsupported' | 'unknown' | 'granted' | 'denied' | 'prompt';

/** The geocode is cached up to one hour; a failure is stored as false. */
export const GEOCODE_CACHE_KEY = STORAGE_NAMES.geocode;
export const GEOCODE_CACHE_MS = 60 * 60_000;

const CachedSchema = z.object({ at: z.number(), geocode: z.union([GeocodeResponseSchema.shape.geocode, z.literal(false)]) });

export interface GeoEnvironment {
  geolocation?: Geolocation | undefined;
  permissions?: Permissions | undefined;
  storage?: Storage | undefined;
  now: () => number;
}

export function browserGeoEnvironment(): GeoEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    // Storage blocked (privacy mode): no cache, every try asks again.
  }
  return {
    geolocation: nav && 'geolocation' in nav ? nav.geolocation : undefined,
    permissions: nav?.permissions,
    storage,
    now: () => Date.now(),
  };
}

/** The permission state now, and a way to follow its changes (null where the browser cannot tell). */
export async function readGeoPermission(env: GeoEnvironment): Promise<{ state: GeoPermission; status: PermissionStatus | null }> {
  if (!env.geolocation) return { state: 'unsupported', status: null };
  if (!env.permissions?.query) return { state: 'unknown', status: null };
  try {
    const status = await env.permissions.query({ name: 'geolocation' });
    return { state: status.state, status };
  } catch {
    return { state: 'unknown', status: null };
  }
}

/** The cached geocode (or false: the last try failed) when younger than an hour; undefined otherwise. */
export function readCachedGeocode(env: GeoEnvironment): Geocode | false | undefined {
  try {
    const raw = env.storage?.getItem(GEOCODE_CACHE_KEY);
    if (!raw) return undefined;
    const cached = CachedSchema.safeParse(JSON.parse(raw));
    if (!cached.success || env.now() - cached.data.at > GEOCODE_CACHE_MS || cached.data.at > env.now()) return undefined;
    return cached.data.geocode;
  } catch {
    return undefined;
  }
}

function storeGeocode(env: GeoEnvironment, geocode: Geocode | false): void {
  try {
    env.storage?.setItem(GEOCODE_CACHE_KEY, JSON.stringify({ at: env.now(), geocode }));
  } catch {
    // A full or blocked storage only costs the cache.
  }
}

export type LocateResult = { kind: 'found'; geocode: Geocode } | { kind: 'failed' } | { kind: 'denied' } | { kind: 'unsupported' };

function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: GEOCODE_CACHE_MS }),
  );
}

/**
 * The member's place from the browser's position, reverse geocoded by GET /api/geocode.php. A
 * result (or a failure) younger than an hour is reused without asking the browser again. A refused
 * permission is not a geocode failure and is not cached: the member may allow it and try again.
 */
export async function locate(api: ApiClient, env: GeoEnvironment): Promise<LocateResult> {
  const cached = readCachedGeocode(env);
  if (cached) return { kind: 'found', geocode: cached };
  if (cached === false) return { kind: 'failed' };
  if (!env.geolocation) return { kind: 'unsupported' };
  let position: GeolocationPosition;
  try {
    position = await currentPosition(env.geolocation);
  } catch (error) {
    const denied = typeof error === 'object' && error !== null && (error as GeolocationPositionError).code === 1;
    if (denied) return { kind: 'denied' };
    storeGeocode(env, false);
    return { kind: 'failed' };
  }
  try {
    const { geocode } = await reverseGeocode(api, { lat: position.coords.latitude, lon: position.coords.longitude });
    storeGeocode(env, geocode);
    return { kind: 'found', geocode };
  } catch {
    storeGeocode(env, false);
    return { kind: 'failed' };
  }
}

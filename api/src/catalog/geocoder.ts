import { eq } from 'drizzle-orm';
import type { Geocode } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { cities, regions } from '../db/schema';

/** Farther than this from every known city, a point is "not in a supported country". */
const MAX_DISTANCE_KM = 250;

export interface Geocoder {
  reverse(lat: number, lon: number): Promise<Geocode | null>;
}

interface CityPoint {
  country: string;
  city: string;
  region: string;
  regionId: number;
  lat: number;
  lon: number;
}

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Offline reverse geocoding: the nearest seeded city. A few hundred points, so a linear scan over an
 * in-memory copy is faster than any index and needs no outside service.
 */
export function createGeocoder(db: Db): Geocoder {
  let points: Promise<CityPoint[]> | undefined;
  const load = () =>
    db
      .select({ country: cities.country, city: cities.name, region: regions.name, regionId: regions.id, lat: cities.lat, lon: cities.lon })
      .from(cities)
      .innerJoin(regions, eq(regions.id, cities.regionId));
  return {
    async reverse(lat, lon) {
      points ??= load().catch((error: unknown) => {
        points = undefined;
        throw error;
      });
      let best: CityPoint | undefined;
      let bestKm = Infinity;
      const list = await points;
      // An empty table (not seeded yet) is not cached.
      if (list.length === 0) points = undefined;
      for (const point of list) {
        const km = haversineKm(lat, lon, point.lat, point.lon);
        if (km < bestKm) {
          bestKm = km;
          best = point;
        }
      }
      if (!best || bestKm > MAX_DISTANCE_KM) return null;
      return { country: best.country, region: best.region, region_id: best.regionId, city: best.city, lat: best.lat, lon: best.lon };
    },
  };
}

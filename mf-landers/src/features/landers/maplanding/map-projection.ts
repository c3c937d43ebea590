import type { LanderPlace, LanderProfile } from '@dating/shared/contracts/landers';

/** The map's drawing box (SVG units); the page shows it at this aspect ratio at any width. */
export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 480;
const PADDING = 48;
/** The least span (degrees) a map shows: one city alone is not blown up to the whole box. */
const MIN_SPAN = 1.5;

export interface Point {
  x: number;
  y: number;
}

/**
 * An equirectangular projection fitted to the places: longitude shrunk by the cosine of the middle
 * latitude (so a country keeps its shape), scaled evenly to fill the box and centred in it. Nothing to
 * download: the places' own coordinates are the map.
 */
export function fitProjection(places: readonly Pick<LanderPlace, 'lat' | 'lon'>[]): (lat: number, lon: number) => Point {
  if (places.length === 0) return () => ({ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 });
  const lats = places.map((place) => place.lat);
  const lons = places.map((place) => place.lon);
  const [minLat, maxLat] = widen(Math.min(...lats), Math.max(...lats));
  const [minLon, maxLon] = widen(Math.min(...lons), Math.max(...lons));
  const shrink = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLon - minLon) * shrink;
  const spanY = maxLat - minLat;
  const scale = Math.min((MAP_WIDTH - 2 * PADDING) / spanX, (MAP_HEIGHT - 2 * PADDING) / spanY);
  const offsetX = (MAP_WIDTH - spanX * scale) / 2;
  const offsetY = (MAP_HEIGHT - spanY * scale) / 2;
  return (lat, lon) => ({ x: offsetX + (lon - minLon) * shrink * scale, y: offsetY + (maxLat - lat) * scale });
}

function widen(min: number, max: number): [number, number] {
  const missing = MIN_SPAN - (max - min);
  return missing > 0 ? [min - missing / 2, max + missing / 2] : [min, max];
}

/** How far (in degrees, about 110 km each) a profile may live from a place to be pinned on it. */
const PIN_REACH = 0.75;

/**
 * Where a profile goes on the map: the place nearest to its own coordinates when one is within reach, else
 * the place named like its city; none otherwise — a profile from elsewhere is in the list, not pinned on
 * a town it does not live in.
 */
export function placeOf(profile: Pick<LanderProfile, 'lat' | 'lon' | 'city'>, places: readonly LanderPlace[]): LanderPlace | null {
  const { lat, lon } = profile;
  if (lat !== null && lon !== null && places.length > 0) {
    const distance = (place: LanderPlace) => Math.hypot(place.lat - lat, (place.lon - lon) * Math.cos((lat * Math.PI) / 180));
    const nearest = places.reduce((best, place) => (distance(place) < distance(best) ? place : best));
    if (distance(nearest) <= PIN_REACH) return nearest;
  }
  return places.find((place) => place.name === profile.city) ?? null;
}

/** The convex hull of the points (Andrew's monotone chain): the outline of the "land" the dots sit on. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const point of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, point) <= 0) out.pop();
      out.push(point);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const InterestSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  /**
   * The name of the drawn icon shown beside the name (`INTEREST_ICON_NAMES` in shared/src/ui/interest-icon),
   * usually the slug. A name the app does not know yet shows a neutral fallback glyph.
   */
  icon: z.string(),
});
export type Interest = z.infer<typeof InterestSchema>;
export const InterestsResponseSchema = z.object({ interests: z.array(InterestSchema) });

const RegionSchema = z.object({
  id: z.number().int().positive(),
  country: z.string().length(2),
  code: z.string(),
  name: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;
export const RegionsResponseSchema = z.object({ regions: z.array(RegionSchema) });

export const GeocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const GeocodeResponseSchema = z.object({
  geocode: z.object({
    country: z.string().length(2),
    region: z.string().nullable(),
    region_id: z.number().int().nullable(),
    city: z.string(),
    lat: z.number(),
    lon: z.number(),
  }),
});
export type Geocode = z.infer<typeof GeocodeResponseSchema>['geocode'];

/** Every interest with its icon, in catalogue order (public, cached 5 minutes). */
export const listInterestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/interests.php',
  access: 'visitor',
  cache: { public: 300 },
  response: InterestsResponseSchema,
});

/** The regions of every supported country, by country then name (public, cached 5 minutes). */
export const listRegionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/regions.php',
  access: 'visitor',
  cache: { public: 300 },
  response: RegionsResponseSchema,
});

/** Offline reverse geocode of a position to the nearest known city (public); not_found when none is near. */
export const reverseGeocodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/geocode.php',
  access: 'visitor',
  cache: { private: 3600 },
  query: GeocodeQuerySchema,
  response: GeocodeResponseSchema,
  errors: ['not_found'],
});

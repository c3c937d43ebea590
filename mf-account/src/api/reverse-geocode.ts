import type { ApiClient } from '@dating/shared/api-client/api-client';
import { reverseGeocodeEndpoint } from '@dating/shared/contracts/catalog';

/**
 * GET /api/geocode.php for a browser position. A plain call: `locate` keeps its own one-hour cache in
 * localStorage (a failure too, which a query cache would forget with the page) and asks only after
 * the browser's permission prompt.
 */
export function reverseGeocode(api: ApiClient, position: { lat: number; lon: number }) {
  return api.call(reverseGeocodeEndpoint, { query: position });
}

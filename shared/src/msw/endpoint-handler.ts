import { http, type HttpResponseResolver } from 'msw';
import type { Endpoint } from '../contracts/endpoint';

const METHOD = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * An msw handler for an endpoint of shared/src/contracts, on any origin: method and path come from
 * the descriptor, so a handler cannot answer a path or method the api does not have. What it answers
 * is checked against the endpoint's schemas by the handlers' tests (handlers.test.ts parses every
 * answer through the same `api.call`).
 */
export function endpointHandler(endpoint: Endpoint, resolver: HttpResponseResolver) {
  return METHOD[endpoint.method](`*${endpoint.path}`, resolver);
}

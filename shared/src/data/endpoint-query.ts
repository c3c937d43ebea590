import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client/api-client';
import type { Endpoint, EndpointInput, EndpointResponse } from '../contracts/endpoint';

type QueryInput<E extends Endpoint> = E['query'] extends undefined ? Record<string, never> : Pick<EndpointInput<E>, 'query'>;

/**
 * The query key of an endpoint's GET with its query: the path names the data, the query the slice
 * of it. `invalidateQueries({ queryKey: endpointKey(endpoint) })` reaches every slice.
 */
export function endpointKey<E extends Endpoint>(endpoint: E, query?: unknown): readonly unknown[] {
  return query === undefined ? [endpoint.path] : [endpoint.path, query];
}

/**
 * TanStack Query options for a GET endpoint: key from the descriptor, fetched through the shell's
 * api client (answer parsed by the endpoint's schema), cancelled when the query is (the member left
 * the screen, or asked for something else first).
 */
export function endpointQuery<E extends Endpoint<'GET'>>(api: ApiClient, endpoint: E, input = {} as QueryInput<E>) {
  const query = (input as { query?: unknown }).query;
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }): Promise<EndpointResponse<E>> =>
      (api.call as (endpoint: Endpoint, input: { query?: unknown; signal?: AbortSignal }) => Promise<EndpointResponse<E>>)(endpoint, {
        query,
        signal,
      }),
  });
}

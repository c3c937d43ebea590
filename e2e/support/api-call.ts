import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Endpoint, EndpointInput, EndpointResponse } from '@dating/shared/contracts/endpoint';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@dating/shared/contracts/errors';

type Input<E extends Endpoint> = Partial<EndpointInput<E>> & {
  /** Another api than the suite's (a journey that starts one of its own): its origin. The suite's by default. */
  origin?: string;
};

/**
 * Sends an endpoint's request the way the browser's client does (its method and path from the
 * descriptor, the client header the api's CSRF guard wants) and answers the raw response, for a
 * journey that checks a refusal. `callApi` below is the usual way.
 */
export function sendApi<E extends Endpoint>(request: APIRequestContext, endpoint: E, input: Input<E> = {}): Promise<APIResponse> {
  const { query, body, origin = '' } = input as { query?: Record<string, string | number | boolean>; body?: unknown; origin?: string };
  return request.fetch(`${origin}${endpoint.path}`, {
    method: endpoint.method,
    headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    ...(query ? { params: query } : {}),
    ...(body !== undefined ? { data: body } : {}),
  });
}

/**
 * Calls an endpoint as the browser would and parses the answer with the endpoint's own response
 * schema: a journey sees the contract the app sees, and a drift fails here, with the answer's text.
 */
export async function callApi<E extends Endpoint>(
  request: APIRequestContext,
  endpoint: E,
  input: Input<E> = {},
): Promise<EndpointResponse<E>> {
  const response = await sendApi(request, endpoint, input);
  expect(response.status(), `${endpoint.method} ${endpoint.path}: ${await response.text()}`).toBe(200);
  return endpoint.response.parse(await response.json()) as EndpointResponse<E>;
}

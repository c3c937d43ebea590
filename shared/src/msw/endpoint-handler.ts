import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '../contracts/endpoint';
import type { ErrorBody } from '../contracts/errors';

const METHOD = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

type RequestBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']> extends DefaultBodyType
    ? z.input<E['body']>
    : DefaultBodyType
  : DefaultBodyType;

/** What the resolver may answer: the endpoint's success body or the api's error body. */
type Answer<E extends Endpoint> = z.input<E['response']> extends DefaultBodyType ? z.input<E['response']> | ErrorBody : DefaultBodyType;

/**
 * An msw handler for an endpoint of shared/src/contracts, on any origin: method and path come from
 * the descriptor, and what the resolver answers is type-checked against it — the endpoint's answer
 * (`z.input` of its response schema) or the api's one error body — so a handler cannot answer a
 * path, a method or a shape the api does not have. `request.json()` is typed by the endpoint's body.
 */
export function endpointHandler<E extends Endpoint>(endpoint: E, resolver: HttpResponseResolver<PathParams, RequestBody<E>, Answer<E>>) {
  return METHOD[endpoint.method]<PathParams, RequestBody<E>, Answer<E>>(`*${endpoint.path}`, resolver);
}

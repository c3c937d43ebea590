import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@dating/shared/contracts/endpoint';
import type { App } from '../app-context';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request as the endpoint's schemas left it: `query` and `body` validated and typed. */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'query' | 'body'> & {
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
};

/**
 * Registers an endpoint described in shared/src/contracts: its method, path, query and body schemas
 * (a failing one is a translated 400 before the handler runs) and its answer schema (the answer is
 * serialized through it, so a field it does not name never leaves the server).
 */
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  options: { config?: RouteShorthandOptions['config'] },
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<z.input<E['response']>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    ...(options.config ? { config: options.config } : {}),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

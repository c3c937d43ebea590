import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Access, CachePolicy, CacheRule, Endpoint, HttpMethod, Link, Policy, RatePolicy } from '@dating/shared/contracts/endpoint';
import type { App } from '../app-context';
import type { Viewer } from '../auth/sessions';
import { getViewer } from '../auth/viewer';
import { getStaffViewer, type StaffViewer } from '../staff/staff-sessions';
import { ApiError, authenticationRequired, noSuchEndpoint } from './errors';
import { createTokenBuckets } from './token-buckets';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request as the endpoint's schemas left it: `query` and `body` validated and typed. */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'query' | 'body'> & {
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
};

type StaffAccess = Extract<Access, object>;

/**
 * Who the handler is called for: a staff member for a staff access, a member wherever the access requires
 * one, else the member or null.
 */
export type CallerOf<A extends Access> = A extends StaffAccess ? StaffViewer : A extends 'visitor' ? Viewer | null : Viewer;

/** Route config the api's own hooks read (the CSRF guard). */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The descriptor's reason to take this state-changing call without the client header. */
    csrfExempt?: string;
  }
}

const confirmationRequired = () => new ApiError(403, 'confirmation_required', 'Please confirm your e-mail address first.');

/** The Cache-Control value of a rule. */
function cacheControl(rule: CacheRule): string {
  if (typeof rule === 'string') return rule;
  return 'private' in rule ? `private, max-age=${rule.private}` : `public, max-age=${rule.public}`;
}

function cacheRuleFor(policy: CachePolicy, query: unknown): CacheRule {
  if (typeof policy === 'string' || !('whenQuery' in policy)) return policy;
  const sent = typeof query === 'object' && query !== null && (query as Record<string, unknown>)[policy.whenQuery] !== undefined;
  return sent ? policy.present : policy.absent;
}

/**
 * The caller a policy allows, or the refusal: 403 authentication_required (the spec's answer) first, and
 * for a staff access 404 as for a path no route serves. For a route that serves two descriptors on one
 * path (POST /api/user.php: login, and a push subscription).
 */
export async function admit<A extends Access>(app: App, access: A, request: FastifyRequest): Promise<CallerOf<A>> {
  if (typeof access === 'object') {
    const staff = await getStaffViewer(app.context.db, request);
    if (!staff || !access.staff.includes(staff.role)) throw noSuchEndpoint(request);
    return staff as CallerOf<A>;
  }
  const viewer = await getViewer(app.context.db, request);
  if (access === 'visitor') return viewer as CallerOf<A>;
  if (!viewer) throw authenticationRequired();
  if (access === 'confirmed-member' && !viewer.confirmed) throw confirmationRequired();
  return viewer as CallerOf<A>;
}

/**
 * A staff call is admitted before its query and body are validated: a 400 naming a field would tell anyone
 * that the path exists, and the console does not advertise itself. The handler's own `admit` then reads
 * the same staff session again from the request's cache.
 */
function staffAdmission(app: App, access: Access): Pick<RouteShorthandOptions, 'preValidation'> {
  if (typeof access !== 'object') return {};
  return {
    preValidation: async (request: FastifyRequest) => {
      await admit(app, access, request);
    },
  };
}

/** @fastify/rate-limit's route config for a descriptor's rate policy. */
function rateLimitConfig(app: App, rate: RatePolicy): RateLimitOptions {
  const byMember = async (request: FastifyRequest) => {
    const viewer = await getViewer(app.context.db, request);
    // Logged out: the access check refuses it after the limit; counted by address meanwhile.
    return viewer ? `member:${viewer.userId}` : `ip:${request.ip}`;
  };
  if ('perSecond' in rate) {
    const buckets = createTokenBuckets({ capacity: rate.burst, refillPerSecond: rate.perSecond });
    const bucket: RateLimitOptions & Pick<RateLimitPluginOptions, 'addHeadersOnExceeding'> = {
      keyGenerator: byMember,
      timeWindow: 1000,
      // @fastify/rate-limit asks `max` for each request its allow list (none in production, all for the
      // fuzzer) does not wave through, and the bucket answers it — a full limit or none — so the refusal
      // is the plugin's usual 429 rate_limited.
      max: (_request: FastifyRequest, key: string) => (buckets.take(key) ? Number.MAX_SAFE_INTEGER : 0),
      // The plugin's window figures would describe its stand-in limit, not the bucket: left out.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    };
    // The plugin merges a route's options over its own, this one included, though its types name it only globally.
    return bucket;
  }
  return {
    max: rate.max === 'login' ? app.context.loginRateLimit.max : rate.max,
    timeWindow: rate.windowSeconds * 1000,
    ...(rate.per === 'member' ? { keyGenerator: byMember } : {}),
  };
}

function policyConfig(app: App, policy: Policy): RouteShorthandOptions['config'] {
  return {
    ...(policy.rate ? { rateLimit: rateLimitConfig(app, policy.rate) } : {}),
    ...(policy.csrfExempt ? { csrfExempt: policy.csrfExempt } : {}),
  };
}

/**
 * Registers an endpoint described in shared/src/contracts and enforces its policy: the rate limit (before
 * anything else), the query and body schemas (a failing one is a translated 400), who may call (after
 * validation, so a bad request is a 400 for anyone; a staff access before it, see staffAdmission), the
 * cache policy (the handler's answer carries it), and the answer schema (the answer is serialized through
 * it, so a field it does not name never leaves the server). The handler gets the caller the access allows.
 */
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: (request: EndpointRequest<E>, viewer: CallerOf<E['access']>, reply: FastifyReply) => Promise<z.input<E['response']>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...staffAdmission(app, endpoint.access),
    schema: {
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    config: policyConfig(app, endpoint),
    handler: async (request, reply) => {
      const viewer = await admit<E['access']>(app, endpoint.access, request);
      reply.header('cache-control', cacheControl(cacheRuleFor(endpoint.cache, request.query)));
      return handler(request as unknown as EndpointRequest<E>, viewer, reply);
    },
  });
}

/** A page's request: its query and route params as its schemas left them. */
export type PageRequest<Q, P, B> = Omit<FastifyRequest, 'query' | 'params' | 'body'> & {
  query: Parsed<Q>;
  params: Parsed<P>;
  body: Parsed<B>;
};

type Schema = z.ZodType | undefined;

/**
 * A route that is not a JSON call (a page, a redirect, a download, a provider's post) under the same
 * policy as an endpoint: a `Link` from shared/src/contracts when the browser names its path, or a policy
 * stated beside the route when only the api knows it.
 */
export function page<A extends Access, Q extends Schema = undefined, P extends Schema = undefined, B extends Schema = undefined>(
  app: App,
  link: Link<HttpMethod, A> | (Policy & { method: HttpMethod; path: string; access: A }),
  options: { query?: Q; params?: P; body?: B; response?: z.ZodType; decompress?: false },
  handler: (request: PageRequest<Q, P, B>, viewer: CallerOf<A>, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({
    method: link.method,
    url: link.path,
    ...staffAdmission(app, link.access),
    schema: {
      ...(options.query ? { querystring: options.query } : {}),
      ...(options.params ? { params: options.params } : {}),
      ...(options.body ? { body: options.body } : {}),
      ...(options.response ? { response: { 200: options.response } } : {}),
    },
    // A `Content-Encoding` that names a payload's own encryption (a push) is not for the api to undo.
    ...(options.decompress === false ? { decompress: false as const } : {}),
    config: policyConfig(app, link),
    handler: async (request, reply) => {
      const viewer = await admit(app, link.access, request);
      reply.header('cache-control', cacheControl(cacheRuleFor(link.cache, request.query)));
      return handler(request as unknown as PageRequest<Q, P, B>, viewer, reply);
    },
  });
}

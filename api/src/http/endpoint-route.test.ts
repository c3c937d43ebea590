import { z } from 'zod';
import { defineEndpoint, defineLink } from '@dating/shared/contracts/endpoint';
import { CLIENT_HEADER, ErrorBodySchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../app-context';
import { CLIENT, setupTestContext } from '../test/test-app';
import { createLoggedInMember } from '../test/builders/members';
import { page, route } from './endpoint-route';

// Descriptors of this test only, one per policy, so each rule is seen on its own.
const Who = z.object({ member: z.number().int().nullable() });
const visitorCall = defineEndpoint({
  method: 'GET',
  path: '/api/test-visitor.php',
  access: 'visitor',
  cache: { public: 300 },
  response: Who,
});
const memberCall = defineEndpoint({ method: 'GET', path: '/api/test-member.php', access: 'member', cache: 'no-store', response: Who });
const confirmedCall = defineEndpoint({
  method: 'POST',
  path: '/api/test-confirmed.php',
  access: 'confirmed-member',
  cache: 'no-store',
  body: z.object({ n: z.number().int().max(10) }),
  response: Who,
});
const limitedCall = defineEndpoint({
  method: 'GET',
  path: '/api/test-limited.php',
  access: 'visitor',
  cache: 'no-store',
  rate: { per: 'address', max: 2, windowSeconds: 60 },
  response: Who,
});
const burstCall = defineEndpoint({
  method: 'GET',
  path: '/api/test-burst.php',
  access: 'member',
  cache: 'no-store',
  rate: { per: 'member', perSecond: 0.001, burst: 3 },
  response: Who,
});
const pricedCall = defineEndpoint({
  method: 'GET',
  path: '/api/test-priced.php',
  access: 'visitor',
  cache: { absent: { private: 60 }, present: 'no-store', whenQuery: 'code', reason: 'a code is the member’s own' },
  query: z.object({ code: z.string().max(10).optional() }),
  response: Who,
});
const exemptCall = defineEndpoint({
  method: 'POST',
  path: '/api/test-beacon.php',
  access: 'visitor',
  cache: 'no-store',
  csrfExempt: 'a beacon cannot set headers',
  response: Who,
});
const downloadLink = defineLink({ method: 'GET', path: '/api/test-download.php', access: 'member', cache: 'private, no-cache' });
const staffCall = defineEndpoint({
  method: 'POST',
  path: '/api/test-staff.php',
  access: { staff: ['admin'] },
  cache: 'no-store',
  body: z.object({ n: z.number().int().max(10) }),
  response: Who,
});

const testRoutes: RouteModule = (app) => {
  const who = async (_request: unknown, viewer: { profileId: number } | null) => ({ member: viewer?.profileId ?? null });
  for (const endpoint of [visitorCall, memberCall, confirmedCall, limitedCall, burstCall, pricedCall, exemptCall])
    route(app, endpoint, who);
  page(app, downloadLink, {}, async (_request, viewer, reply) => reply.type('text/plain').send(`file of ${viewer.profileId}`));
  route(app, staffCall, async () => ({ member: null }));
};

const context = setupTestContext({ app: { extraRoutes: [testRoutes] } });
const get = (url: string, cookie?: string) =>
  context().app.inject({ method: 'GET', url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) } });

describe('an endpoint descriptor’s policy, enforced by route()', () => {
  it('a member-only call refuses a visitor with the spec’s 403 authentication_required, in the error shape', async () => {
    const response = await get(memberCall.path);
    expect(response.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('authentication_required');
    // A refusal is never kept by a cache.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('hands the handler the member, and null to a visitor where visitors may call', async () => {
    const member = await createLoggedInMember(context(), { prefix: 'policy' });
    expect((await get(memberCall.path, member.cookie)).json()).toEqual({ member: member.profileId });
    expect((await get(visitorCall.path, member.cookie)).json()).toEqual({ member: member.profileId });
    expect((await get(visitorCall.path)).json()).toEqual({ member: null });
  });

  it('a confirmed-member call refuses an unconfirmed member with 403 confirmation_required, a visitor with authentication_required', async () => {
    const unconfirmed = await createLoggedInMember(context(), { prefix: 'policy', confirmed: false });
    const confirmed = await createLoggedInMember(context(), { prefix: 'policy' });
    const post = (cookie?: string, n = 1) =>
      context().app.inject({
        method: 'POST',
        url: confirmedCall.path,
        headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
        payload: { n },
      });
    expect(ErrorBodySchema.parse((await post(unconfirmed.cookie)).json()).error.code).toBe('confirmation_required');
    expect(ErrorBodySchema.parse((await post()).json()).error.code).toBe('authentication_required');
    expect((await post(confirmed.cookie)).json()).toEqual({ member: confirmed.profileId });
    // The body is validated first: a bad request is a 400 for anyone, as before the policy moved here.
    expect(ErrorBodySchema.parse((await post(undefined, 99)).json()).error.code).toBe('validation_failed');
  });

  it('states the cache policy on the answer, and the other rule when the named query field is sent', async () => {
    expect((await get(visitorCall.path)).headers['cache-control']).toBe('public, max-age=300');
    expect((await get(pricedCall.path)).headers['cache-control']).toBe('private, max-age=60');
    expect((await get(`${pricedCall.path}?code=X1`)).headers['cache-control']).toBe('no-store');
  });

  it('a rate-limited call answers 429 rate_limited in the error shape beyond its limit', async () => {
    const statuses = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await get(limitedCall.path)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await get(limitedCall.path);
    expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('rate_limited');
  });

  it('a token bucket counts per member: one member’s burst does not hold another back', async () => {
    const [first, second] = [await createLoggedInMember(context()), await createLoggedInMember(context())];
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await get(burstCall.path, first.cookie)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await get(burstCall.path, second.cookie)).statusCode).toBe(200);
  });

  it('takes a state-changing call without the client header only where the descriptor says why', async () => {
    const withoutHeader = (url: string) => context().app.inject({ method: 'POST', url, payload: { n: 1 } });
    expect((await withoutHeader(exemptCall.path)).statusCode).toBe(200);
    const guarded = await withoutHeader(confirmedCall.path);
    expect(guarded.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(guarded.json()).error).toMatchObject({ code: 'csrf_failed', message: `Missing ${CLIENT_HEADER} header.` });
    // The Origin is still checked on an exempt call.
    const crossSite = await context().app.inject({ method: 'POST', url: exemptCall.path, headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
  });

  it('a link (a download, a page) gets the same access and cache policy', async () => {
    expect(ErrorBodySchema.parse((await get(downloadLink.path)).json()).error.code).toBe('authentication_required');
    const member = await createLoggedInMember(context());
    const download = await get(downloadLink.path, member.cookie);
    expect(download.body).toBe(`file of ${member.profileId}`);
    expect(download.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('a staff endpoint', () => {
  it('answers a visitor and a member 404 as for a path no route serves, before its body is even validated', async () => {
    const member = await createLoggedInMember(context(), { prefix: 'policy' });
    const post = (url: string, n: number, cookie?: string) =>
      context().app.inject({ method: 'POST', url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) }, payload: { n } });
    const unknown = await post('/api/test-nothing-here.php', 1);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: { code: 'not_found', message: 'No such endpoint: POST /api/test-nothing-here.php' } },
    ]);
    for (const cookie of [undefined, member.cookie]) {
      // 99 breaks the body's schema: a 400 naming the field would tell that the path exists.
      for (const n of [1, 99]) {
        const response = await post(staffCall.path, n, cookie);
        expect([response.statusCode, response.json()]).toEqual([
          404,
          { error: { code: 'not_found', message: `No such endpoint: POST ${staffCall.path}` } },
        ]);
      }
    }
  });
});

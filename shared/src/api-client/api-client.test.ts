import { z } from 'zod';
import { ApiError, createApiClient, backoffDelay, isApiError } from './api-client';
import { CLIENT_HEADER } from '../contracts/errors';

type Call = { url: string; init: RequestInit };

function fakeFetch(responses: Array<Response | Error>) {
  const calls: Call[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const Ok = z.object({ ok: z.literal(true) });

describe('api client', () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  beforeEach(() => sleeps.splice(0));

  it('retries an idempotent call 5 times with exponentially growing delays, then fails', async () => {
    const { fn, calls } = fakeFetch(Array.from({ length: 6 }, () => json(503, { error: { code: 'internal', message: 'down' } })));
    const api = createApiClient({ fetch: fn, sleep, random: () => 1, baseDelayMs: 100 });
    await expect(api.get('/api/chats.php', Ok)).rejects.toMatchObject({ status: 503, code: 'internal' });
    expect(calls).toHaveLength(6);
    expect(sleeps).toEqual([100, 200, 400, 800, 1600]);
  });

  it('recovers when a retry succeeds', async () => {
    const { fn, calls } = fakeFetch([new TypeError('Failed to fetch'), json(200, { ok: true })]);
    const api = createApiClient({ fetch: fn, sleep });
    await expect(api.get('/api/likes.php', Ok)).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('never retries a POST, nor a 4xx', async () => {
    const post = fakeFetch([json(503, {}), json(200, { ok: true })]);
    await expect(createApiClient({ fetch: post.fn, sleep }).post('/api/user.php', Ok, { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(post.calls).toHaveLength(1);
    const bad = fakeFetch([json(400, { error: { code: 'validation_failed', message: 'bad', field: 'email' } })]);
    await expect(createApiClient({ fetch: bad.fn, sleep }).get('/api/x.php', Ok)).rejects.toMatchObject({ status: 400, field: 'email' });
    expect(bad.calls).toHaveLength(1);
  });

  it('marks every request, user.php included, with the client header and sends JSON bodies', async () => {
    const { fn, calls } = fakeFetch([json(200, { ok: true })]);
    await createApiClient({ fetch: fn }).put('/api/user.php', Ok, { body: { language: 'de' } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers[CLIENT_HEADER]).toBe('web');
    expect(headers['content-type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"language":"de"}');
    expect(calls[0]!.init.method).toBe('PUT');
  });

  it('logs out on 403 authentication_required, without retrying', async () => {
    const { fn, calls } = fakeFetch([json(403, { error: { code: 'authentication_required', message: 'Log in' } })]);
    const onAuthRequired = jest.fn();
    const api = createApiClient({ fetch: fn, onAuthRequired, sleep });
    await expect(api.get('/api/chats.php', Ok)).rejects.toMatchObject({ code: 'authentication_required' });
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('a call refused as logged out while a session-renewing call was in flight is asked once more after it, with the new cookie', async () => {
    // The password change rotates the session id: a refresh that went out meanwhile carried the old cookie.
    let answerChange!: (response: Response) => void;
    const calls: string[] = [];
    const fn = (async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      if (init.method === 'POST') return new Promise<Response>((resolve) => (answerChange = resolve));
      return calls.length === 2 ? json(403, { error: { code: 'authentication_required', message: 'Log in' } }) : json(200, { ok: true });
    }) as unknown as typeof fetch;
    const onAuthRequired = jest.fn();
    const api = createApiClient({ fetch: fn, onAuthRequired, sleep });
    const change = api.post('/api/password-change.php', Ok, { body: {} });
    const refresh = api.get('/api/chats.php', Ok);
    let refreshed = false;
    void refresh.then(() => (refreshed = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Refused, and not asked again before the change has its answer.
    expect(calls).toEqual(['POST /api/password-change.php', 'GET /api/chats.php']);
    expect(refreshed).toBe(false);
    answerChange(json(200, { ok: true }));
    await expect(change).resolves.toEqual({ ok: true });
    await expect(refresh).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['POST /api/password-change.php', 'GET /api/chats.php', 'GET /api/chats.php']);
    expect(onAuthRequired).not.toHaveBeenCalled();
  });

  it('a second refusal after the session-renewing call still logs out', async () => {
    const refused = () => json(403, { error: { code: 'authentication_required', message: 'Log in' } });
    let answerChange!: (response: Response) => void;
    const fn = (async (_url: string, init: RequestInit) =>
      init.method === 'POST' ? new Promise<Response>((resolve) => (answerChange = resolve)) : refused()) as unknown as typeof fetch;
    const onAuthRequired = jest.fn();
    const api = createApiClient({ fetch: fn, onAuthRequired, sleep });
    const change = api.post('/api/logout.php', Ok, { body: {} });
    const refresh = api.get('/api/chats.php', Ok).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answerChange(json(200, { ok: true }));
    await change;
    expect(await refresh).toMatchObject({ code: 'authentication_required' });
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
  });

  it('does not log out on other 403s', async () => {
    const { fn } = fakeFetch([json(403, { error: { code: 'forbidden', message: 'No' } })]);
    const onAuthRequired = jest.fn();
    await expect(createApiClient({ fetch: fn, onAuthRequired }).get('/x', Ok)).rejects.toMatchObject({ code: 'forbidden' });
    expect(onAuthRequired).not.toHaveBeenCalled();
  });

  it('rejects a response that does not match its schema', async () => {
    const { fn } = fakeFetch([json(200, { ok: 'yes' })]);
    await expect(createApiClient({ fetch: fn }).get('/x', Ok)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reads an error code it does not know yet, so the caller can fall back to its generic text', async () => {
    const { fn } = fakeFetch([json(409, { error: { code: 'gift_sold_out', message: 'Sold out' } })]);
    await expect(createApiClient({ fetch: fn }).get('/x', Ok)).rejects.toMatchObject({
      status: 409,
      code: 'gift_sold_out',
      message: 'Sold out',
    });
  });

  it('encodes the query and skips empty values', async () => {
    const { fn, calls } = fakeFetch([json(200, { ok: true })]);
    await createApiClient({ fetch: fn, baseUrl: 'http://h' }).get('/api/geocode.php', Ok, { query: { lat: 52.1, lon: 4.3, x: undefined } });
    expect(calls[0]!.url).toBe('http://h/api/geocode.php?lat=52.1&lon=4.3');
  });

  it('spreads backoff between half and the whole exponential step', () => {
    expect(backoffDelay(0, 300, () => 0)).toBe(150);
    expect(backoffDelay(3, 300, () => 1)).toBe(2400);
  });
});

describe('isApiError', () => {
  it('recognises an ApiError made by another copy of the class (the shell’s client) by its shape', () => {
    class ForeignApiError extends Error {
      override name = 'ApiError';
      constructor(
        readonly status: number,
        readonly code: string,
      ) {
        super('foreign');
      }
    }
    expect(isApiError(new ApiError(401, 'login_failed', 'x'))).toBe(true);
    expect(isApiError(new ForeignApiError(429, 'account_locked'))).toBe(true);
    expect(isApiError({ name: 'ApiError', code: 'login_failed', status: 401 })).toBe(false);
    expect(isApiError(new Error('plain'))).toBe(false);
  });
});

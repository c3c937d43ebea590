import { ErrorBodySchema } from '@dating/shared/contracts/index';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from '../seed/demo-members';
import { CLIENT, loginCookie, setupTestContext } from '../test/test-app';
import { CASES } from './bad-input-cases';

const context = setupTestContext();
let cookie: string;
beforeAll(async () => {
  cookie = await loginCookie(context().app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
});

describe('400 validation_failed naming the field, for every route that takes input', () => {
  it.each(CASES)('$name', async ({ method, url, payload, field, auth }) => {
    const headers: Record<string, string> = { ...CLIENT, ...(auth ? { cookie } : {}) };
    const response = await context().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.field).toBe(field);
  });
});

describe('never a 5xx for bad input', () => {
  it('malformed JSON → 400', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error).toMatchObject({ code: 'validation_failed', field: 'body' });
  });

  it('empty JSON body → 400', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('validation_failed');
  });

  it('wrong content type → 415', async () => {
    const response = await context().app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { ...CLIENT, cookie, 'content-type': 'application/xml' },
      payload: '<language>nl</language>',
    });
    expect(response.statusCode).toBe(415);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('validation_failed');
  });

  it('huge body → 413 payload_too_large', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(500_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('payload_too_large');
  });

  it('broken percent-encoding: tolerated in a query, 4xx in a path', async () => {
    const query = await context().app.inject({ method: 'GET', url: '/api/settings.php?host=%E0%A4%A' });
    expect(query.statusCode).toBe(200);
    for (const url of ['/members/%E0%A4%A', '/api/%E0%A4%A.php', '/mf/mf-search/%E0%A4%A']) {
      const response = await context().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it.each([
    [
      'a boundary the body does not use',
      'multipart/form-data; boundary=nope',
      '--other\r\nContent-Disposition: form-data; name="photo"\r\n\r\nx\r\n--other--\r\n',
    ],
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="photo"\r\n\r\nx\r\n--x--\r\n'],
    [
      'a body cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx',
    ],
  ])('broken multipart (%s) → 400 in the error shape', async (_name, contentType, payload) => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT, cookie, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('validation_failed');
  });

  it('unknown /api path → 404 JSON error body', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await context().app.inject({ method, url: '/api/does-not-exist.php', headers: CLIENT });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('not_found');
    }
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the client header', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: DEMO_FREE_EMAIL, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('csrf_failed');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each(['PUT', 'DELETE'] as const)('refuses %s without the header, even when logged in', async (method) => {
    const url = method === 'PUT' ? '/api/user.php' : '/api/chat.php';
    const payload = method === 'PUT' ? { language: 'de' } : { conversation: 1 };
    const response = await context().app.inject({ method, url, headers: { cookie }, payload });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_failed');
  });

  it('refuses a foreign Origin even with the header', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, origin: 'https://evil.example', host: 'localhost:8080' },
      payload: { email: DEMO_FREE_EMAIL, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_failed');
  });

  it('accepts the same Origin with the header', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, origin: 'http://localhost:8080', host: 'localhost:8080' },
      payload: { email: DEMO_FREE_EMAIL, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets the beacon through without the header, but still checks its Origin', async () => {
    const ok = await context().app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:8080', host: 'localhost:8080', cookie },
      payload: '{}',
    });
    expect(ok.statusCode).toBe(200);
    const foreign = await context().app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example', host: 'localhost:8080' },
      payload: '{}',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('csrf_failed');
  });

  it('does not require the header on reads', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});

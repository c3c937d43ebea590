import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorBodySchema } from '@dating/shared/contracts/index';
import { setupTestContext } from '../test/test-app';

const context = setupTestContext();

describe("the router's errors leave in the one error shape", () => {
  it.each(['/%', '/%ff', '/%c0%af', '/photos/%c0%ae%c0%ae/x.jpg'])('GET %s (a page path) → 400 error page', async (url) => {
    const response = await context().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<h1>400</h1>');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it.each(['/api/%', '/api/%ff', '/api/%c0%af.php'])('GET %s → 400 error body', async (url) => {
    const response = await context().app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error).toMatchObject({ code: 'validation_failed', field: 'path' });
  });
});

/** A raw request on a listening server: app.inject never reaches Node's header size limit. */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }));
    });
    request.on('error', reject);
  });
}

describe('a request over the header size limit → 431 in the one error shape', () => {
  let port: number;
  beforeAll(async () => {
    await context().app.listen({ port: 0, host: '127.0.0.1' });
    port = (context().app.server.address() as AddressInfo).port;
  });

  it('an api path with a 20 KB query string → the error body', async () => {
    const response = await rawGet(port, `/api/search.php?ref=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.type).toMatch(/application\/json/);
    expect(ErrorBodySchema.parse(JSON.parse(response.body)).error.code).toBe('payload_too_large');
  });

  it('a page path with a 20 KB header → an error page', async () => {
    const response = await rawGet(port, '/members', { 'x-big': 'a'.repeat(20_000) });
    expect(response.status).toBe(431);
    expect(response.type).toMatch(/text\/html/);
    expect(response.body).toContain('431');
  });
});

import { createTestContext, type TestContext } from '../test/test-app';
import { apiLoggerOptions, prettyTransport, redactUrl } from './log-options';

describe('redactUrl', () => {
  it('replaces the value of every token-like query parameter and keeps the rest', () => {
    expect(redactUrl('/api/activate.php?token=abc-DEF_1')).toBe('/api/activate.php?token=[redacted]');
    expect(redactUrl('/x?a=1&reset_token=s3cret&b=2&TOKEN=t#frag')).toBe('/x?a=1&reset_token=[redacted]&b=2&TOKEN=[redacted]#frag');
    expect(redactUrl('/account-deleted?reactivate=s3cret')).toBe('/account-deleted?reactivate=[redacted]');
    expect(redactUrl('/api/search.php?country=NL&tokens_left=3')).toBe('/api/search.php?country=NL&tokens_left=3');
  });
});

describe('the log format', () => {
  it('is pino-pretty for a terminal and plain JSON (no transport) otherwise or when a stream is given', () => {
    expect(prettyTransport(true).transport).toMatchObject({ target: 'pino-pretty' });
    expect(prettyTransport(false)).toEqual({});
    expect(apiLoggerOptions('info', undefined, true)).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(apiLoggerOptions('info')).not.toHaveProperty('transport');
    const stream = { write: () => undefined };
    expect(apiLoggerOptions('info', stream, true)).not.toHaveProperty('transport');
  });
});

describe('the api log', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    const stream = { write: (line: string) => void lines.push(line) };
    ctx = await createTestContext({ app: { logger: apiLoggerOptions('info', stream) } });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('never holds a mailed token, the session cookie or an authorization header', async () => {
    const secrets = ['ActivationSecret123', 'ReactivationSecret456', 'MailChangeSecret789', 'ReactivatePageSecret000'];
    const headers = { cookie: 'dating_session=CookieSecretAbc', authorization: 'Bearer AuthSecretXyz' };
    await ctx.app.inject({ method: 'GET', url: `/api/activate.php?token=${secrets[0]}`, headers });
    await ctx.app.inject({ method: 'GET', url: `/api/account-reactivate.php?token=${secrets[1]}`, headers });
    await ctx.app.inject({ method: 'GET', url: `/mail-change/do?token=${secrets[2]}&lang=de`, headers });
    await ctx.app.inject({ method: 'GET', url: `/account-deleted?reactivate=${secrets[3]}`, headers });

    const log = lines.join('');
    // The requests were logged, only without their secrets.
    expect(log).toContain('"url":"/api/activate.php?token=[redacted]"');
    expect(log).toContain('"url":"/mail-change/do?token=[redacted]&lang=de"');
    for (const secret of [...secrets, 'CookieSecretAbc', 'AuthSecretXyz']) expect(log).not.toContain(secret);
  });
});

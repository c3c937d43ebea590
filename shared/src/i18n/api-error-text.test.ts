import { ApiError } from '../api-client/api-client';
import en from '../locales/en.json';
import { apiErrorText } from './api-error-text';

const text = (error: unknown) => {
  const { key, values } = apiErrorText(error);
  const template = (en.errors as Record<string, string>)[key.slice('errors.'.length)];
  if (template === undefined) throw new Error(`no English text for ${key}`);
  return template.replace('{{minutes}}', String(values.minutes));
};

describe('apiErrorText', () => {
  it('tells a known code in its own words, with the spec’s texts where it has them', () => {
    expect(text(new ApiError(401, 'login_failed', 'Invalid credentials'))).toBe('Login failed, please try again');
    expect(text(new ApiError(400, 'token_invalid', 'x'))).toBe('Link expired or invalid, request a new email');
    expect(text(new ApiError(429, 'rate_limited', 'x'))).toBe('Too many attempts. Please wait a moment and try again.');
    expect(text(new ApiError(0, 'network', 'Failed to fetch'))).toBe('No connection. Check your internet connection and try again.');
  });

  it('puts the minutes of a lock into its text, rounded up, and the longest lock when the api sent none', () => {
    expect(text(new ApiError(423, 'account_locked', 'x', undefined, 4.2))).toBe('Too many incorrect attempts, account blocked for 5 min.');
    expect(text(new ApiError(423, 'account_locked', 'x'))).toBe('Too many incorrect attempts, account blocked for 15 min.');
  });

  it('reads a code this build does not know (a newer api added it) as the generic text, never the server’s message', () => {
    expect(text(new ApiError(409, 'credits_insufficient', 'You need 5 more credits'))).toBe('An error occured, please try again later.');
    expect(text(new ApiError(500, 'internal', 'Stack trace…'))).toBe('An error occured, please try again later.');
    expect(text(new ApiError(200, 'invalid_response', 'Unexpected response'))).toBe('An error occured, please try again later.');
  });

  it('reads anything that is not an api error as the generic text', () => {
    expect(text(new Error('boom'))).toBe('An error occured, please try again later.');
    expect(text('boom')).toBe('An error occured, please try again later.');
  });

  it('has every text it can choose in all 11 locales', async () => {
    const keys = ['generic', 'network', 'login_failed', 'account_locked', 'photo_limit_reached', 'csrf_failed'];
    for (const locale of ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl', 'da', 'fi', 'nb', 'sv']) {
      const texts = ((await import(`../locales/${locale}.json`)) as { errors: Record<string, string> }).errors;
      for (const key of keys) expect(texts[key]).toEqual(expect.any(String));
      expect(texts.account_locked).toContain('{{minutes}}');
    }
  });
});

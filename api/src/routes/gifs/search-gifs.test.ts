import path from 'node:path';
import type { z } from 'zod';
import { ErrorBodySchema, GifSearchResponseSchema, searchGifsEndpoint } from '@dating/shared/contracts/index';
import { gifCatalogueEntries, renderGifCatalogue } from '../../gifs/gif-catalogue';
import { inject } from '../../test/inject';
import { createTestContext, setupTestContext, type TestContext } from '../../test/test-app';
import { createLoggedInMember } from '../../test/builders/members';

const context = setupTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

const searchGifs = (query: z.input<typeof searchGifsEndpoint.query>, cookie?: string) =>
  inject(ctx.app, searchGifsEndpoint, { query, ...(cookie ? { as: cookie } : {}) });

describe('GET /api/gifs.php', () => {
  it('is for members only', async () => {
    const response = await searchGifs({ q: 'love' });
    expect(response.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('authentication_required');
  });

  it("searches in the language of the member's account, and English", async () => {
    const { cookie } = await createLoggedInMember(ctx, { prefix: 'gifs', language: 'de' });
    const german = await searchGifs({ q: 'Liebe' }, cookie);
    expect(german.statusCode).toBe(200);
    const found = GifSearchResponseSchema.parse(german.json());
    expect(found.gifs.map((gif) => gif.id)).toContain('local:love-heart');
    expect(found.gifs.every((gif) => gif.url.startsWith('/gifs/'))).toBe(true);
    const english = GifSearchResponseSchema.parse((await searchGifs({ q: 'love' }, cookie)).json());
    expect(english.gifs).toEqual(found.gifs);
  });

  it('answers the featured GIFs without words, page by page', async () => {
    const { cookie } = await createLoggedInMember(ctx, { prefix: 'gifs' });
    const first = GifSearchResponseSchema.parse((await searchGifs({}, cookie)).json());
    expect(first.gifs).toHaveLength(24);
    const second = GifSearchResponseSchema.parse((await searchGifs({ page: first.next ?? '' }, cookie)).json());
    expect(second.gifs.map((gif) => gif.id)).not.toContain(first.gifs[0]?.id);
    const bad = await searchGifs({ page: 'bogus' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json()).error).toMatchObject({ code: 'validation_failed', field: 'page' });
  });
});

describe('GET /gifs/<file>', () => {
  it('serves a catalogue GIF for good, and nothing outside the folder', async () => {
    await renderGifCatalogue(path.join(ctx.config.dataDir, 'gifs'), { only: ['wink'] });
    const entry = gifCatalogueEntries().find((candidate) => candidate.slug === 'wink');
    const response = await ctx.app.inject({ method: 'GET', url: `/gifs/${entry?.file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');

    for (const url of [
      '/gifs/../photos/x.jpg',
      '/gifs/%2e%2e/%2e%2e/api/package.json',
      '/gifs/..%2f..%2fpackage.json',
      '/gifs/nope.gif',
      '/gifs/',
    ]) {
      const refused = await ctx.app.inject({ method: 'GET', url });
      expect(`${url} ${refused.statusCode}`).toBe(`${url} 404`);
    }
  });
});

describe("the page's CSP", () => {
  it("allows GIPHY's media hosts as image sources only when GIPHY is the provider", async () => {
    const imgSrc = (csp: unknown) =>
      String(csp)
        .split('; ')
        .find((directive) => directive.startsWith('img-src ')) ?? '';
    const local = await inject(ctx.app, searchGifsEndpoint);
    expect(imgSrc(local.headers['content-security-policy'])).not.toContain('giphy');

    const giphy = await createTestContext({ seed: false, config: { gifProvider: 'giphy', giphyApiKey: 'test-key' } });
    try {
      const response = await inject(giphy.app, searchGifsEndpoint);
      expect(imgSrc(response.headers['content-security-policy'])).toContain('https://media1.giphy.com');
      expect(imgSrc(response.headers['content-security-policy'])).toContain('https://i.giphy.com');
      // Only images: scripts and connections stay this origin's.
      expect(
        String(response.headers['content-security-policy'])
          .split('; ')
          .filter((directive) => directive.includes('giphy')),
      ).toHaveLength(1);
    } finally {
      await giphy.close();
    }
  }, 60_000);
});

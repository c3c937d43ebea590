import { vi } from 'vitest';
import {
  CompanyInfoSchema,
  GeocodeResponseSchema,
  HealthResponseSchema,
  InterestsResponseSchema,
  LOCALES,
  RegionsResponseSchema,
  SettingsSchema,
} from '@dating/shared/contracts/index';
import { livecamTileTitle, siteText } from '@dating/shared/i18n/site-texts';
import { SUPPORTED_COUNTRIES } from '../../seed/data/regions';
import { setupTestContext } from '../../test/test-app';

const context = setupTestContext();
const get = (url: string, headers: Record<string, string> = {}) => context().app.inject({ method: 'GET', url, headers });

describe('GET /api/settings.php: settings per host', () => {
  it('serves localhost its own site, every field valid', async () => {
    const response = await get('/api/settings.php', { host: 'localhost:8080' });
    expect(response.statusCode).toBe(200);
    const settings = SettingsSchema.strict().parse(response.json());
    expect(settings.domain).toBe('localhost');
    expect(settings.min_age).toBe(18);
    expect(settings.signups).toBe('all');
    expect(settings.logged_out_search).toBe(true);
    expect(settings.search_fields).toEqual(['gender', 'country', 'countryregion', 'min_age', 'max_age']);
    expect(settings.refund_days).toBe(14);
    expect(settings.fictional_warning).toMatch(/^This profile is fictional/);
    expect(Object.keys(settings.minimum_message_costs).sort()).toEqual([...SUPPORTED_COUNTRIES].sort());
    // A real uncompressed P-256 public key: 65 bytes, base64url.
    expect(Buffer.from(settings.push_public_key, 'base64url')).toHaveLength(65);
  });

  it('serves de.localhost the German site', async () => {
    const settings = SettingsSchema.parse((await get('/api/settings.php', { host: 'de.localhost:8080' })).json());
    expect(settings.domain).toBe('de.localhost');
    expect(settings.domain_language).toBe('de-DE');
    expect(settings.default_language).toBe('de');
    expect(settings.countries).toEqual(['DE', 'AT', 'CH']);
  });

  it('sends the site texts in every locale, the plain fields in the default language', async () => {
    const settings = SettingsSchema.parse((await get('/api/settings.php', { host: 'de.localhost' })).json());
    expect(settings.index_title).toBe('Dating Demo – Singles in deiner Nähe');
    expect(Object.keys(settings.texts ?? {}).sort()).toEqual([...LOCALES].sort());
    expect(siteText(settings, 'nl', 'fictional_warning')).toMatch(/^Dit profiel is fictief/);
    expect(settings.livecam_tiles.map((tile) => livecamTileTitle(tile, 'sv', settings.default_language))).toContain('Live nu nära dig');
    expect(settings.livecam_tiles[0]?.title).toBe('Jetzt live in deiner Nähe');
  });

  it('serves world.localhost the multilingual site, whose domain language is none of the locales', async () => {
    const settings = SettingsSchema.parse((await get('/api/settings.php', { host: 'world.localhost' })).json());
    expect(settings.domain).toBe('world.localhost');
    expect(settings.domain_language).toBe('mul');
  });

  it('prefers the host query parameter (forced domain) and accepts other params', async () => {
    const settings = SettingsSchema.parse(
      (await get('/api/settings.php?host=DE.localhost&network=abc&sub1={x}', { host: 'localhost' })).json(),
    );
    expect(settings.domain).toBe('de.localhost');
  });

  it('falls back to the default site for an unknown host', async () => {
    const response = await get('/api/settings.php', { host: 'unknown.example:1234' });
    expect(response.statusCode).toBe(200);
    expect(SettingsSchema.parse(response.json()).domain).toBe('localhost');
  });
});

describe('catalogue endpoints', () => {
  it('GET /api/companyinfo.php', async () => {
    const info = CompanyInfoSchema.parse((await get('/api/companyinfo.php')).json());
    expect(info.name).toBe('Dating Demo B.V.');
    expect(info.tradenames.length).toBeGreaterThan(0);
  });

  it('GET /api/interests.php: the ~50 interests, each with an icon', async () => {
    const { interests } = InterestsResponseSchema.parse((await get('/api/interests.php')).json());
    expect(interests).toHaveLength(50);
    expect(interests.map((i) => i.name)).toEqual(expect.arrayContaining(['Adventure', 'Sushi', 'Wine', 'Video games']));
    expect(interests.every((i) => i.icon.length > 0)).toBe(true);
  });

  it('GET /api/regions.php: regions of every supported country', async () => {
    const { regions } = RegionsResponseSchema.parse((await get('/api/regions.php')).json());
    expect(new Set(regions.map((r) => r.country))).toEqual(new Set(SUPPORTED_COUNTRIES));
    expect(regions).toContainEqual(expect.objectContaining({ country: 'NL', code: 'NL-NH', name: 'Noord-Holland' }));
    expect(regions.filter((r) => r.country === 'DE')).toHaveLength(16);
  });

  it('GET /api/geocode.php: nearest known city', async () => {
    const { geocode } = GeocodeResponseSchema.parse((await get('/api/geocode.php?lat=52.37&lon=4.89')).json());
    expect(geocode).toMatchObject({ country: 'NL', city: 'Amsterdam', region: 'Noord-Holland' });
    expect(geocode.region_id).toEqual(expect.any(Number));
    const berlin = GeocodeResponseSchema.parse((await get('/api/geocode.php?lat=52.5&lon=13.3')).json());
    expect(berlin.geocode).toMatchObject({ country: 'DE', city: 'Berlin' });
  });

  it('GET /api/geocode.php: 404 in the middle of the ocean', async () => {
    const response = await get('/api/geocode.php?lat=-40&lon=-30');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('GET /api/health.php', async () => {
    const response = await get('/api/health.php');
    expect(response.statusCode).toBe(200);
    const health = HealthResponseSchema.parse(response.json());
    expect(health.ok).toBe(true);
    expect(health.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers 503 with the same fields, ok false, when the database does not answer', async () => {
    // The route pings with `select 1` through the context's db; this one call fails as a lost connection would.
    const ping = vi.spyOn(context().database.db, 'execute').mockRejectedValueOnce(new Error('database down'));
    try {
      const response = await get('/api/health.php');
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(HealthResponseSchema.strict().parse(response.json()).ok).toBe(false);
    } finally {
      ping.mockRestore();
    }
  });
});

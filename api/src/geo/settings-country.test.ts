import type { z } from 'zod';
import { SettingsSchema, getSettingsEndpoint } from '@dating/shared/contracts/index';
import { buildApp } from '../app';
import type { App } from '../app-context';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';

/** Behind a proxy on the loopback address: app.inject connects from 127.0.0.1. */
const context = setupTestContext({ config: { env: { TRUST_PROXY: 'loopback' } } });

const HTML = { accept: 'text/html' };

function inlinedSettings(html: string) {
  const match = /<script type="application\/json" id="app-settings">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no inlined settings');
  return SettingsSchema.parse(JSON.parse(match[1] as string));
}

async function apiSettings(app: App, headers: Record<string, string>, query: z.input<typeof getSettingsEndpoint.query> = {}) {
  const response = await inject(app, getSettingsEndpoint, { headers, query });
  expect(response.statusCode).toBe(200);
  return SettingsSchema.parse(response.json());
}

async function pageSettings(app: App, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });
  expect(response.statusCode).toBe(200);
  return inlinedSettings(response.body);
}

const countryOf = (settings: { geoip_country: string | null; geoip_selected_country: string | null }) => [
  settings.geoip_country,
  settings.geoip_selected_country,
];

describe('the visitor country in the settings, behind TRUST_PROXY', () => {
  it('comes from the proxy header, in the inlined HTML settings and in /api/settings.php', async () => {
    const { app } = context();
    expect(countryOf(await pageSettings(app, '/landers/tinderswipe', { host: 'localhost', 'cf-ipcountry': 'NL' }))).toEqual(['NL', 'NL']);
    expect(countryOf(await apiSettings(app, { host: 'localhost', 'cf-ipcountry': 'DE' }))).toEqual(['DE', 'DE']);
  });

  it('selects the country only when the site serves it', async () => {
    const { app } = context();
    // de.localhost serves DE, AT and CH.
    expect(countryOf(await apiSettings(app, { host: 'de.localhost', 'cf-ipcountry': 'NL' }))).toEqual(['NL', null]);
    expect(countryOf(await pageSettings(app, '/', { host: 'de.localhost', 'cf-ipcountry': 'AT' }))).toEqual(['AT', 'AT']);
  });

  it('comes from the GeoIP database by the forwarded address when the proxy sends no country', async () => {
    const { app } = context();
    expect(countryOf(await pageSettings(app, '/', { host: 'localhost', 'x-forwarded-for': '80.128.1.1' }))).toEqual(['DE', 'DE']);
    expect(countryOf(await apiSettings(app, { host: 'localhost', 'x-forwarded-for': '77.160.1.1' }))).toEqual(['NL', 'NL']);
    expect(countryOf(await apiSettings(app, { host: 'localhost', 'x-forwarded-for': '192.168.1.1' }))).toEqual([null, null]);
    // No forwarded address: the loopback client is nowhere.
    expect(countryOf(await apiSettings(app, { host: 'localhost' }))).toEqual([null, null]);
  });

  it('is none for a header naming no country', async () => {
    const { app } = context();
    expect(countryOf(await apiSettings(app, { host: 'localhost', 'cf-ipcountry': 'T1', 'x-forwarded-for': '77.160.1.1' }))).toEqual([
      null,
      null,
    ]);
  });

  it('is ?geoip_country= on localhost (outside production), on the page and in the settings call the shell makes with its query', async () => {
    const { app } = context();
    expect(countryOf(await pageSettings(app, '/?geoip_country=BE', { host: 'localhost', 'cf-ipcountry': 'NL' }))).toEqual(['BE', 'BE']);
    expect(countryOf(await apiSettings(app, { host: 'localhost' }, { geoip_country: 'ch' }))).toEqual(['CH', 'CH']);
  });

  it('never changes the cached site settings: the next visitor is not the last one’s country', async () => {
    const { app } = context();
    await apiSettings(app, { host: 'localhost', 'cf-ipcountry': 'NL' });
    await pageSettings(app, '/', { host: 'localhost', 'cf-ipcountry': 'DE' });
    expect(countryOf(await apiSettings(app, { host: 'localhost' }))).toEqual([null, null]);
    expect(countryOf(await pageSettings(app, '/', { host: 'localhost' }))).toEqual([null, null]);
  });
});

describe('the visitor country without TRUST_PROXY', () => {
  let direct: App | undefined;
  beforeAll(async () => {
    const { database, config } = context();
    direct = await buildApp({ db: database.db, engine: database.engine, config: { ...config, trustProxy: false }, logger: false });
    await direct.ready();
  });
  afterAll(async () => {
    await direct?.close();
  });

  it('ignores the country header and the forwarded address a client may forge', async () => {
    if (!direct) throw new Error('app not built');
    const forged = { host: 'localhost', 'cf-ipcountry': 'NL', 'x-forwarded-for': '80.128.1.1' };
    expect(countryOf(await apiSettings(direct, forged))).toEqual([null, null]);
    expect(countryOf(await pageSettings(direct, '/', forged))).toEqual([null, null]);
  });
});

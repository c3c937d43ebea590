import type { Settings } from '@dating/shared/contracts/index';
import { loadConfig } from '../config';
import type { GeoipDatabase } from './geoip-database';
import { createVisitorCountry } from './visitor-country';

/** A database answering from a table, recording which addresses it was asked about. */
function fakeDatabase(countries: Record<string, string>): GeoipDatabase & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async country(ip) {
      asked.push(String(ip));
      return (ip && countries[ip]) ?? null;
    },
  };
}

const DATABASE = { '77.160.1.1': 'NL', '80.128.1.1': 'DE' };

function visitorCountry(env: NodeJS.ProcessEnv) {
  const database = fakeDatabase(DATABASE);
  return { database, geo: createVisitorCountry(loadConfig({ NODE_ENV: 'test', ...env }), database) };
}

const request = (ip: string, headers: Record<string, string> = {}, url = '/') => ({ ip, url, headers });

describe('the visitor country', () => {
  it('comes from the database by request address when nothing else tells', async () => {
    const { geo } = visitorCountry({});
    expect(await geo.resolve(request('77.160.1.1'))).toBe('NL');
    expect(await geo.resolve(request('80.128.1.1'))).toBe('DE');
    expect(await geo.resolve(request('8.8.4.4'))).toBeNull();
  });

  it('ignores the proxy header without TRUST_PROXY: any client could send it', async () => {
    const { geo } = visitorCountry({});
    expect(await geo.resolve(request('80.128.1.1', { 'cf-ipcountry': 'NL' }))).toBe('DE');
    expect(await geo.resolve(request('127.0.0.1', { 'cf-ipcountry': 'NL' }))).toBeNull();
  });

  it('believes the proxy header behind TRUST_PROXY, before the database', async () => {
    const { geo, database } = visitorCountry({ TRUST_PROXY: 'loopback' });
    expect(await geo.resolve(request('80.128.1.1', { 'cf-ipcountry': 'NL' }))).toBe('NL');
    expect(await geo.resolve(request('80.128.1.1', { 'cf-ipcountry': 'be' }))).toBe('BE');
    expect(database.asked).toEqual([]);
    // No header: the proxy did not say, so the database does.
    expect(await geo.resolve(request('80.128.1.1'))).toBe('DE');
  });

  it('takes a header naming no country (unknown XX, Tor T1) as no country, not as a cue to guess', async () => {
    const { geo, database } = visitorCountry({ TRUST_PROXY: 'true' });
    for (const value of ['XX', 'T1', '', 'Netherlands'])
      expect(await geo.resolve(request('77.160.1.1', { 'cf-ipcountry': value }))).toBeNull();
    expect(database.asked).toEqual([]);
  });

  it('reads the header GEOIP_HEADER names instead of CF-IPCountry', async () => {
    const { geo } = visitorCountry({ TRUST_PROXY: 'true', GEOIP_HEADER: 'CloudFront-Viewer-Country' });
    expect(await geo.resolve(request('80.128.1.1', { 'cloudfront-viewer-country': 'FR' }))).toBe('FR');
    expect(await geo.resolve(request('80.128.1.1', { 'cf-ipcountry': 'NL' }))).toBe('DE');
  });

  it('is GEOIP_COUNTRY for everyone when set, in any environment', async () => {
    for (const NODE_ENV of ['development', 'production']) {
      const { geo } = visitorCountry({ NODE_ENV, TRUST_PROXY: 'true', GEOIP_COUNTRY: 'nl' });
      expect(await geo.resolve(request('80.128.1.1', { 'cf-ipcountry': 'DE' }))).toBe('NL');
    }
  });

  it('is ?geoip_country= outside production, ahead of everything else', async () => {
    const { geo } = visitorCountry({ TRUST_PROXY: 'true', GEOIP_COUNTRY: 'NL' });
    expect(await geo.resolve(request('80.128.1.1', { 'cf-ipcountry': 'DE' }, '/landers/x?geoip_country=BE'))).toBe('BE');
    // A value naming no country overrides nothing.
    expect(await geo.resolve(request('80.128.1.1', {}, '/?geoip_country=XX'))).toBe('NL');

    const production = visitorCountry({ NODE_ENV: 'production' }).geo;
    expect(await production.resolve(request('80.128.1.1', {}, '/?geoip_country=BE'))).toBe('DE');
  });
});

describe('settingsFor', () => {
  const site = { countries: ['DE', 'AT', 'CH'], geoip_country: null, geoip_selected_country: null, name: 'Site' } as unknown as Settings;

  it('fills the visitor country, and selects it only when the site serves that country', async () => {
    const { geo } = visitorCountry({});
    expect(await geo.settingsFor(site, request('80.128.1.1'))).toMatchObject({
      geoip_country: 'DE',
      geoip_selected_country: 'DE',
      name: 'Site',
    });
    expect(await geo.settingsFor(site, request('77.160.1.1'))).toMatchObject({ geoip_country: 'NL', geoip_selected_country: null });
    expect(await geo.settingsFor(site, request('10.0.0.1'))).toMatchObject({ geoip_country: null, geoip_selected_country: null });
  });

  it('returns a copy: the site’s shared settings object never changes', async () => {
    const { geo } = visitorCountry({});
    const filled = await geo.settingsFor(site, request('80.128.1.1'));
    expect(filled).not.toBe(site);
    expect(site.geoip_country).toBeNull();
    expect(site.geoip_selected_country).toBeNull();
  });
});

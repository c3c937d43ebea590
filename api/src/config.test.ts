import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      nodeEnv: 'development',
      smtpUrl: undefined,
      staticRoot: REPO_ROOT,
      seedProfiles: 500,
      cookieSecure: undefined,
      geoipHeader: 'cf-ipcountry',
      geoipCountry: undefined,
      remoteUrls: {},
      messageMailDelaySeconds: 120,
    });
    expect(path.basename(path.join(REPO_ROOT, 'api'))).toBe('api');
  });

  it('limits logins to 30 per IP and minute unless told otherwise', () => {
    expect(loadConfig({}).loginRateLimitPerMinute).toBe(30);
    expect(loadConfig({ LOGIN_RATE_LIMIT_PER_MINUTE: '500' }).loginRateLimitPerMinute).toBe(500);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/LOGIN_RATE_LIMIT_PER_MINUTE=/);
  });

  it('leaves the Secure flag to the request unless COOKIE_SECURE overrides it', () => {
    expect(loadConfig({}).cookieSecure).toBeUndefined();
    expect(loadConfig({ COOKIE_SECURE: '' }).cookieSecure).toBeUndefined();
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'no' }).cookieSecure).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '1', '10.0.0.300', '10.0.0.0/33', 'proxy.example.test', '10.0.0.1,', '::1/129'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY=/);
  });

  it('reads the visitor country from CF-IPCountry unless GEOIP_HEADER names another header', () => {
    expect(loadConfig({}).geoipHeader).toBe('cf-ipcountry');
    expect(loadConfig({ GEOIP_HEADER: '' }).geoipHeader).toBe('cf-ipcountry');
    // Node lower-cases request header names, so the configured name is too.
    expect(loadConfig({ GEOIP_HEADER: 'CloudFront-Viewer-Country' }).geoipHeader).toBe('cloudfront-viewer-country');
    for (const bad of ['X Country', 'x-country:', 'land/code']) expect(() => loadConfig({ GEOIP_HEADER: bad })).toThrow(/GEOIP_HEADER=/);
  });

  it('takes every visitor to be from GEOIP_COUNTRY when it names a country', () => {
    expect(loadConfig({}).geoipCountry).toBeUndefined();
    expect(loadConfig({ GEOIP_COUNTRY: '' }).geoipCountry).toBeUndefined();
    expect(loadConfig({ GEOIP_COUNTRY: 'NL' }).geoipCountry).toBe('NL');
    expect(loadConfig({ GEOIP_COUNTRY: 'de' }).geoipCountry).toBe('DE');
    expect(loadConfig({ NODE_ENV: 'production', GEOIP_COUNTRY: 'BE' }).geoipCountry).toBe('BE');
    for (const bad of ['NLD', 'N', 'XX', 'T1', 'EU', 'Netherlands'])
      expect(() => loadConfig({ GEOIP_COUNTRY: bad })).toThrow(/GEOIP_COUNTRY=/);
  });

  it('takes the SMTP sender address from MAIL_FROM, required with SMTP_URL in production', () => {
    expect(loadConfig({}).mailFrom).toBeUndefined();
    expect(loadConfig({ MAIL_FROM: 'service@mail.example.test' }).mailFrom).toBe('service@mail.example.test');
    expect(() => loadConfig({ MAIL_FROM: 'Service <service@mail.example.test>' })).toThrow(/MAIL_FROM=/);
    expect(() => loadConfig({ MAIL_FROM: 'localhost' })).toThrow(/MAIL_FROM=/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(/MAIL_FROM=/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'service@mail.example.test' }).smtpUrl).toBe(
      'smtp://mail:25',
    );
    expect(loadConfig({ SMTP_URL: 'smtp://mailcatcher:1025' }).mailFrom).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@localhost:5432/db',
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'service@mail.example.test',
        TRUST_PROXY: '10.0.0.2',
        GEOIP_HEADER: 'X-Country',
        GEOIP_COUNTRY: 'DE',
        STATIC_ROOT: '/opt/static',
        SEED_PROFILES: '50',
        COOKIE_SECURE: 'true',
        MESSAGE_MAIL_DELAY_SECONDS: '0',
        REMOTE_URL_MF_SEARCH: 'https://cdn.test/search/mf-manifest.json',
        REMOTE_URL_MF_LANDERS: '/elsewhere/mf-manifest.json',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/data',
      databaseUrl: 'postgres://u:p@localhost:5432/db',
      nodeEnv: 'production',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'service@mail.example.test',
      trustProxy: ['10.0.0.2'],
      geoipHeader: 'x-country',
      geoipCountry: 'DE',
      staticRoot: '/opt/static',
      seedProfiles: 50,
      cookieSecure: true,
      messageMailDelaySeconds: 0,
      remoteUrls: { mf_search: 'https://cdn.test/search/mf-manifest.json', mf_landers: '/elsewhere/mf-manifest.json' },
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['NODE_ENV', 'staging'],
    ['COOKIE_SECURE', 'maybe'],
    ['SMTP_URL', 'http://mail'],
    ['REMOTE_URL_MF_CHAT', 'ftp://x/mf-manifest.json'],
    ['SEED_PROFILES', '-1'],
    ['MESSAGE_MAIL_DELAY_SECONDS', '-5'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});

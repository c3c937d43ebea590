import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@dating/shared/contracts/locales';
import { setupTestContext } from '../test/test-app';
import { SHORTCUT_NAMES } from './web-manifest';

const context = setupTestContext();
const get = (url: string, host = 'localhost') => context().app.inject({ method: 'GET', url, headers: { host } });

describe('GET /manifest.webmanifest', () => {
  it('describes the requesting host’s site as an installable app', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      id: '/',
      name: 'Dating Demo',
      short_name: 'Dating Demo',
      description: 'Chat, like and match with singles in your region. Sign up for free and start chatting today.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/members',
      scope: '/',
      display: 'standalone',
      theme_color: '#8e0f5c',
      background_color: '#f7f3f8',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        { name: 'Messages', url: '/chats', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
        { name: 'Likes', url: '/likes', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      ],
    });
  });

  it('speaks each site’s language: the German site’s name and shortcuts', async () => {
    const manifest = (await get('/manifest.webmanifest', 'de.localhost:8080')).json();
    expect(manifest).toMatchObject({ name: 'Dating Demo Deutschland', lang: 'de' });
    expect(manifest.shortcuts.map((shortcut: { name: string }) => shortcut.name)).toEqual(['Nachrichten', 'Likes']);
  });

  it('falls back to the default language on a multilingual site', async () => {
    const manifest = (await get('/manifest.webmanifest', 'world.localhost')).json();
    expect(manifest).toMatchObject({ name: 'Dating Demo International', lang: 'en' });
  });

  it('names the shortcuts as the shell’s navigation does, in every locale', () => {
    for (const locale of LOCALES) {
      const file = path.join(__dirname, '..', '..', '..', 'shell', 'src', 'locales', `${locale}.json`);
      const { nav } = JSON.parse(fs.readFileSync(file, 'utf8')) as { nav: { messages: string; likes: string } };
      expect([locale, SHORTCUT_NAMES[locale]]).toEqual([locale, { messages: nav.messages, likes: nav.likes }]);
    }
  });
});

describe('GET /sw.js', () => {
  it('is the shell’s worker at the root (scope / needs no Service-Worker-Allowed), revalidated on every use', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBeUndefined();
  });

  it('lets the page register it: the CSP allows workers and manifests of this origin', async () => {
    const csp = String((await get('/members')).headers['content-security-policy']);
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toMatch(/manifest-src 'self'/);
  });
});

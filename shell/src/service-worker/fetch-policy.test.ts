import { fetchStrategy, isCacheable } from './fetch-policy';

const ORIGIN = 'https://dating.example';
const get = (path: string, mode = 'no-cors') => fetchStrategy({ method: 'GET', mode, url: `${ORIGIN}${path}` }, ORIGIN);

describe('fetchStrategy', () => {
  it('serves content-hashed files of the shell and the remotes from the cache first', () => {
    for (const path of [
      '/main.74fca40b56.js',
      '/105.80d476d3d8.js',
      '/mf/mf-chat/1291.d3d5fffb3a.js',
      '/mf/mf-search/static/js/123.deadbeef12.js',
      '/mf/mf-likes/static/css/likes.0123abcd99.css',
    ]) {
      expect([path, get(path)]).toEqual([path, 'static']);
    }
  });

  it('never caches the pointers a deploy moves: remotes.json, manifests, remoteEntry, the worker, HTML', () => {
    for (const path of [
      '/remotes.json',
      '/mf/mf-chat/mf-manifest.json',
      '/mf/mf-chat/remoteEntry.js',
      '/sw.js',
      '/index.html',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/icons/icon-192.png',
    ]) {
      expect([path, get(path)]).toEqual([path, 'network']);
    }
  });

  it('never touches the api, even a hashed-looking name or a page under /api', () => {
    expect(get('/api/user.php')).toBe('network');
    expect(get('/api/files/a.0123abcd99.js')).toBe('network');
    expect(get('/api/unsubscribe.php?t=x', 'navigate')).toBe('network');
  });

  it('leaves photos, GIFs, source maps, other origins, non-GET and range requests to the browser', () => {
    expect(get('/photos/12/ab.0123abcd99.jpg')).toBe('network');
    expect(get('/gifs/cat.0123abcd99.gif')).toBe('network');
    expect(get('/121.50d530e590.js.map')).toBe('network');
    expect(fetchStrategy({ method: 'GET', mode: 'cors', url: 'https://cdn.example/chat/1.0123abcd99.js' }, ORIGIN)).toBe('network');
    expect(fetchStrategy({ method: 'POST', mode: 'cors', url: `${ORIGIN}/main.74fca40b56.js` }, ORIGIN)).toBe('network');
    expect(
      fetchStrategy({ method: 'GET', mode: 'no-cors', url: `${ORIGIN}/mf/mf-landers/intro.0123abcd99.webp`, hasRange: true }, ORIGIN),
    ).toBe('network');
    expect(fetchStrategy({ method: 'GET', mode: 'no-cors', url: 'not a url' }, ORIGIN)).toBe('network');
  });

  it('sends pages of the site to the network first (offline page when it fails)', () => {
    expect(get('/members', 'navigate')).toBe('navigation');
    expect(get('/chats/12?x=1', 'navigate')).toBe('navigation');
    expect(fetchStrategy({ method: 'POST', mode: 'navigate', url: `${ORIGIN}/login` }, ORIGIN)).toBe('network');
  });
});

describe('isCacheable', () => {
  it('keeps only complete same-origin answers', () => {
    expect(isCacheable({ status: 200, type: 'basic' })).toBe(true);
    expect(isCacheable({ status: 404, type: 'basic' })).toBe(false);
    expect(isCacheable({ status: 206, type: 'basic' })).toBe(false);
    expect(isCacheable({ status: 0, type: 'opaque' })).toBe(false);
  });
});

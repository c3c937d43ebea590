import createCache, { type EmotionCache } from '@emotion/cache';

const caches = new Map<string, EmotionCache>();

/**
 * An emotion cache whose <style> tags carry the page's CSP nonce (ShellContext `styleNonce`): the
 * policy allows no inline style without it. The shell's own cache and every remote's are made here.
 */
export function createStyleCache(key: string, nonce: string | undefined): EmotionCache {
  return createCache(nonce === undefined ? { key } : { key, nonce });
}

/**
 * One emotion cache per remote, keyed by the remote's folder name (`mf-search`). Each remote bundles
 * its own emotion cache instance; distinct keys mean two instances never remove or overwrite the
 * other's <style> tags. Shared by every parcel of the remote (one set of style tags per remote). A
 * page has one nonce; tests that mount with another get a cache of their own.
 */
export function getRemoteCache(key: string, nonce: string | undefined): EmotionCache {
  const id = `${key} ${nonce ?? ''}`;
  let cache = caches.get(id);
  if (!cache) {
    cache = createStyleCache(key, nonce);
    caches.set(id, cache);
  }
  return cache;
}

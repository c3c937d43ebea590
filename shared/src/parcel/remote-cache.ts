import createCache, { type EmotionCache } from '@emotion/cache';

const caches = new Map<string, EmotionCache>();

/**
 * One emotion cache per remote, keyed by the remote's folder name (`mf-search`). Each remote bundles
 * its own emotion cache instance; distinct keys mean two instances never remove or overwrite the
 * other's <style> tags. Shared by every parcel of the remote (one set of style tags per remote).
 */
export function getRemoteCache(key: string): EmotionCache {
  let cache = caches.get(key);
  if (!cache) {
    cache = createCache({ key });
    caches.set(key, cache);
  }
  return cache;
}

import { PARCELS_EXPOSE, type RemoteName } from '@dating/shared/contracts/remotes';
import type { ParcelConfig, ParcelLoader, ParcelsMap } from '../parcels/parcel-types';
import type { ChunkReloadGuard } from './chunk-reload-guard';
import type { FederationRuntime } from './federation-runtime';
import type { RemoteRegistration } from './remotes-map';

export class RemoteLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

function isParcelsMap(value: unknown): value is ParcelsMap {
  return !!value && typeof value === 'object' && Object.values(value).every((entry) => typeof entry === 'function');
}

function isParcelConfig(value: unknown): value is ParcelConfig {
  if (!value || typeof value !== 'object') return false;
  const config = value as Record<string, unknown>;
  const lifecycle = (v: unknown) => typeof v === 'function' || (Array.isArray(v) && v.every((f) => typeof f === 'function'));
  return lifecycle(config.bootstrap) && lifecycle(config.mount) && lifecycle(config.unmount);
}

export interface RemoteParcelLoaderDeps {
  runtime: FederationRuntime;
  remotes: readonly RemoteRegistration[];
  guard: ChunkReloadGuard;
}

/**
 * Loads `<remote>/parcels` on first use and caches it: a remote nobody needs is never fetched, and a
 * remote that is down only breaks its own slots. A failed load is not cached (the slot's retry button
 * may try again) and never retried on its own, so an outage cannot turn into a request storm.
 */
export function createRemoteParcelLoader({ runtime, remotes, guard }: RemoteParcelLoaderDeps): ParcelLoader {
  runtime.registerRemotes(remotes);
  const known = new Map(remotes.map((remote) => [remote.name, remote]));
  const cache = new Map<RemoteName, Promise<ParcelsMap>>();

  const loadMap = (owner: RemoteName, retry: boolean): Promise<ParcelsMap> => {
    const cached = cache.get(owner);
    if (cached) return cached;
    const registration = known.get(owner);
    if (!registration) return Promise.reject(new RemoteLoadError(`Remote ${owner} is not in /remotes.json`));
    // After a failure the runtime keeps the broken entry; re-registering with force drops it.
    if (retry) runtime.registerRemotes([registration], { force: true });
    const promise = runtime
      .loadRemote(`${owner}/${PARCELS_EXPOSE.replace(/^\.\//, '')}`)
      .then((mod) => {
        const map = mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
        if (!isParcelsMap(map)) throw new RemoteLoadError(`Remote ${owner} exposes no parcels map`);
        return map;
      })
      .catch((error: unknown) => {
        cache.delete(owner);
        guard.handle(error);
        throw error instanceof RemoteLoadError ? error : new RemoteLoadError(`Remote ${owner} could not be loaded`, { cause: error });
      });
    cache.set(owner, promise);
    return promise;
  };

  return async (owner, parcel, options) => {
    const map = await loadMap(owner, options?.retry ?? false);
    const load = map[parcel];
    if (!load) throw new RemoteLoadError(`Remote ${owner} has no parcel "${parcel}"`);
    let config: unknown;
    try {
      config = await load();
    } catch (error) {
      guard.handle(error);
      throw new RemoteLoadError(`Parcel ${owner}/${parcel} could not be loaded`, { cause: error });
    }
    const resolved =
      config && typeof config === 'object' && 'default' in config && !isParcelConfig(config)
        ? (config as { default: unknown }).default
        : config;
    if (!isParcelConfig(resolved)) throw new RemoteLoadError(`Parcel ${owner}/${parcel} has no lifecycles`);
    return resolved;
  };
}

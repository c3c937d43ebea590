import { getInstance, init } from '@module-federation/enhanced/runtime';
import type { RemoteRegistration } from './remotes-map';

/** The part of the Module Federation runtime the shell uses; a fake stands in for it in tests. */
export interface FederationRuntime {
  registerRemotes(remotes: readonly RemoteRegistration[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

/**
 * The build plugin already created the host's federation instance (with the shared singletons); we
 * only add the remotes, read from /remotes.json at run time. `init` is the fallback for a page that
 * was not built by the plugin (it never happens in the real build).
 */
export function browserFederationRuntime(): FederationRuntime {
  const instance = getInstance() ?? init({ name: 'shell', remotes: [] });
  return {
    registerRemotes(remotes, options) {
      instance.registerRemotes(
        remotes.map((remote) => ({ name: remote.name, entry: remote.entry })),
        options,
      );
    },
    loadRemote: (id) => instance.loadRemote(id),
  };
}

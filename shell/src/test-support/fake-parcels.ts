import type { RemoteName } from '@dating/shared/contracts/remotes';
import type { ParcelConfig, ParcelLoader, ParcelProps } from '../parcels/parcel-types';

export interface FakeParcelLog {
  mounted: string[];
  updated: { id: string; route: string }[];
  unmounted: string[];
}

/**
 * A parcel that renders `owner/parcel` (and the route name) into its element, like a real remote would;
 * a `silent` one renders nothing, like a banner with nothing to say.
 */
export function fakeParcel(owner: RemoteName, parcel: string, log: FakeParcelLog, silent = false): ParcelConfig {
  const id = `${owner}/${parcel}`;
  const render = (props: ParcelProps) => {
    props.domElement.innerHTML = '';
    if (silent) return;
    const p = document.createElement('p');
    p.textContent = `${id} @ ${props.route.name}`;
    p.setAttribute('data-testid', `parcel-${parcel}`);
    // Like the real parcel helper's root (shared/src/parcel/remote-root.tsx).
    p.setAttribute('data-remote', owner);
    p.setAttribute('data-parcel', parcel);
    props.domElement.appendChild(p);
  };
  return {
    name: id,
    bootstrap: async () => undefined,
    mount: async (props) => {
      log.mounted.push(id);
      render(props);
    },
    update: async (props) => {
      log.updated.push({ id, route: props.route.pathname });
      render(props);
    },
    unmount: async (props) => {
      log.unmounted.push(id);
      props.domElement.innerHTML = '';
    },
  };
}

/** A loader serving fake parcels for every remote; `failing` remotes reject like an unreachable remote. */
export function fakeParcelLoader(options: { failing?: Set<RemoteName>; silent?: ReadonlySet<string> } = {}) {
  const log: FakeParcelLog = { mounted: [], updated: [], unmounted: [] };
  const calls: { owner: RemoteName; parcel: string; retry: boolean }[] = [];
  const loader: ParcelLoader = async (owner, parcel, opts) => {
    calls.push({ owner, parcel, retry: opts?.retry ?? false });
    if (options.failing?.has(owner)) throw new Error(`[ Federation Runtime ]: RUNTIME-003 Failed to get manifest of ${owner}`);
    return fakeParcel(owner, parcel, log, options.silent?.has(parcel) ?? false);
  };
  return { loader, log, calls };
}

/** Every banner piece of the alerts frame silent: the shell's own alerts are then the only ones in line. */
export const SILENT_BANNERS: ReadonlySet<string> = new Set([
  'activation-reminder',
  'profile-photo-alert',
  'time-bonus-banner',
  'welcome-bonus-banner',
]);

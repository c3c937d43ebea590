import { REMOTES, type RemoteName } from '../contracts/remotes';
import type { LocaleLoader } from '../i18n/i18n';
import type { ShellContext } from '../shell-context';

/**
 * What the shell hands a parcel's lifecycles: the ShellContext plus the element to render into
 * (`mountRootParcel(config, { domElement, ...shellContext })`). single-spa adds `name` itself.
 */
export type ParcelProps = ShellContext & { domElement: HTMLElement; name?: string };

/**
 * single-spa lifecycles of one parcel; the module a remote's parcel loader resolves to. Function
 * properties, not methods: a parcel file destructures them into its exports, and they use no `this`.
 */
export interface ParcelLifecycles {
  bootstrap: (props: ParcelProps) => Promise<unknown>;
  mount: (props: ParcelProps) => Promise<unknown>;
  /** Called by the shell on route changes; the parcel re-renders with the new route. */
  update: (props: ParcelProps) => Promise<unknown>;
  unmount: (props: ParcelProps) => Promise<unknown>;
}

/**
 * The default export of a remote's `./parcels` expose: parcel name → lazy loader, so a route only
 * downloads the feature it shows.
 */
export type ParcelLoaders = Record<string, () => Promise<ParcelLifecycles>>;

/** Who a remote is: its federation name, its i18next namespace (= its folder) and its texts. */
export interface RemoteDefinition {
  name: RemoteName;
  namespace: string;
  /** Dynamic import of `src/locales/<locale>.json`: one chunk per locale, fetched on demand. */
  loadTexts: LocaleLoader;
}

export function defineRemote(name: RemoteName, loadTexts: LocaleLoader): RemoteDefinition {
  return { name, namespace: REMOTES[name], loadTexts };
}

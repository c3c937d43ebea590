import type { RemoteName } from '@dating/shared/contracts/remotes';
import type { ShellContext } from '@dating/shared/shell-context';
import type { LifeCycles } from 'single-spa';

/** Props a parcel's lifecycles receive: the ShellContext plus the element to render into. */
export type ParcelProps = ShellContext & { domElement: HTMLElement };

/** A single-spa parcel config as the remotes export it. */
export type ParcelConfig = { name?: string } & LifeCycles<ParcelProps>;

/** What each remote's `./parcels` module exports by default. */
export type ParcelsMap = Record<string, () => Promise<ParcelConfig>>;

/** Gets the lifecycles of one parcel of one remote (loading the remote on first use). */
export type ParcelLoader = (owner: RemoteName, parcel: string, options?: { retry?: boolean }) => Promise<ParcelConfig>;

import { createElement, type ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { SHELL_CONTEXT_VERSION, type ShellContext } from '../shell-context';
import type { ParcelLifecycles, ParcelProps, RemoteDefinition } from './parcel-contract';
import { ContainedFallback, RemoteRoot } from './remote-root';

/** Picks the ShellContext out of the parcel props (which also carry single-spa's own fields). */
function toShellContext(props: ParcelProps): ShellContext {
  if (props.version !== SHELL_CONTEXT_VERSION) {
    throw new Error(`Parcel expects ShellContext v${String(SHELL_CONTEXT_VERSION)}, got v${String(props.version)}`);
  }
  const { version, route, route$, navigate, showError, bus, i18n, user$, settings$, api, standalone, styleNonce } = props;
  return { version, route, route$, navigate, showError, bus, i18n, user$, settings$, api, standalone, styleNonce };
}

interface ParcelOptions {
  quiet: boolean;
}

function createParcel(remote: RemoteDefinition, parcel: string, Root: ComponentType, { quiet }: ParcelOptions): ParcelLifecycles {
  // The context object is kept per mounted instance (keyed by single-spa's parcel name), so hooks
  // that depend on `user$`, `bus`, ... keep their subscriptions across route updates.
  const contexts = new Map<string | undefined, ShellContext>();

  const ParcelRoot = (props: ParcelProps) => {
    let context = contexts.get(props.name);
    if (!context) {
      context = toShellContext(props);
      contexts.set(props.name, context);
    }
    return createElement(RemoteRoot, { remote, parcel, Root, context, route: props.route, quiet });
  };
  ParcelRoot.displayName = `Parcel(${remote.name}/${parcel})`;

  const lifecycles = singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: (_error, _info, props) =>
      quiet ? createElement('span', { hidden: true }) : createElement(ContainedFallback, { remote, context: props }),
  });

  // single-spa-react types its lifecycles with single-spa's AppProps; the shell passes ParcelProps
  // through mountRootParcel, which adds those fields at run time.
  const withAppProps = (props: ParcelProps) => props as ParcelProps & AppProps;
  return {
    bootstrap: (props) => lifecycles.bootstrap(withAppProps(props)),
    mount: (props) => lifecycles.mount(withAppProps(props)),
    update: (props) => (lifecycles.update ? lifecycles.update(withAppProps(props)) : Promise.resolve()),
    unmount: async (props) => {
      await lifecycles.unmount(withAppProps(props));
      contexts.delete(props.name);
    },
  };
}

/**
 * Turns a plain React screen into single-spa parcel lifecycles (single-spa-react), wrapped in the
 * remote's own emotion cache, the shared theme, the shell's i18n instance (namespace loaded before
 * the first paint), the ShellContext and an error boundary with retry.
 *
 * A parcel file holds nothing else:
 *   export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'members', MembersScreen);
 */
export function createRemoteParcel(remote: RemoteDefinition, parcel: string, Root: ComponentType): ParcelLifecycles {
  return createParcel(remote, parcel, Root, { quiet: false });
}

/** The same for a layout piece (modal, banner): a failure renders nothing instead of an error card. */
export function createLayoutPieceParcel(remote: RemoteDefinition, piece: string, Root: ComponentType): ParcelLifecycles {
  return createParcel(remote, piece, Root, { quiet: true });
}

import { act, waitFor } from '@testing-library/react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { Locale } from '../contracts/locales';
import { freeUserFixture } from '../msw/fixtures';
import type { ShellContext } from '../shell-context';
import { createStandInShell } from '../standalone/stand-in-context';
import { routesOf, sampleRoute } from '../standalone/sample-routes';
import type { ParcelLifecycles, ParcelLoaders, ParcelProps, RemoteDefinition } from './parcel-contract';
import { layoutPiecesOf, parcelNamesOf } from './parcel-names';

export interface MountedParcel {
  element: HTMLElement;
  parcel: Parcel<ParcelProps>;
  update(context: ShellContext): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * Mounts parcel lifecycles the way the shell does (single-spa `mountRootParcel` with
 * `{ domElement, ...shellContext }`), into a fresh element attached to the document.
 * Each lifecycle is started inside act() and awaited outside it: awaiting inside deadlocks, because
 * single-spa-react resolves mount from a timer that act() holds back.
 */
export async function mountParcel(
  lifecycles: ParcelLifecycles | (() => Promise<ParcelLifecycles>),
  context: ShellContext,
): Promise<MountedParcel> {
  const config = typeof lifecycles === 'function' ? await lifecycles() : lifecycles;
  const element = document.createElement('div');
  document.body.appendChild(element);
  let parcel!: Parcel<ParcelProps>;
  await act(async () => {
    parcel = mountRootParcel<ParcelProps>(config, { domElement: element, ...context });
  });
  await parcel.mountPromise;
  return {
    element,
    parcel,
    update: async (next) => {
      let done!: Promise<void>;
      await act(async () => {
        if (!parcel.update) throw new Error('parcel has no update lifecycle');
        done = parcel.update({ domElement: element, ...next });
      });
      await done;
    },
    unmount: async () => {
      let done!: Promise<unknown>;
      await act(async () => {
        done = parcel.unmount();
      });
      await done;
      element.remove();
    },
  };
}

/** A locale module (or its default export) as `dotted.key → text`. */
function flattenTexts(bundle: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  const tree = bundle && typeof bundle === 'object' && 'default' in bundle ? (bundle as { default: unknown }).default : bundle;
  for (const [key, value] of Object.entries((tree ?? {}) as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flattenTexts(value, path, out);
  }
  return out;
}

/** The heading each route of the remote shows in English, by route name (every owned route listed). */
export type ExpectedHeadings = Record<string, string>;

/**
 * The suite every remote runs over its `./parcels`: it exposes exactly the parcels the route table
 * and LAYOUT_PIECES give it; each route mounts its parcel (as the shell would, with a sample URL)
 * and shows its translated heading inside the remote's marker; a non-English locale shows other
 * texts; layout pieces mount and unmount cleanly.
 */
export function describeRemoteParcels(remote: RemoteDefinition, parcels: ParcelLoaders, headings: ExpectedHeadings): void {
  const heading = (element: HTMLElement) => element.querySelector('h1')?.textContent ?? null;

  async function mountRoute(routeName: string, locale: Locale = 'en') {
    const route = routesOf(remote.name).find((candidate) => candidate.name === routeName);
    if (!route) throw new Error(`${remote.name} owns no route ${routeName}`);
    const load = parcels[route.parcel];
    if (!load) throw new Error(`${remote.name} exposes no parcel ${route.parcel}`);
    const shell = createStandInShell({ route: sampleRoute(route), locale, user: freeUserFixture });
    const mounted = await mountParcel(load, shell.context);
    await waitFor(() => expect(heading(mounted.element)).not.toBeNull());
    return { mounted, route };
  }

  describe(`${remote.name} parcels`, () => {
    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('exposes exactly the parcels the route table and layout pieces assign to it', () => {
      expect(Object.keys(parcels).sort()).toEqual(parcelNamesOf(remote.name).sort());
      expect(Object.keys(headings).sort()).toEqual(
        routesOf(remote.name)
          .map((route) => route.name)
          .sort(),
      );
    });

    it.each(routesOf(remote.name).map((route) => route.name))(
      'route %s shows its heading, marked with remote and parcel',
      async (routeName) => {
        const { mounted, route } = await mountRoute(routeName);
        expect(heading(mounted.element)).toBe(headings[routeName]);
        const marker = mounted.element.querySelector(`[data-remote="${remote.name}"][data-parcel="${route.parcel}"]`);
        expect(marker?.querySelector('h1')).not.toBeNull();
        await mounted.unmount();
        expect(mounted.element.childElementCount).toBe(0);
      },
    );

    it('shows the texts of the active locale', async () => {
      const first = routesOf(remote.name)[0]!.name;
      const [english, german] = await Promise.all([remote.loadTexts('en'), remote.loadTexts('de')]).then((bundles) =>
        bundles.map((bundle) => flattenTexts(bundle)),
      );
      const key = Object.keys(english!).find((candidate) => english![candidate] === headings[first]);
      expect(key).toBeDefined();
      const { mounted } = await mountRoute(first, 'de');
      expect(heading(mounted.element)).toBe(german![key!]);
      await mounted.unmount();
    });

    const pieces = layoutPiecesOf(remote.name);
    if (pieces.length > 0) {
      it.each(pieces)('layout piece %s mounts and unmounts cleanly', async (piece) => {
        const load = parcels[piece];
        if (!load) throw new Error(`${remote.name} exposes no parcel ${piece}`);
        const shell = createStandInShell({ route: { name: piece, params: {}, query: {}, pathname: '/', hash: '' }, user: freeUserFixture });
        const mounted = await mountParcel(load, shell.context);
        await waitFor(() => expect(mounted.element.querySelector(`[data-remote="${remote.name}"][data-parcel="${piece}"]`)).not.toBeNull());
        expect(mounted.element.querySelector('[data-testid="remote-fallback"]')).toBeNull();
        await mounted.unmount();
        expect(mounted.element.childElementCount).toBe(0);
      });
    }
  });
}

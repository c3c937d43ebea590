import { act } from '@testing-library/react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RouteInfo, ShellContext } from '../shell-context';
import type { ParcelLifecycles, ParcelProps } from './parcel-contract';

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
export async function mountParcel(lifecycles: ParcelLifecycles | (() => Promise<ParcelLifecycles>), context: ShellContext): Promise<MountedParcel> {
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

export type { RouteInfo };

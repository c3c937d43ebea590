import { useEffect, useRef } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { ParcelLoaders, ParcelProps } from '../parcel/parcel-contract';
import type { ShellContext } from '../shell-context';

export interface ParcelSlotProps {
  parcels: ParcelLoaders;
  parcel: string;
  context: ShellContext;
}

/**
 * Mounts one parcel the way the shell does: mountRootParcel on a new parcel name, `update` when only
 * the route changed, unmount when the slot goes away.
 */
export function ParcelSlot({ parcels, parcel, context }: ParcelSlotProps) {
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<Parcel<ParcelProps> | null>(null);
  const latest = useRef(context);
  latest.current = context;

  useEffect(() => {
    const domElement = element.current;
    const load = parcels[parcel];
    if (!domElement || !load) return undefined;
    const instance = mountRootParcel<ParcelProps>(load, { domElement, ...latest.current });
    mounted.current = instance;
    return () => {
      mounted.current = null;
      void instance.mountPromise.then(() => instance.unmount());
    };
  }, [parcels, parcel]);

  useEffect(() => {
    const instance = mounted.current;
    const domElement = element.current;
    if (!instance || !domElement) return;
    void instance.mountPromise.then(() => instance.update?.({ domElement, ...context }));
  }, [context]);

  return <div ref={element} />;
}

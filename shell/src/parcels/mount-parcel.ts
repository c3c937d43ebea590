// Runs a single-spa parcel's lifecycles (bootstrap → mount → update* → unmount) the way single-spa's
// `mountRootParcel` does, for the one thing the shell used single-spa for. The remotes' parcels stay
// single-spa parcels (single-spa-react lifecycles); only the ~6 KB gz library is no longer in the
// shell's first load. Props the lifecycles receive, as with single-spa: the custom props plus
// `name` (unique per mounted parcel), `mountParcel` (child parcels, unmounted with their parent) and
// `unmountSelf`.
import type { LifeCycles } from 'single-spa';

export type ParcelStatus = 'NOT_BOOTSTRAPPED' | 'BOOTSTRAPPING' | 'NOT_MOUNTED' | 'MOUNTING' | 'MOUNTED' | 'UPDATING' | 'UNMOUNTING' | 'SKIP_BECAUSE_BROKEN';

type Lifecycle<P> = (props: P) => Promise<unknown>;
export type ParcelConfigObject<P> = { name?: string } & LifeCycles<P>;

export interface MountedParcel<P> {
  name: string;
  getStatus(): ParcelStatus;
  loadPromise: Promise<void>;
  bootstrapPromise: Promise<void>;
  mountPromise: Promise<void>;
  /** Settles once the parcel has been unmounted (rejects if unmounting fails). */
  unmountPromise: Promise<void>;
  /** Present when the parcel has an `update` lifecycle; only while mounted. */
  update?: (customProps: P) => Promise<void>;
  unmount(): Promise<void>;
}

export interface RunnerProps {
  name: string;
  mountParcel: <C extends object>(config: ParcelConfigObject<C>, customProps: C) => MountedParcel<C>;
  unmountSelf: () => Promise<void>;
}

let nextId = 0;

/** One function, or single-spa's array form (run in order). */
function toLifecycle<P>(fn: unknown, kind: string, name: string): Lifecycle<P> {
  const fns = Array.isArray(fn) ? fn : [fn];
  if (fns.length === 0 || fns.some((f) => typeof f !== 'function')) throw new Error(`Parcel '${name}' has no valid ${kind} lifecycle`);
  return async (props: P) => {
    for (const f of fns as Lifecycle<P>[]) await f(props);
  };
}

function annotate(error: unknown, name: string, status: ParcelStatus): unknown {
  // Like single-spa: the original error (its name and properties kept), its message prefixed.
  if (error instanceof Error) {
    try {
      error.message = `parcel '${name}' died in status ${status}: ${error.message}`;
    } catch {
      // a frozen error keeps its message
    }
  }
  return error;
}

export function mountRootParcel<P extends object>(config: ParcelConfigObject<P>, customProps: P): MountedParcel<P> {
  nextId += 1;
  const name = config.name || `parcel-${nextId}`;
  let status: ParcelStatus = 'NOT_BOOTSTRAPPED';
  let props = customProps;
  const children = new Set<MountedParcel<object>>();

  let resolveUnmount: () => void = () => undefined;
  let rejectUnmount: (error: unknown) => void = () => undefined;
  const unmountPromise = new Promise<void>((resolve, reject) => {
    resolveUnmount = resolve;
    rejectUnmount = reject;
  });

  const lifecycleProps = (): P & RunnerProps => ({
    ...props,
    name,
    mountParcel: (childConfig, childProps) => {
      const child = mountRootParcel(childConfig, childProps);
      children.add(child as MountedParcel<object>);
      child.unmountPromise.then(
        () => children.delete(child as MountedParcel<object>),
        () => children.delete(child as MountedParcel<object>),
      );
      return child;
    },
    unmountSelf: () => parcel.unmount(),
  });

  const loadPromise = Promise.resolve().then(() => ({
    bootstrap: toLifecycle<P & RunnerProps>(config.bootstrap, 'bootstrap', name),
    mount: toLifecycle<P & RunnerProps>(config.mount, 'mount', name),
    unmount: toLifecycle<P & RunnerProps>(config.unmount, 'unmount', name),
    update: config.update ? toLifecycle<P & RunnerProps>(config.update, 'update', name) : undefined,
  }));

  const step = async (during: ParcelStatus, after: ParcelStatus, run: () => Promise<unknown>) => {
    status = during;
    try {
      await run();
    } catch (error) {
      status = 'SKIP_BECAUSE_BROKEN';
      throw annotate(error, name, during);
    }
    status = after;
  };

  const bootstrapPromise = loadPromise.then((lifecycles) => step('BOOTSTRAPPING', 'NOT_MOUNTED', () => lifecycles.bootstrap(lifecycleProps())));
  const mountPromise = bootstrapPromise.then(() => loadPromise.then((lifecycles) => step('MOUNTING', 'MOUNTED', () => lifecycles.mount(lifecycleProps()))));
  // As with single-spa, a parcel that never mounted never settles its unmountPromise.

  const parcel: MountedParcel<P> = {
    name,
    getStatus: () => status,
    loadPromise: loadPromise.then(() => undefined),
    bootstrapPromise,
    mountPromise,
    unmountPromise,
    async unmount() {
      if (status !== 'MOUNTED') throw new Error(`Cannot unmount parcel '${name}': it is ${status}, not MOUNTED`);
      const lifecycles = await loadPromise;
      status = 'UNMOUNTING';
      try {
        await Promise.all([...children].map((child) => (child.getStatus() === 'MOUNTED' ? child.unmount() : child.mountPromise.then(() => child.unmount(), () => undefined))));
        await step('UNMOUNTING', 'NOT_MOUNTED', () => lifecycles.unmount(lifecycleProps()));
      } catch (error) {
        status = 'SKIP_BECAUSE_BROKEN';
        rejectUnmount(error);
        throw error;
      }
      resolveUnmount();
    },
  };

  if (config.update) {
    parcel.update = async (nextProps: P) => {
      if (status !== 'MOUNTED') throw new Error(`Cannot update parcel '${name}': it is ${status}, not MOUNTED`);
      const lifecycles = await loadPromise;
      props = nextProps;
      await step('UPDATING', 'MOUNTED', () => lifecycles.update!(lifecycleProps()));
    };
  }
  return parcel;
}

import { useEffect, useRef, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import type { Observable } from 'rxjs';
import type { RemoteName } from '@dating/shared/contracts/remotes';
import type { RouteInfo } from '@dating/shared/shell-context';
import { RemoteFallback } from '@dating/shared/ui/remote-fallback';
import { useServices } from '../app/shell-services';
import type { ParcelConfig, ParcelProps } from './parcel-types';

type MountedParcel = ReturnType<typeof mountRootParcel<ParcelProps>>;
type SlotState = 'loading' | 'mounted' | 'error';

export interface ParcelSlotProps {
  owner: RemoteName;
  parcel: string;
  /** The route this parcel sees now; a change with the same parcel calls its `update`. */
  route: RouteInfo;
  /** Route changes while mounted (ShellContext.route$). */
  route$: Observable<RouteInfo>;
  /** Progress reporting for the navigation bar: called when loading starts and when it settles. */
  onLoading?: () => void;
  onSettled?: (ok: boolean) => void;
  /**
   * A layout piece (banner, modal) that cannot load shows nothing rather than an error card: the
   * visitor did not ask for it, and one unreachable remote must not fill the page with fallbacks.
   */
  quiet?: boolean;
}

const swallow = () => undefined;

/**
 * Mounts one remote parcel into a contained slot. Loading or mounting failures show the translated
 * fallback with a retry button inside this slot only; the rest of the page keeps working.
 */
export function ParcelSlot({ owner, parcel, route, route$, onLoading, onSettled, quiet = false }: ParcelSlotProps) {
  const services = useServices();
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<MountedParcel | null>(null);
  const propsRef = useRef<ParcelProps | null>(null);
  const routeRef = useRef(route);
  routeRef.current = route;
  const callbacks = useRef({ onLoading, onSettled });
  callbacks.current = { onLoading, onSettled };
  const [state, setState] = useState<SlotState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let cancelled = false;
    const domElement = document.createElement('div');
    host.appendChild(domElement);
    setState('loading');
    callbacks.current.onLoading?.();

    const fail = (error: unknown) => {
      if (cancelled) return;
      services.chunkGuard.handle(error);
      // Visible to developers; the visitor sees the fallback.
      console.error(`[shell] ${owner}/${parcel} failed`, error);
      setState('error');
      callbacks.current.onSettled?.(false);
    };

    services.loadParcel(owner, parcel, { retry: attempt > 0 }).then((config: ParcelConfig) => {
      if (cancelled) return;
      const { context } = services.shell;
      // A parcel on its way out (the member navigated elsewhere while it was still mounting) must
      // not move the page: its first effects would navigate with the route it was given, which is
      // no longer the page's, and take the member back from where they just went.
      const props: ParcelProps = {
        ...context,
        navigate: (to, options) => {
          if (!cancelled) context.navigate(to, options);
        },
        showError: (status) => {
          // Also not once the history has moved on (route$ follows it at once, before this slot hears of
          // it): the error page is asked for the address it is shown on, which would be the new page's.
          if (!cancelled && services.shell.route$.getValue().pathname === routeRef.current.pathname) context.showError(status);
        },
        route: routeRef.current,
        route$,
        domElement,
      };
      propsRef.current = props;
      const mounted = mountRootParcel<ParcelProps>(config, props);
      parcelRef.current = mounted;
      mounted.loadPromise.catch(swallow);
      mounted.bootstrapPromise.catch(swallow);
      mounted.unmountPromise.catch(swallow);
      mounted.mountPromise.then(() => {
        if (cancelled) return;
        // The remote's own root carries data-remote/data-parcel; the slot only marks its element.
        domElement.setAttribute('data-parcel-root', `${owner}/${parcel}`);
        setState('mounted');
        callbacks.current.onSettled?.(true);
      }, fail);
    }, fail);

    return () => {
      cancelled = true;
      const mounted = parcelRef.current;
      parcelRef.current = null;
      propsRef.current = null;
      if (!mounted) {
        domElement.remove();
        return;
      }
      // Never unmount a parcel halfway through mounting: wait for the mount to settle first.
      mounted.mountPromise
        .catch(swallow)
        .then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : null))
        .catch((error: unknown) => console.error(`[shell] ${owner}/${parcel} failed to unmount`, error))
        .finally(() => domElement.remove());
    };
  }, [owner, parcel, attempt, route$, services]);

  useEffect(() => {
    const mounted = parcelRef.current;
    if (state !== 'mounted' || !mounted?.update) return;
    const update = mounted.update.bind(mounted);
    // Sends the newest route, and again when it changed while that update ran: single-spa refuses an
    // update while one is running (the parcel is UPDATING), and a member who presses Forward twice must
    // not be left on the second address with the first one's page.
    const sendNewest = (): void => {
      const props = propsRef.current;
      const newest = routeRef.current;
      if (parcelRef.current !== mounted || !props || props.route === newest || mounted.getStatus() !== 'MOUNTED') return;
      propsRef.current = { ...props, route: newest };
      update({ ...props, route: newest }).then(sendNewest, (error: unknown) => {
        // A parcel that began to unmount meanwhile (the member logged out, the layout changed) has
        // nothing left to update: single-spa refuses the update, and that is no failure.
        if (parcelRef.current !== mounted || mounted.getStatus() !== 'MOUNTED') return;
        console.error(`[shell] ${owner}/${parcel} failed to update`, error);
      });
    };
    sendNewest();
  }, [route, state, owner, parcel]);

  return (
    <div data-slot={parcel} data-slot-owner={owner} data-slot-state={state} css={{ display: 'contents' }}>
      <div ref={hostRef} css={{ display: 'contents' }} />
      {state === 'error' && !quiet && <RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />}
    </div>
  );
}

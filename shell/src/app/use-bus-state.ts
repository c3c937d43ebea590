import { useCallback, useSyncExternalStore } from 'react';
import type { StateName, StateValue } from '@dating/shared/bus/events';
import { useServices } from './shell-services';

/** The current value of a bus state channel, re-rendering on change. */
export function useBusState<K extends StateName>(name: K): StateValue<K> {
  const { bus } = useServices();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.state$(name).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [bus, name],
  );
  return useSyncExternalStore(
    subscribe,
    () => bus.get(name),
    () => bus.get(name),
  );
}

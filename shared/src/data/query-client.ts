import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType, type ReactNode } from 'react';

/**
 * A remote's own QueryClient (TanStack Query), one per remote and page load: remotes never read each
 * other's cache — what they share travels over the bus. Created in the remote's `remote.ts`, handed
 * to `defineRemote(…, { Provider: queryProvider(client) })`, so every parcel of the remote shares it.
 */
export function createRemoteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The shell's api client already retries idempotent calls with backoff; a second layer of
        // retries here would multiply them.
        retry: false,
        // Members switch tabs all the time; what must be live comes over the bus, not on focus.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The provider a remote's parcels are wrapped in (RemoteRoot renders it around the screen). */
export function queryProvider(client: QueryClient): ComponentType<{ children: ReactNode }> {
  const RemoteQueries = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return RemoteQueries;
}

import { QueryClient } from '@tanstack/react-query';

/**
 * A remote's own QueryClient (TanStack Query), one per remote and page load: remotes never read each
 * other's cache — what they share travels over the bus. Created once in the remote's
 * `src/query-client.ts` and handed to every hook of the remote (`useQuery(options, queryClient)`)
 * instead of through a provider, so TanStack Query loads only with the chunks that fetch, never with
 * a layout piece that does not.
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

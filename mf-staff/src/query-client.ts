import { createRemoteQueryClient } from '@dating/shared/data/query-client';

/** mf-staff's one QueryClient: every page of the console reads and writes this cache, no other remote does. */
export const queryClient = createRemoteQueryClient();

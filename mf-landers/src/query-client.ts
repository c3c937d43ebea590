import { createRemoteQueryClient } from '@dating/shared/data/query-client';

/** mf-landers' one QueryClient: every parcel of the remote reads and writes this cache, no other remote does. */
export const queryClient = createRemoteQueryClient();

import { useBlockProfile } from '@dating/shared/profile-actions/block-profile';
import { queryClient } from '../../../query-client';

/** "Block again" is the block every remote offers (POST /api/block.php, the shell told on the bus), on mf-account's client. */
export function useBlockAgain() {
  return useBlockProfile(queryClient);
}

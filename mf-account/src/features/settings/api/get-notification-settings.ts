import { useQuery } from '@tanstack/react-query';
import { getNotificationSettingsEndpoint } from '@dating/shared/contracts/account-settings';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/notification-settings.php: which types go out by e-mail and by push. Asked anew each time
 * the settings page opens and kept only while it is open (gcTime 0), so the table never starts from
 * an old copy of what another device saved.
 */
export function useNotificationSettings() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, getNotificationSettingsEndpoint), staleTime: 0, gcTime: 0 }, queryClient);
}

import { useMutation } from '@tanstack/react-query';
import {
  getNotificationSettingsEndpoint,
  updateNotificationSettingsEndpoint,
  type NotificationSettings,
} from '@dating/shared/contracts/account-settings';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** PUT /api/notification-settings.php with the whole table; the table shown becomes what the api saved. */
export function useUpdateNotificationSettings() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (settings: NotificationSettings) =>
        api.call(updateNotificationSettingsEndpoint, { body: { notification_settings: settings } }),
      onSuccess: (saved) => queryClient.setQueryData(endpointKey(getNotificationSettingsEndpoint), saved),
    },
    queryClient,
  );
}

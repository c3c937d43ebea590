import { useMutation } from '@tanstack/react-query';
import { clearNotificationsDisabledEndpoint } from '@dating/shared/contracts/account-settings';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { publishMember } from '../section/use-member';

/**
 * DELETE /api/notifications-disabled.php: e-mails go out again. The shell refreshes the user as well,
 * so its disabled-notifications alert goes away with the section.
 */
export function useClearNotificationsDisabled() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: () => api.call(clearNotificationsDisabledEndpoint),
      onSuccess: ({ user }) => {
        publishMember(bus, user);
        bus.emit('refreshRequested', { what: ['user'] });
      },
    },
    queryClient,
  );
}

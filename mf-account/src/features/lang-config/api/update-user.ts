import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@dating/shared/contracts/locales';
import { updateUserEndpoint } from '@dating/shared/contracts/user';
import { writeLocaleCookie } from '@dating/shared/i18n/locale-cookie';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * Switches the page to a locale the way the shell's language menu does: every namespace loads its
 * texts on the i18n `languageChanged` event, then the cookie, the bus (the shell's menu and footer
 * follow it) and, for a member, the user record (PUT /api/user.php). Unlike the menu, a failed save of
 * the record is reported (`saved: false`): on this page saving the language is the whole point.
 */
export function useUpdateUser() {
  const { api, bus, i18n } = useShellContext();
  return useMutation(
    {
      mutationFn: async (locale: Locale): Promise<{ saved: boolean }> => {
        await i18n.changeLanguage(locale);
        writeLocaleCookie(locale);
        bus.set('locale', locale);
        if (bus.get('auth').status !== 'logged_in') return { saved: true };
        try {
          const { user } = await api.call(updateUserEndpoint, { body: { language: locale } });
          if (user) bus.set('auth', { status: 'logged_in', user });
          return { saved: true };
        } catch {
          return { saved: false };
        }
      },
    },
    queryClient,
  );
}

import type { Locale } from '@dating/shared/contracts/locales';
import { updateUserEndpoint } from '@dating/shared/contracts/user';
import { writeLocaleCookie } from '@dating/shared/i18n/locale-cookie';
import type { ShellContext } from '@dating/shared/shell-context';

/**
 * Switches the page to `locale` the way the shell's language menu does: every namespace loads
 * its texts on the i18n `languageChanged` event, then the cookie, the bus (the shell's menu and
 * footer follow it) and, for a member, the user record. Unlike the menu, a failed save of the
 * record is reported: on this page saving the language is the whole point.
 */
export async function applyLocale(context: Pick<ShellContext, 'i18n' | 'bus' | 'api'>, locale: Locale): Promise<{ saved: boolean }> {
  await context.i18n.changeLanguage(locale);
  writeLocaleCookie(locale);
  context.bus.set('locale', locale);
  if (context.bus.get('auth').status !== 'logged_in') return { saved: true };
  try {
    const { user } = await context.api.call(updateUserEndpoint, { body: { language: locale } });
    if (user) context.bus.set('auth', { status: 'logged_in', user });
    return { saved: true };
  } catch {
    return { saved: false };
  }
}

import { HttpResponse, type HttpHandler } from 'msw';
import {
  InvisibleModeRequestSchema,
  MailChangeDoRequestSchema,
  MailChangeRequestSchema,
  NotificationSettingsUpdateSchema,
  OLD_PASSWORD_WRONG_MESSAGE,
  PasswordChangeRequestSchema,
  ReadReceiptsRequestSchema,
  VisibleToVisitorsRequestSchema,
  changePasswordEndpoint,
  checkMailChangeLinkEndpoint,
  clearNotificationsDisabledEndpoint,
  confirmMailChangeEndpoint,
  defaultNotificationSettings,
  getNotificationSettingsEndpoint,
  requestMailChangeEndpoint,
  updateInvisibleModeEndpoint,
  updateNotificationSettingsEndpoint,
  updateReadReceiptsEndpoint,
  updateVisibleToVisitorsEndpoint,
  type NotificationSettings,
} from '../contracts/account-settings';
import { CLIENT_HEADER } from '../contracts/errors';
import { unsubscribePushEndpoint, type User } from '../contracts/user';
import { endpointHandler } from './endpoint-handler';
import { errorResponse } from './responses';
import { FIXTURE_PASSWORD } from './fixtures';

/** An address another account already has: the mock answers 'already in use' for it. */
export const FIXTURE_TAKEN_EMAIL = 'taken@demo.test';
/** The one mail-change link the mock knows (43 base64url characters, like the api's); it works once. */
const FIXTURE_MAIL_CHANGE_TOKEN = 'Fixture-mail-change-token_0123456789abcdefg';

export interface AccountSettingsMockState {
  notificationSettings: NotificationSettings;
  /** Addresses confirmation links were "sent" to. */
  mailChangesSent: string[];
  passwordChanges: number;
}

/**
 * msw handlers for the settings page's calls, answering like the api (api/src/routes/account-settings):
 * notification switches kept, invisible mode and re-enabled e-mails on the user, push off,
 * FIXTURE_TAKEN_EMAIL 'already in use', FIXTURE_MAIL_CHANGE_TOKEN valid once (and checked as valid
 * until then), and the old password must be FIXTURE_PASSWORD. `holder.user` is the mock's logged-in member (null: logged out).
 */
export function createAccountSettingsHandlers(holder: { user: User | null }): { state: AccountSettingsMockState; handlers: HttpHandler[] } {
  const state: AccountSettingsMockState = { notificationSettings: defaultNotificationSettings(), mailChangesSent: [], passwordChanges: 0 };
  let pendingEmail: string | null = null;
  let tokenUsed = false;

  const guard = (request: Request) => {
    if (request.method !== 'GET' && request.headers.get(CLIENT_HEADER) === null)
      return errorResponse(403, 'csrf_failed', 'Missing client header');
    return holder.user ? null : errorResponse(403, 'authentication_required', 'Log in first');
  };
  const body = (request: Request) => request.json().catch(() => undefined);
  const invalid = (issues: { path: PropertyKey[]; message: string }[]) =>
    errorResponse(400, 'validation_failed', issues[0]?.message ?? 'invalid', issues[0]?.path.join('.') || 'body');
  /** The logged-in member with `change` applied, kept as the mock's user. */
  const changeUser = (change: Partial<User>): User => (holder.user = { ...holder.user!, ...change });

  const handlers: HttpHandler[] = [
    endpointHandler(
      getNotificationSettingsEndpoint,
      ({ request }) => guard(request) ?? HttpResponse.json({ notification_settings: state.notificationSettings }),
    ),
    endpointHandler(updateNotificationSettingsEndpoint, async ({ request }) => {
      const denied = guard(request);
      if (denied) return denied;
      const parsed = NotificationSettingsUpdateSchema.safeParse(await body(request));
      if (!parsed.success) return invalid(parsed.error.issues);
      state.notificationSettings = parsed.data.notification_settings;
      return HttpResponse.json({ notification_settings: state.notificationSettings });
    }),
    endpointHandler(updateInvisibleModeEndpoint, async ({ request }) => {
      const denied = guard(request);
      if (denied) return denied;
      const parsed = InvisibleModeRequestSchema.safeParse(await body(request));
      return parsed.success ? HttpResponse.json({ user: changeUser({ invisible: parsed.data.invisible }) }) : invalid(parsed.error.issues);
    }),
    endpointHandler(updateReadReceiptsEndpoint, async ({ request }) => {
      const denied = guard(request);
      if (denied) return denied;
      const parsed = ReadReceiptsRequestSchema.safeParse(await body(request));
      return parsed.success
        ? HttpResponse.json({ user: changeUser({ read_receipts: parsed.data.read_receipts }) })
        : invalid(parsed.error.issues);
    }),
    endpointHandler(updateVisibleToVisitorsEndpoint, async ({ request }) => {
      const denied = guard(request);
      if (denied) return denied;
      const parsed = VisibleToVisitorsRequestSchema.safeParse(await body(request));
      return parsed.success
        ? HttpResponse.json({ user: changeUser({ visible_to_visitors: parsed.data.visible_to_visitors }) })
        : invalid(parsed.error.issues);
    }),
    endpointHandler(
      clearNotificationsDisabledEndpoint,
      ({ request }) => guard(request) ?? HttpResponse.json({ user: changeUser({ notifications_disabled: [] }) }),
    ),
    endpointHandler(
      unsubscribePushEndpoint,
      ({ request }) => guard(request) ?? HttpResponse.json({ user: changeUser({ push_subscribed: false }) }),
    ),
    endpointHandler(requestMailChangeEndpoint, async ({ request }) => {
      const denied = guard(request);
      if (denied) return denied;
      const parsed = MailChangeRequestSchema.safeParse(await body(request));
      if (!parsed.success) return invalid(parsed.error.issues);
      const email = parsed.data.email.toLowerCase();
      if (email === holder.user!.email) return errorResponse(400, 'validation_failed', 'same', 'email');
      if (email === FIXTURE_TAKEN_EMAIL) return errorResponse(409, 'conflict', 'This e-mail address is already in use.', 'email');
      state.mailChangesSent.push(email);
      pendingEmail = email;
      return HttpResponse.json({ ok: true, email });
    }),
    // The page's check on opening: reads only, like the api.
    endpointHandler(checkMailChangeLinkEndpoint, ({ request }) =>
      HttpResponse.json({ valid: new URL(request.url).searchParams.get('token') === FIXTURE_MAIL_CHANGE_TOKEN && !tokenUsed }),
    ),
    endpointHandler(confirmMailChangeEndpoint, async ({ request }) => {
      const parsed = MailChangeDoRequestSchema.safeParse(await body(request));
      if (!parsed.success) return invalid(parsed.error.issues);
      if (parsed.data.token !== FIXTURE_MAIL_CHANGE_TOKEN || tokenUsed)
        return errorResponse(400, 'token_invalid', 'Link expired or invalid');
      tokenUsed = true;
      const email = pendingEmail ?? 'new-address@demo.test';
      if (holder.user) holder.user = { ...holder.user, email };
      return HttpResponse.json({ ok: true, email });
    }),
    endpointHandler(changePasswordEndpoint, async ({ request }) => {
      const denied = guard(request);
      if (denied) return denied;
      const parsed = PasswordChangeRequestSchema.safeParse(await body(request));
      if (!parsed.success) return invalid(parsed.error.issues);
      if (parsed.data.old_password !== FIXTURE_PASSWORD)
        return errorResponse(400, 'validation_failed', OLD_PASSWORD_WRONG_MESSAGE, 'old_password');
      state.passwordChanges += 1;
      return HttpResponse.json({ user: holder.user! });
    }),
  ];
  return { state, handlers };
}

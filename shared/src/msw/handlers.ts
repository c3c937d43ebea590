import { HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_HEADER } from '../contracts/errors';
import type { ErrorBody } from '../contracts/errors';
import {
  getUserEndpoint,
  LoginRequestSchema,
  loginEndpoint,
  logoutByLinkEndpoint,
  logoutEndpoint,
  UpdateUserRequestSchema,
  updateUserEndpoint,
  type User,
} from '../contracts/user';
import { DeleteChatRequestSchema, deleteChatEndpoint, listChatsEndpoint, type ChatsResponse } from '../contracts/chats';
import { GeocodeQuerySchema, listInterestsEndpoint, listRegionsEndpoint, reverseGeocodeEndpoint } from '../contracts/catalog';
import { markPageHiddenEndpoint } from '../contracts/presence';
import { getCompanyInfoEndpoint, getSettingsEndpoint } from '../contracts/settings';
import {
  FIXTURE_PASSWORD,
  chatsFixture,
  companyInfoFixture,
  freeUserFixture,
  geocodeFixture,
  interestsFixture,
  regionsFixture,
  settingsFixture,
} from './fixtures';
import { createAccountDeletionHandlers } from './account-deletion';
import { createAccountSettingsHandlers } from './account-settings';
import { createActivationHandlers } from './activation';
import { createChatExtrasHandlers } from './chat-extras';
import { createComplaintsHandlers } from './complaints';
import { createDirectDebitHandlers } from './direct-debit';
import { createDiscountHandlers } from './discounts';
import { createLandersHandlers, type MockLandingVisit } from './landers';
import { createLikesHandlers } from './likes';
import { createProfileActionHandlers, createProfileHandler } from './member-profile';
import { createNotificationsHandlers } from './notifications';
import { createPasswordResetHandlers } from './password-reset';
import { createPaymentStatusHandlers } from './payment-status';
import { createPaymentsHandlers } from './payments';
import { createRepeatOrderHandlers } from './repeat-order';
import { createOwnProfileHandlers } from './own-profile';
import { createSearchHandler, createSimilarAndMatchHandlers } from './search';
import { createSignupHandlers } from './signup';
import { createStaffHandlers } from './staff';
import { createStaffInboxHandlers } from './staff-inbox';
import { createStaffAdminHandlers } from './staff-admin';
import { createStaffSupportHandlers } from './staff-support';
import { createStaffHomeHandlers } from './staff-home';
import { endpointHandler } from './endpoint-handler';
import { errorResponse, readJson } from './responses';

/**
 * msw 2 handlers for the calls the shell and remotes make, backed by the fixtures. For
 * component tests and standalone pages only — the product always talks to the real api.
 */

export interface MockApiState {
  /** The logged-in user, or null when logged out. */
  user: User | null;
  chats: ChatsResponse;
  /** Bodies of POST /api/page-hidden.php beacons, for assertions. */
  pageHiddenBeacons: number;
  /** Landing visits begun (bounce logging) and how each ended, for assertions. */
  landingVisits: MockLandingVisit[];
}

export interface MockApiOptions {
  loggedIn?: boolean;
}

/** The simulated login lockout: like the api, 5 failures for one e-mail lock it (minutes left shown). */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

/** A fresh mock api: its own state, so tests never leak into each other. */
export function createMockApi({ loggedIn = true }: MockApiOptions = {}): { state: MockApiState; handlers: HttpHandler[] } {
  const state: MockApiState = {
    user: loggedIn ? structuredClone(freeUserFixture) : null,
    chats: structuredClone(chatsFixture),
    pageHiddenBeacons: 0,
    landingVisits: [],
  };

  /** Failed logins per submitted e-mail (lower-cased), for the simulated lockout. */
  const loginFailures = new Map<string, number>();

  const discounts = createDiscountHandlers();
  // The console's inbox answers whoever logged in to the staff console on this page.
  const staff = createStaffHandlers();

  const requireUser = () => (state.user ? null : errorResponse(403, 'authentication_required', 'Log in first'));

  const handlers: HttpHandler[] = [
    endpointHandler(getUserEndpoint, () => HttpResponse.json({ user: state.user })),
    endpointHandler(loginEndpoint, async ({ request }) => {
      // Like the real api: state-changing calls without the client header are refused (CSRF).
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      const login = LoginRequestSchema.safeParse(await readJson(request));
      if (!login.success) return errorResponse(400, 'validation_failed', 'Invalid login', 'email');
      // Like the real api's lockout (api/src/auth/login-lockout.ts): keyed by the submitted e-mail,
      // existing or not; after LOGIN_MAX_FAILURES failures every attempt answers 429 account_locked.
      const submitted = login.data.email.trim().toLowerCase();
      const failures = loginFailures.get(submitted) ?? 0;
      if (failures >= LOGIN_MAX_FAILURES) {
        const body: ErrorBody = {
          error: {
            code: 'account_locked',
            message: `Too many incorrect attempts, account blocked for ${LOGIN_LOCK_MINUTES} min.`,
            minutes: LOGIN_LOCK_MINUTES,
          },
        };
        return HttpResponse.json(body, { status: 429 });
      }
      if (submitted !== freeUserFixture.email || login.data.password !== FIXTURE_PASSWORD) {
        loginFailures.set(submitted, failures + 1);
        return errorResponse(401, 'login_failed', 'Login failed, please try again');
      }
      loginFailures.delete(submitted);
      state.user = structuredClone(freeUserFixture);
      return HttpResponse.json({ user: state.user });
    }),
    endpointHandler(updateUserEndpoint, async ({ request }) => {
      if (!state.user) return errorResponse(403, 'authentication_required', 'Log in first');
      const update = UpdateUserRequestSchema.safeParse(await readJson(request));
      if (!update.success) return errorResponse(400, 'validation_failed', 'Invalid language', 'language');
      state.user = { ...state.user, language: update.data.language };
      return HttpResponse.json({ user: state.user });
    }),
    // POST is what the shell sends; GET stays because the api answers it too.
    ...[logoutEndpoint, logoutByLinkEndpoint].map((endpoint) =>
      endpointHandler(endpoint, () => {
        state.user = null;
        return HttpResponse.json({ user: null });
      }),
    ),
    endpointHandler(getSettingsEndpoint, () => HttpResponse.json(settingsFixture)),
    endpointHandler(getCompanyInfoEndpoint, () => HttpResponse.json(companyInfoFixture)),
    endpointHandler(listInterestsEndpoint, () => HttpResponse.json({ interests: interestsFixture })),
    endpointHandler(listRegionsEndpoint, () => HttpResponse.json({ regions: regionsFixture })),
    endpointHandler(reverseGeocodeEndpoint, ({ request }) => {
      const url = new URL(request.url);
      const query = GeocodeQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return errorResponse(400, 'validation_failed', 'lat and lon are required', 'lat');
      return HttpResponse.json({ geocode: { ...geocodeFixture, lat: query.data.lat, lon: query.data.lon } });
    }),
    endpointHandler(listChatsEndpoint, () => requireUser() ?? HttpResponse.json(state.chats)),
    endpointHandler(deleteChatEndpoint, async ({ request }) => {
      const denied = requireUser();
      if (denied) return denied;
      const body = DeleteChatRequestSchema.safeParse(await readJson(request));
      if (!body.success) return errorResponse(400, 'validation_failed', 'conversation is required', 'conversation');
      const chats = state.chats.chats.filter((chat) => chat.conversation !== body.data.conversation);
      if (chats.length === state.chats.chats.length) return errorResponse(404, 'not_found', 'No such conversation');
      state.chats = { chats, total_unread: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
      return HttpResponse.json({ ok: true });
    }),
    endpointHandler(markPageHiddenEndpoint, () => {
      state.pageHiddenBeacons += 1;
      return HttpResponse.json({ ok: true });
    }),
    // Before the profile actions: POST /api/like.php answers from the likes' state (a like back shows in the tabs).
    ...createLikesHandlers({ loggedIn: () => state.user !== null }).handlers,
    createSearchHandler(),
    createProfileHandler({ viewer: () => (state.user === null ? 'visitor' : state.user.paid_user ? 'premium' : 'free') }),
    ...createProfileActionHandlers({ loggedIn: () => state.user !== null }),
    ...createSimilarAndMatchHandlers(),
    ...createPasswordResetHandlers().handlers,
    ...createAccountSettingsHandlers(state).handlers,
    ...createOwnProfileHandlers(state).handlers,
    ...createActivationHandlers(() => state.user).handlers,
    ...createAccountDeletionHandlers(state).handlers,
    ...createNotificationsHandlers().handlers,
    ...createComplaintsHandlers(() => state.user).handlers,
    ...createSignupHandlers(state).handlers,
    ...createChatExtrasHandlers().handlers,
    ...discounts.handlers,
    ...createPaymentsHandlers({ discounts }).handlers,
    ...createPaymentStatusHandlers().handlers,
    ...createDirectDebitHandlers({}, { discounts }).handlers,
    ...createRepeatOrderHandlers().handlers,
    ...createLandersHandlers(state).handlers,
    ...staff.handlers,
    ...createStaffInboxHandlers({ viewer: () => staff.state.session }).handlers,
    ...createStaffAdminHandlers({ viewer: () => staff.state.session }).handlers,
    ...createStaffSupportHandlers({ viewer: () => staff.state.session }).handlers,
    ...createStaffHomeHandlers({ viewer: () => staff.state.session }).handlers,
  ];

  return { state, handlers };
}

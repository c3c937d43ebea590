import { HttpResponse, type HttpHandler } from 'msw';
import {
  AccountDeleteRequestSchema,
  AccountReactivateLinkRequestSchema,
  AccountReactivateRequestSchema,
  REACTIVATION_DAYS,
  RETENTION_DISCOUNT_DAYS,
  claimRetentionDiscountEndpoint,
  deleteAccountEndpoint,
  reactivateAccountByLinkEndpoint,
  reactivateAccountEndpoint,
} from '../contracts/account-deletion';
import { CLIENT_HEADER } from '../contracts/errors';
import { loginEndpoint, type User } from '../contracts/user';
import { endpointHandler } from './endpoint-handler';
import { FIXTURE_PASSWORD, companyInfoFixture, freeUserFixture } from './fixtures';
import { errorResponse, readJson } from './responses';

/** An address whose account the mock treats as deleted less than 14 days ago (password FIXTURE_PASSWORD). */
export const PENDING_DELETION_EMAIL = 'leaving@example.test';
/** The mailed reactivation link's token the mock accepts, once (anything else is token_invalid). */
export const REACTIVATION_FIXTURE_TOKEN = 'reactivation-fixture-token-0123456789abcdefghijk';

export interface AccountDeletionMockState {
  user: User | null;
  /** Reasons of the deletions "done", newest last. */
  deletions?: string[];
  /** Set once REACTIVATION_FIXTURE_TOKEN was claimed (the link works once). */
  reactivationTokenUsed?: boolean;
}

/**
 * msw handlers answering like the api's account-deletion routes: POST /api/account-delete.php
 * (FIXTURE_PASSWORD confirms, anything else is validation_failed on `password`; the member is
 * logged out), POST /api/retention-discount.php (a STAY code worth the fixture company's
 * delete_discount), POST /api/account-reactivate.php (PENDING_DELETION_EMAIL or the fixture member with
 * FIXTURE_PASSWORD log in), POST /api/account-reactivate-link.php (REACTIVATION_FIXTURE_TOKEN, once),
 * and the login answer for PENDING_DELETION_EMAIL (`pendingLogin`, to
 * put in front of the generic login handler).
 */
export function createAccountDeletionHandlers(state: AccountDeletionMockState): { handlers: HttpHandler[]; pendingLogin: HttpHandler } {
  const handlers: HttpHandler[] = [
    endpointHandler(deleteAccountEndpoint, async ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      if (!state.user) return errorResponse(403, 'authentication_required', 'Please log in to continue.');
      const body = AccountDeleteRequestSchema.safeParse(await readJson(request));
      if (!body.success) return errorResponse(400, 'validation_failed', 'Invalid', String(body.error.issues[0]?.path[0] ?? 'body'));
      if (body.data.password !== FIXTURE_PASSWORD)
        return errorResponse(400, 'validation_failed', 'Please check your password.', 'password');
      const email = state.user.email;
      state.user = null;
      (state.deletions ??= []).push(body.data.reason);
      return HttpResponse.json({ ok: true, email, reactivable_until: new Date(Date.now() + REACTIVATION_DAYS * 86_400_000).toISOString() });
    }),
    endpointHandler(claimRetentionDiscountEndpoint, ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      if (!state.user) return errorResponse(403, 'authentication_required', 'Please log in to continue.');
      const percent = companyInfoFixture.delete_discount;
      return HttpResponse.json({
        code: `STAY${percent}`,
        value_percentage: percent,
        expires_at: new Date(Date.now() + RETENTION_DISCOUNT_DAYS * 86_400_000).toISOString(),
      });
    }),
    endpointHandler(reactivateAccountEndpoint, async ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      const body = AccountReactivateRequestSchema.safeParse(await readJson(request));
      if (!body.success) return errorResponse(400, 'validation_failed', 'Invalid', String(body.error.issues[0]?.path[0] ?? 'body'));
      const email = body.data.email.trim().toLowerCase();
      if ((email !== PENDING_DELETION_EMAIL && email !== freeUserFixture.email) || body.data.password !== FIXTURE_PASSWORD) {
        return errorResponse(401, 'login_failed', 'Login failed, please try again');
      }
      state.user = { ...structuredClone(freeUserFixture), email };
      return HttpResponse.json({ user: state.user });
    }),
    endpointHandler(reactivateAccountByLinkEndpoint, async ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      const body = AccountReactivateLinkRequestSchema.safeParse(await readJson(request));
      if (!body.success) return errorResponse(400, 'validation_failed', 'Invalid', 'token');
      if (body.data.token !== REACTIVATION_FIXTURE_TOKEN || state.reactivationTokenUsed) {
        return errorResponse(400, 'token_invalid', 'This reactivation link has expired or has already been used.');
      }
      state.reactivationTokenUsed = true;
      state.user = structuredClone(freeUserFixture);
      return HttpResponse.json({ user: state.user });
    }),
  ];
  const pendingLogin = endpointHandler(loginEndpoint, async ({ request }) => {
    const body = AccountReactivateRequestSchema.safeParse(await readJson(request.clone()));
    if (!body.success || body.data.email.trim().toLowerCase() !== PENDING_DELETION_EMAIL) return undefined;
    if (body.data.password !== FIXTURE_PASSWORD) return errorResponse(401, 'login_failed', 'Login failed, please try again');
    return errorResponse(409, 'account_pending_deletion', 'Your account is scheduled for deletion. Reactivate it to log in.');
  });
  return { handlers, pendingLogin };
}

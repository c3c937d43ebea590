import { HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_HEADER } from '../contracts/errors';
import { signUpEndpoint, signupRequestSchema } from '../contracts/signup';
import type { User } from '../contracts/user';
import { endpointHandler } from './endpoint-handler';
import { freeUserFixture, settingsFixture } from './fixtures';
import { errorResponse } from './responses';

/**
 * msw handler for POST /api/signup.php, answering like the api: the shared schema's 400 naming the
 * field, the fixture member's e-mail taken (409 account_exists), otherwise a new unconfirmed member
 * who is then the logged-in user of the mock.
 */
export function createSignupHandlers(state: { user: User | null }): { handlers: HttpHandler[] } {
  let nextId = 1000;
  const handlers: HttpHandler[] = [
    endpointHandler(signUpEndpoint, async ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      const parsed = signupRequestSchema({ minAge: settingsFixture.min_age }).safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.map(String).join('.') || 'body';
        return errorResponse(400, 'validation_failed', `${field}: ${issue?.message ?? 'invalid'}`, field);
      }
      const body = parsed.data;
      const email = body.email.trim().toLowerCase();
      if (email === freeUserFixture.email)
        return errorResponse(409, 'account_exists', 'An account with this e-mail address already exists. Please log in.');
      nextId += 1;
      const user: User = {
        ...structuredClone(freeUserFixture),
        id: nextId,
        email,
        status: 'not_confirmed',
        paid_user: false,
        credits: settingsFixture.signup_credits,
        signup_date: new Date().toISOString(),
        language: body.language ?? 'en',
        profile: {
          ...structuredClone(freeUserFixture.profile),
          id: nextId,
          name: body.name,
          status: 'disabled',
          gender: body.gender,
          sexuality: body.sexuality,
          date_of_birth: body.date_of_birth,
          country: body.country,
          region_id: body.region_id ?? null,
          region: null,
          city: body.city,
          about_me: body.about_me ?? '',
          main_image: null,
        },
      };
      state.user = user;
      return HttpResponse.json({ user });
    }),
  ];
  return { handlers };
}

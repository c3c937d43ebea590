import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpEndpoint, type SignupRequest } from '@dating/shared/contracts/signup';
import { loginEndpoint, type LoginRequest, type User } from '@dating/shared/contracts/user';
import { callApi } from './api-call';
import { activateByMail } from './mailbox';

/**
 * Members for journeys, made and logged in through the real api. Answers are parsed with the api's
 * own contracts, so a change to them fails here, where it is made, and not in some assertion later.
 */

export const DEMO = {
  free: { email: 'free@demo.test', password: 'demo-password' },
  premium: { email: 'premium@demo.test', password: 'demo-password' },
} as const;

/** What a journey knows of a member it made: what it signed up with, and the api's user. */
export type Member = SignupRequest & { userId: number; profileId: number; user: User };

let sequence = 0;

/** A valid signup with a unique e-mail and name (per run, worker and call). */
export function newMember(overrides: Partial<SignupRequest> = {}): SignupRequest {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return {
    email: `member-${unique}@e2e.test`,
    name: `Member ${unique.slice(-8)}`,
    date_of_birth: '1990-06-15',
    password: 'e2e-password-123',
    gender: 'male',
    sexuality: 'hetero',
    country: 'NL',
    region_id: null,
    city: 'Amsterdam',
    ...overrides,
  };
}

interface CreateOptions {
  /** Also open the confirmation e-mail's link: only an activated member is seen by others (search, likes). */
  activated?: boolean;
  /** Whose session the new member gets; the test's page by default. */
  request?: APIRequestContext;
}

export interface Members {
  /** A fresh member signed up through POST /api/signup.php, logged in where `request` (the page) is. */
  create(overrides?: Partial<SignupRequest>, options?: CreateOptions): Promise<Member>;
  /** Logs a demo member or any e-mail and password in through POST /api/user.php, where `request` (the page) is. */
  login(who: keyof typeof DEMO | LoginRequest, options?: { request?: APIRequestContext }): Promise<User>;
  /** The same through the page's /login screen, from a logged-out browser (its cookies are cleared); waits for nothing after the click. */
  loginThroughForm(who: keyof typeof DEMO | LoginRequest): Promise<void>;
}

const credentialsOf = (who: keyof typeof DEMO | LoginRequest): LoginRequest => (typeof who === 'string' ? DEMO[who] : who);

/** The `members` fixture of a test: its page's session by default. */
export function membersFor(page: Page): Members {
  return {
    async create(overrides = {}, { activated = false, request = page.request } = {}) {
      const member = newMember(overrides);
      const { user } = await callApi(request, signUpEndpoint, { body: member });
      if (activated) await activateByMail(request, member.email);
      return { ...member, userId: user.id, profileId: user.profile.id, user };
    },
    async login(who, { request = page.request } = {}) {
      const { user } = await callApi(request, loginEndpoint, { body: credentialsOf(who) });
      expect(user, 'a login answers with the member').not.toBeNull();
      return user!;
    },
    async loginThroughForm(who) {
      const { email, password } = credentialsOf(who);
      await page.context().clearCookies();
      await page.goto('/login');
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
    },
  };
}

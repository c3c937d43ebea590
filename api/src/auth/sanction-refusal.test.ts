import { eq } from 'drizzle-orm';
import {
  ErrorBodySchema,
  checkPasswordResetLinkEndpoint,
  getUserEndpoint,
  loginEndpoint,
  reactivateAccountByLinkEndpoint,
  reactivateAccountEndpoint,
  resetPasswordEndpoint,
  tokenLinkLoginEndpoint,
} from '@dating/shared/contracts/index';
import type { LightMyRequestResponse } from 'fastify';
import { requestDeletion } from '../account-deletion/deletion';
import { profiles, tokens, users } from '../db/schema';
import { LOGIN_LINK_TTL_MINUTES } from '../notification-mails/member-mail';
import { DEMO_PASSWORD } from '../seed/demo-members';
import { createTestMember, type TestMember } from '../test/builders/members';
import { inject, injectOk } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { issueOneTimeToken } from './one-time-tokens';
import { verifyPassword } from './passwords';
import { issueResetToken } from './reset-tokens';
import { hashToken } from './sessions';

/*
 * Every way into a member session refuses a suspended or banned account with the login form's answer, before
 * anything is used up or changed; a suspension whose end has passed lets the member in (and is cleared).
 */

const context = setupTestContext({ app: { unlimited: true } });
const db = () => context().database.db;

type State = 'banned' | 'suspended' | 'ended';
const STATES: readonly State[] = ['banned', 'suspended', 'ended'];
const SUSPENDED_UNTIL = new Date(Date.now() + 3 * 86_400_000);

/** A member in `state`: the users columns a sanction sets (imposeSanction's own tests are in staff/members). */
async function memberIn(state: State, prefix: string): Promise<TestMember> {
  const member = await createTestMember(context(), { prefix: `${prefix}-${state}` });
  const columns =
    state === 'banned'
      ? { bannedAt: new Date() }
      : { suspendedUntil: state === 'suspended' ? SUSPENDED_UNTIL : new Date(Date.now() - 60_000) };
  await db().update(users).set(columns).where(eq(users.id, member.id));
  return member;
}

const sessionCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'dating_session' && cookie.value !== '');

/**
 * What a way in answered, as the tables compare it: status, error code, the suspension's end, whether the
 * cookie it set logs the member in, and whether the account is left with a suspension on it.
 */
async function outcome(response: LightMyRequestResponse, member: TestMember) {
  const error = response.statusCode === 200 ? undefined : ErrorBodySchema.parse(response.json()).error;
  const cookie = sessionCookieOf(response);
  const me = cookie ? (await injectOk(context().app, getUserEndpoint, { as: `dating_session=${cookie.value}` })).user : null;
  const [row] = await db().select({ until: users.suspendedUntil }).from(users).where(eq(users.id, member.id));
  return [response.statusCode, error?.code ?? null, error?.until ?? null, me?.email === member.email, row?.until !== null];
}

/** The login form's answers: a ban, a running suspension with its end; an ended one logs in and is cleared. */
const EXPECTED: Record<State, unknown[]> = {
  banned: [403, 'account_banned', null, false, false],
  suspended: [403, 'account_suspended', SUSPENDED_UNTIL.toISOString(), false, true],
  ended: [200, null, null, true, false],
};

/** The rows answersInEveryState should give: the login form's answer per state, and what is found afterwards. */
const expectedRows = (afterwards: Record<State, unknown>) => STATES.map((state) => [state, ...EXPECTED[state], afterwards[state]]);

const tokenUsed = async (token: string) =>
  (
    await db()
      .select({ usedAt: tokens.usedAt })
      .from(tokens)
      .where(eq(tokens.tokenHash, hashToken(token)))
  )[0]?.usedAt != null;

/** For each state, a member in it going through `wayIn`: the answer (outcome) and what `after` finds afterwards. */
async function answersInEveryState(
  prefix: string,
  wayIn: (member: TestMember) => Promise<{ response: LightMyRequestResponse; after: () => Promise<unknown> }>,
) {
  const rows: unknown[] = [];
  for (const state of STATES) {
    const member = await memberIn(state, prefix);
    const { response, after } = await wayIn(member);
    rows.push([state, ...(await outcome(response, member)), await after()]);
  }
  return rows;
}

const scheduleDeletion = (member: TestMember) =>
  db().transaction((tx) =>
    requestDeletion(tx, { userId: member.id, profileId: member.profileId, reason: 'found_partner', comment: undefined, now: new Date() }),
  );
const deletionPending = async (member: TestMember) => {
  const [row] = await db()
    .select({ user: users.deletionRequestedAt, profile: profiles.deletionRequestedAt })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, member.id));
  return [row?.user != null, row?.profile != null];
};

describe('every way into a session refuses a suspended or banned member', () => {
  it('the login form', async () => {
    expect(
      await answersInEveryState('gate-login', async (member) => ({
        response: await inject(context().app, loginEndpoint, { body: { email: member.email, password: DEMO_PASSWORD } }),
        after: async () => null,
      })),
    ).toEqual(expectedRows({ banned: null, suspended: null, ended: null }));
  });

  it("the login form's reactivation: refused, the account stays scheduled for deletion", async () => {
    expect(
      await answersInEveryState('gate-reactivate', async (member) => {
        await scheduleDeletion(member);
        const body = { email: member.email, password: DEMO_PASSWORD };
        return { response: await inject(context().app, reactivateAccountEndpoint, { body }), after: () => deletionPending(member) };
      }),
    ).toEqual(expectedRows({ banned: [true, true], suspended: [true, true], ended: [false, false] }));
  });

  it("a mail's login link: refused on pressing, and the link is left unused for after the suspension", async () => {
    expect(
      await answersInEveryState('gate-link', async (member) => {
        const issued = await issueOneTimeToken(db(), {
          kind: 'login',
          userId: member.id,
          ttlMinutes: LOGIN_LINK_TTL_MINUTES,
          now: new Date(),
          targetPath: '/chats',
        });
        if (!issued.ok) throw new Error('not issued');
        const response = await inject(context().app, tokenLinkLoginEndpoint, { body: { token: issued.token } });
        return { response, after: () => tokenUsed(issued.token) };
      }),
    ).toEqual(expectedRows({ banned: false, suspended: false, ended: true }));
  });

  it('a password reset: the link page says so on opening; saving keeps the password and the link as they were', async () => {
    const opened: unknown[] = [];
    expect(
      await answersInEveryState('gate-reset', async (member) => {
        const issued = await db().transaction((tx) => issueResetToken(tx, member.id, new Date()));
        if (!issued.ok) throw new Error('not issued');
        opened.push(await outcome(await inject(context().app, checkPasswordResetLinkEndpoint, { query: { token: issued.token } }), member));
        const password = 'a-new-password-1';
        const response = await inject(context().app, resetPasswordEndpoint, {
          body: { token: issued.token, password, password_repeat: password },
        });
        return {
          response,
          after: async () => {
            const [account] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
            return [await verifyPassword(account!.hash, password), await tokenUsed(issued.token)];
          },
        };
      }),
    ).toEqual(expectedRows({ banned: [false, false], suspended: [false, false], ended: [true, true] }));
    // Opening the page answers what saving does (an ended suspension: the link works, and the suspension is cleared).
    expect(opened).toEqual([
      [403, 'account_banned', null, false, false],
      [403, 'account_suspended', SUSPENDED_UNTIL.toISOString(), false, true],
      [200, null, null, false, false],
    ]);
  });

  it('the reactivation link: refused, the account stays scheduled for deletion and the link unused', async () => {
    expect(
      await answersInEveryState('gate-reactivation-link', async (member) => {
        const { token } = await scheduleDeletion(member);
        const response = await inject(context().app, reactivateAccountByLinkEndpoint, { body: { token } });
        return { response, after: async () => [...(await deletionPending(member)), await tokenUsed(token)] };
      }),
    ).toEqual(expectedRows({ banned: [true, true, false], suspended: [true, true, false], ended: [false, false, true] }));
  });
});

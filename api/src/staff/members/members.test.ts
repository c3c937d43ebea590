import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { ErrorBodySchema, getUserEndpoint, loginEndpoint, signUpEndpoint, REALTIME_CLOSE } from '@dating/shared/contracts/index';
import {
  eraseMemberEndpoint,
  getMemberForStaffEndpoint,
  refundPaymentEndpoint,
  searchMembersForStaffEndpoint,
  unblockDirectDebitEndpoint,
} from '@dating/shared/contracts/staff-members';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { chatKit } from '../../conversations/chat-test-kit';
import { sendStateFor } from '../../conversations/send-state';
import { jobs, moderationDecisions, payments, sessions, staffAuditLog, users } from '../../db/schema';
import { profileVisibleTo } from '../../members/member-profile';
import { applyProviderEvent } from '../../payments/apply-event';
import { paymentKit } from '../../payments/payment-test-kit';
import { createSandboxPsp } from '../../payments/sandbox/sandbox-psp';
import { openSocket } from '../../realtime/realtime-test-kit';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { createTestMember } from '../../test/builders/members';
import { createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { inject, injectOk } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';
import { closeMemberEverywhere, endSuspensions, imposeSanction, liftSanction } from '../sanctions/sanctions';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
const pay = paymentKit(kit);
const db = () => context().database.db;
const codeOf = (response: { json(): unknown }) => ErrorBodySchema.parse(response.json()).error;

beforeAll(async () => {
  await context().app.listen({ port: 0, host: '127.0.0.1' });
});

const cookies = new Map<StaffRole, string>();
const staffIds = new Map<StaffRole, number>();
async function staffCookie(role: StaffRole): Promise<string> {
  const known = cookies.get(role);
  if (known) return known;
  const staff = await createTestStaff(context(), { prefix: `members-${role}`, role });
  const cookie = await staffSessionCookie(context(), staff);
  cookies.set(role, cookie);
  staffIds.set(role, staff.id);
  return cookie;
}

/** A decision row as the moderators' decide() writes it, for the sanction functions' own tests. */
async function decisionAbout(memberUserId: number, kind: 'suspend' | 'ban' | 'lift'): Promise<number> {
  await staffCookie('moderator');
  const [row] = await db()
    .insert(moderationDecisions)
    .values({ memberUserId, staffId: staffIds.get('moderator')!, kind, ground: 'harassment', facts: 'Threats in messages.' })
    .returning({ id: moderationDecisions.id });
  return row!.id;
}

async function sanction(memberUserId: number, kind: 'suspend' | 'ban', until?: Date) {
  const decisionId = await decisionAbout(memberUserId, kind);
  await db().transaction((tx) => imposeSanction(tx, { memberUserId, kind, until, decisionId }));
  closeMemberEverywhere(context().app.realtime, memberUserId);
}

const login = (email: string) =>
  inject(context().app, loginEndpoint, { remoteAddress: '10.9.0.1', body: { email, password: DEMO_PASSWORD } });

/** A member who bought the first NL bundle (25 credits for 9.99 EUR), its completion applied as the webhook would. */
async function buyer() {
  const member = await kit.member({ prefix: 'members-buyer' });
  const { payment, reference } = await pay.start(member);
  await createSandboxPsp({ secret: context().config.sandboxPspSecret }).finish(db(), { reference, outcome: 'completed', now: new Date() });
  await applyProviderEvent(db(), {
    provider: 'sandbox',
    event: {
      kind: 'status',
      eventKey: `${reference}:1`,
      reference,
      merchantReference: payment.id,
      status: 'completed',
      amountCents: 999,
      currency: 'EUR',
      method: 'ideal',
    },
    now: new Date(),
  });
  return { member, publicId: payment.id };
}

describe('who may reach the members pages', () => {
  it('a member, a visitor and an operator get 404 everywhere; a moderator cannot refund or unblock; support cannot erase', async () => {
    const member = await kit.member({ prefix: 'members-404' });
    const everyCall = [
      searchMembersForStaffEndpoint,
      getMemberForStaffEndpoint,
      refundPaymentEndpoint,
      unblockDirectDebitEndpoint,
      eraseMemberEndpoint,
    ];
    const refused: [string | undefined, readonly (typeof everyCall)[number][]][] = [
      [undefined, everyCall],
      [member.cookie, everyCall],
      [await staffCookie('operator'), everyCall],
      [await staffCookie('moderator'), [refundPaymentEndpoint, unblockDirectDebitEndpoint]],
      [await staffCookie('support'), [eraseMemberEndpoint]],
    ];
    for (const [as, calls] of refused) {
      for (const endpoint of calls) {
        // No body or query at all: a 400 would tell that the path exists.
        const response = await inject(context().app, endpoint, as ? { as } : {});
        expect([endpoint.path, response.statusCode, codeOf(response).code]).toEqual([endpoint.path, 404, 'not_found']);
      }
    }
  });
});

describe('the search', () => {
  it('finds a member by address, name, profile id and payment id', async () => {
    const { member, publicId } = await buyer();
    const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, member.id));
    const as = await staffCookie('support');
    const find = async (q: string) => (await injectOk(context().app, searchMembersForStaffEndpoint, { as, query: { q } })).members;
    const byMember = (hits: Awaited<ReturnType<typeof find>>) => hits.find((hit) => hit.user_id === member.id);

    expect(byMember(await find(user!.email.toUpperCase()))).toMatchObject({
      matched: 'email',
      email: user!.email,
      profile_id: member.profileId,
    });
    expect(byMember(await find(String(member.profileId)))).toMatchObject({ matched: 'profile_id' });
    expect(byMember(await find(publicId))).toMatchObject({ matched: 'payment_id' });
    const named = await createTestMember(context(), { prefix: 'members-named', profile: { name: 'Quirinius Zebedee' } });
    expect((await find('quirinius zeb')).map((hit) => [hit.user_id, hit.matched])).toEqual([[named.id, 'name']]);
    // A LIKE pattern typed into the box is text: it matches nobody.
    expect(await find('%')).toEqual([]);
  });
});

describe("a member's page", () => {
  it('shows payments, the ledger, photos and sanctions, never the messages, and its opening is audit-logged', async () => {
    const { member, publicId } = await buyer();
    const other = await kit.member({ prefix: 'members-partner' });
    const secret = 'a private line nobody at the office may read';
    expect((await kit.send(member, other.profileId, { text: secret })).statusCode).toBe(200);
    const as = await staffCookie('moderator');

    const response = await inject(context().app, getMemberForStaffEndpoint, { as, query: { member: member.id } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(secret);
    const page = getMemberForStaffEndpoint.response.parse(response.json()).member;
    expect(page).toMatchObject({ user_id: member.id, profile_id: member.profileId, confirmed: true, sanction: null });
    // The balance is the ledger's sum (the purchase less the message sent).
    expect(page.balance).toBe(page.ledger.reduce((sum, row) => sum + row.delta, 0));
    expect(page.payments).toEqual([expect.objectContaining({ id: publicId, status: 'completed', amount_cents: 999, refunded_cents: 0 })]);
    expect(page.ledger.some((row) => row.reason === 'purchase' && row.payment_id === publicId && row.delta === 25)).toBe(true);
    expect(page.logins.length).toBeGreaterThan(0);

    const [audit] = await db().select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'member_viewed',
      staffId: staffIds.get('moderator'),
      memberUserId: member.id,
      profileId: member.profileId,
    });
    expect((await inject(context().app, getMemberForStaffEndpoint, { as, query: { member: 2_000_000_000 } })).statusCode).toBe(404);
  });
});

describe('a ban', () => {
  it('ends every session and socket within a second, refuses the login, hides the profile and keeps the address out', async () => {
    const member = await kit.member({ prefix: 'members-banned' });
    const partner = await kit.member({ prefix: 'members-banned-partner' });
    expect((await kit.send(partner, member.profileId, { text: 'Hi' })).statusCode).toBe(200);
    const second = await login(member.email);
    const secondCookie = second.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const socket = openSocket(context().app, { cookie: member.cookie });
    expect((await socket.next()).type).toBe('hello');

    await sanction(member.id, 'ban');
    const closed = await Promise.race([socket.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000))]);
    expect(closed).toEqual({ code: REALTIME_CLOSE.banned });
    expect(await db().select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    for (const cookie of [member.cookie, secondCookie]) {
      expect((await injectOk(context().app, getUserEndpoint, { as: cookie })).user).toBeNull();
    }

    const refused = await login(member.email);
    expect([refused.statusCode, codeOf(refused).code]).toEqual([403, 'account_banned']);
    expect(refused.cookies.filter((c) => c.name === 'dating_session' && c.value !== '')).toEqual([]);
    // A wrong password says nothing of the ban.
    const wrong = await inject(context().app, loginEndpoint, {
      remoteAddress: '10.9.0.2',
      body: { email: member.email, password: 'wrong-one' },
    });
    expect(codeOf(wrong).code).toBe('login_failed');

    expect(await profileVisibleTo(db(), partner.profileId, member.profileId)).toBe(false);
    expect(
      await sendStateFor(db(), { userId: partner.id, profileId: partner.profileId, premium: false, confirmed: true }, member.profileId),
    ).toBe('partner_left');

    // Erased, the address is still kept out of a new signup (in any case), without the word "banned".
    await injectOk(context().app, eraseMemberEndpoint, {
      as: await staffCookie('admin'),
      body: { member: member.id, reason: 'Ban evasion risk' },
    });
    expect(await db().select().from(users).where(eq(users.id, member.id))).toEqual([]);
    const signup = await inject(context().app, signUpEndpoint, {
      remoteAddress: '10.9.0.3',
      body: {
        email: member.email.toUpperCase(),
        name: 'Again',
        date_of_birth: '1990-01-01',
        password: 'long-enough-password',
        gender: 'male',
        sexuality: 'hetero',
        country: 'NL',
        region_id: null,
        city: 'Utrecht',
      },
    });
    expect([signup.statusCode, codeOf(signup).code]).toEqual([409, 'email_not_accepted']);
    expect(codeOf(signup).message.toLowerCase()).not.toContain('ban');
    const [erased] = await db().select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(erased).toMatchObject({ action: 'member_erased', memberUserId: member.id, reason: 'Ban evasion risk' });
  });
});

describe('a suspension', () => {
  it('refuses the login with its end while it runs, hides the profile, and ends by itself', async () => {
    const member = await kit.member({ prefix: 'members-suspended' });
    const viewer = await kit.member({ prefix: 'members-suspended-viewer' });
    const until = new Date(Date.now() + 3 * 86_400_000);
    await sanction(member.id, 'suspend', until);

    const refused = await login(member.email);
    expect([refused.statusCode, codeOf(refused).code, codeOf(refused).until]).toEqual([403, 'account_suspended', until.toISOString()]);
    expect(await profileVisibleTo(db(), viewer.profileId, member.profileId)).toBe(false);

    // Its end passed: the job clears it, and the profile is back.
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.id));
    expect(await endSuspensions(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await profileVisibleTo(db(), viewer.profileId, member.profileId)).toBe(true);
    expect((await login(member.email)).statusCode).toBe(200);
  });

  it('ended but not yet cleared, the login clears it; a lift restores a ban at once', async () => {
    const member = await kit.member({ prefix: 'members-expired' });
    await sanction(member.id, 'suspend', new Date(Date.now() + 60_000));
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.id));
    expect((await login(member.email)).statusCode).toBe(200);
    const [cleared] = await db().select({ until: users.suspendedUntil }).from(users).where(eq(users.id, member.id));
    expect(cleared?.until).toBeNull();

    await sanction(member.id, 'ban');
    const lift = await decisionAbout(member.id, 'lift');
    expect(await db().transaction((tx) => liftSanction(tx, { memberUserId: member.id, decisionId: lift }))).toBe(true);
    expect((await login(member.email)).statusCode).toBe(200);
  });
});

describe('support on the member page', () => {
  it('refunds part of a payment through the provider, with its audit row; more than is left is refused', async () => {
    const { member, publicId } = await buyer();
    const as = await staffCookie('support');
    const refund = (body: { amount_cents?: number; payment?: string }) =>
      inject(context().app, refundPaymentEndpoint, {
        as,
        body: { member: member.id, payment: publicId, reason: 'Goodwill', key: randomUUID(), ...body },
      });

    const answer = await refund({ amount_cents: 400 });
    expect(answer.json()).toEqual({ refund_cents: 400, currency: 'EUR', state: 'requested' });
    const [job] = await db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'sandbox-psp-notify'))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(job?.payload).toMatchObject({ adjustment: { kind: 'refund', amountCents: 400 } });
    const [audit] = await db().select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'payment_refunded',
      role: 'support',
      memberUserId: member.id,
      reason: 'Goodwill',
      detail: { payment: publicId, amount_cents: 400, currency: 'EUR', full: false },
    });

    const tooMuch = await refund({ amount_cents: 5000 });
    expect([tooMuch.statusCode, codeOf(tooMuch).code]).toEqual([409, 'refund_refused']);
    // Another member's payment is not found through this member.
    const [foreign] = await db().select({ id: payments.publicId }).from(payments).where(eq(payments.status, 'completed')).limit(1);
    const stranger = await kit.member({ prefix: 'members-stranger' });
    const notTheirs = await inject(context().app, refundPaymentEndpoint, {
      as,
      body: { member: stranger.id, payment: foreign!.id, reason: 'Wrong member', key: randomUUID() },
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('lifts a direct-debit block, with its audit row; without a block it is refused', async () => {
    const member = await kit.member({ prefix: 'members-dd' });
    await db().update(users).set({ directDebitBlockedAt: new Date(), directDebitBlockReason: 'sms_code' }).where(eq(users.id, member.id));
    const as = await staffCookie('admin');
    await injectOk(context().app, unblockDirectDebitEndpoint, { as, body: { member: member.id, reason: 'Called us, typo in code' } });
    const [user] = await db().select({ blockedAt: users.directDebitBlockedAt }).from(users).where(eq(users.id, member.id));
    expect(user?.blockedAt).toBeNull();
    const [audit] = await db().select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'direct_debit_unblocked', memberUserId: member.id, detail: { block_reason: 'sms_code' } });
    const again = await inject(context().app, unblockDirectDebitEndpoint, { as, body: { member: member.id, reason: 'Twice' } });
    expect([again.statusCode, codeOf(again).code]).toEqual([409, 'direct_debit_not_blocked']);
  });
});

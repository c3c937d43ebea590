import { and, eq } from 'drizzle-orm';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { fileAppealEndpoint, getAppealEndpoint } from '@dating/shared/contracts/appeals';
import { reportProfileEndpoint } from '@dating/shared/contracts/reports';
import {
  decideAppealEndpoint,
  decideEndpoint,
  getReportQueueEndpoint,
  getReportedConversationEndpoint,
} from '@dating/shared/contracts/staff-reports';
import { moderationDecisions, notificationSettings, notificationsDisabled, reports, sessions, users } from '../../db/schema';
import { conversation } from '../../test/builders/conversations';
import { createLoggedInMember, type TestMember } from '../../test/builders/members';
import { auditRowsOf, createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { inject, injectOk } from '../../test/inject';
import { mailsTo } from '../../test/mailbox';
import { setupTestContext } from '../../test/test-app';

const context = setupTestContext({ app: { unlimited: true } });
const db = () => context().database.db;

/** The member's mails, after the notices due were sent (as the api's worker does right after the decision commits). */
const mails = (member: TestMember) => mailsTo(context().app, member.email);
const codeOf = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

type Member = TestMember & { cookie: string };
const report = (reporter: Member, reported: Member, extra: { conversation?: number } = {}) =>
  injectOk(context().app, reportProfileEndpoint, {
    as: reporter,
    body: { profile: reported.profileId, reason: 'harassment', comment: 'rude', ...extra },
  });

async function moderator(prefix = 'mod') {
  const staff = await createTestStaff(context(), { prefix, role: 'moderator' });
  return { staff, cookie: await staffSessionCookie(context(), staff) };
}
const queue = (cookie: string) => injectOk(context().app, getReportQueueEndpoint, { as: cookie });

describe('who may moderate', () => {
  it('a 404 for operators, support, members and visitors, before the body is read', async () => {
    const member = await createLoggedInMember(context(), { prefix: 'mod-404' });
    const callers: (string | undefined)[] = [undefined, member.cookie];
    for (const role of ['operator', 'support'] satisfies StaffRole[]) {
      callers.push(await staffSessionCookie(context(), await createTestStaff(context(), { prefix: 'not-mod', role })));
    }
    for (const as of callers) {
      for (const endpoint of [getReportQueueEndpoint, decideEndpoint, decideAppealEndpoint, getReportedConversationEndpoint]) {
        const response = await inject(context().app, endpoint, as ? { as } : {});
        expect([endpoint.path, response.statusCode, codeOf(response)]).toEqual([endpoint.path, 404, 'not_found']);
      }
    }
  });
});

describe('the reports queue', () => {
  it('groups open reports per reported member, each group oldest first, the groups by their oldest report', async () => {
    const { cookie } = await moderator();
    const [reporter, other, first, second] = await Promise.all(
      ['queue-reporter', 'queue-other', 'queue-first', 'queue-second'].map((prefix) => createLoggedInMember(context(), { prefix })),
    );
    await report(reporter!, first!);
    await report(reporter!, second!);
    await report(other!, first!);
    const groups = (await queue(cookie)).groups.filter((group) => [first!.id, second!.id].includes(group.member.user_id));
    expect(groups.map((group) => [group.member.user_id, group.reports.map((r) => r.reporter?.profile_id)])).toEqual([
      [first!.id, [reporter!.profileId, other!.profileId]],
      [second!.id, [reporter!.profileId]],
    ]);
    expect(groups[0]!.reports[0]).toMatchObject({ reason: 'harassment', comment: 'rude', photo: null, conversation_id: null });
  });
});

describe('a ban from the reports', () => {
  it('bans, closes the reports, and sends the statement of reasons whatever the preferences, and the reporter a note, each in their language', async () => {
    const { staff, cookie } = await moderator();
    const reporter = await createLoggedInMember(context(), { prefix: 'ban-reporter', language: 'fr' });
    const reported = await createLoggedInMember(context(), { prefix: 'ban-reported', language: 'de' });
    // Mail switched off and every stop on record (bounce, spam complaint, unsubscribe): a legal notice goes all the same.
    await db()
      .insert(notificationSettings)
      .values(['news', 'reminders', 'promotions'].map((type) => ({ userId: reported.id, type: type as 'news', email: false })));
    await db()
      .insert(notificationsDisabled)
      .values((['fbl', 'bounce', 'listunsubscribe'] as const).map((reason) => ({ userId: reported.id, reason })));
    await report(reporter, reported);
    const group = (await queue(cookie)).groups.find((g) => g.member.user_id === reported.id)!;
    const ids = group.reports.map((r) => r.id);

    const { decision } = await injectOk(context().app, decideEndpoint, {
      as: cookie,
      body: { member: reported.id, kind: 'ban', ground: 'harassment', facts: 'Threatening messages to several members.', reports: ids },
    });

    const [account] = await db().select({ bannedAt: users.bannedAt }).from(users).where(eq(users.id, reported.id));
    expect(account!.bannedAt).not.toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, reported.id))).toEqual([]);
    const closed = await db()
      .select({ status: reports.status, decisionId: reports.decisionId })
      .from(reports)
      .where(eq(reports.reportedProfileId, reported.profileId));
    expect(closed).toEqual([{ status: 'decided', decisionId: decision }]);
    expect((await queue(cookie)).groups.some((g) => g.member.user_id === reported.id)).toBe(false);

    const [statement] = await mails(reported);
    expect(statement!.subject).toBe('Eine Entscheidung zu deinem Konto');
    expect(statement!.text).toContain('Belästigung, Drohungen oder Hass');
    expect(statement!.text).toContain('Threatening messages to several members.');
    expect(statement!.text).toMatch(/\/complaints\?appeal=\d+\.[\w-]{32}/);
    const [kept] = await db()
      .select({ sent: moderationDecisions.statementSentAt })
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, decision));
    expect(kept!.sent).not.toBeNull();

    const [note] = await mails(reporter);
    expect(note!.subject).toBe('Votre signalement');
    expect(note!.text).toContain('avons pris des mesures');
    // Nothing of the other member: not the measure, not the facts.
    expect(note!.text).not.toContain('Threatening');
    expect(note!.text).not.toMatch(/ferm|bann/i);

    expect((await auditRowsOf(context(), staff.id)).map((row) => [row.action, row.memberUserId, row.detail])).toEqual([
      ['moderation_decided', reported.id, { decision_id: decision, kind: 'ban', ground: 'harassment', reports: ids }],
    ]);

    // A second moderator deciding on the same reports meanwhile is refused.
    const late = await inject(context().app, decideEndpoint, {
      as: (await moderator('late')).cookie,
      body: { member: reported.id, kind: 'warn', ground: 'harassment', facts: 'x', reports: ids },
    });
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'reports_decided']);
  });

  it('a dismissal tells the reporter and not the member reported', async () => {
    const { cookie } = await moderator();
    const reporter = await createLoggedInMember(context(), { prefix: 'dismiss-reporter' });
    const reported = await createLoggedInMember(context(), { prefix: 'dismiss-reported' });
    await report(reporter, reported);
    const group = (await queue(cookie)).groups.find((g) => g.member.user_id === reported.id)!;
    await injectOk(context().app, decideEndpoint, {
      as: cookie,
      body: { member: reported.id, kind: 'dismiss', ground: 'terms_other', facts: 'No breach.', reports: group.reports.map((r) => r.id) },
    });
    expect((await mails(reported)).filter((mail) => mail.subject === 'A decision about your account')).toEqual([]);
    expect((await mails(reporter))[0]!.text).toContain('did not find a breach');
  });

  it('refuses a report about another member', async () => {
    const { cookie } = await moderator();
    const [reporter, reported, bystander] = await Promise.all(
      ['wrong-reporter', 'wrong-reported', 'wrong-bystander'].map((prefix) => createLoggedInMember(context(), { prefix })),
    );
    await report(reporter!, reported!);
    const group = (await queue(cookie)).groups.find((g) => g.member.user_id === reported!.id)!;
    const response = await inject(context().app, decideEndpoint, {
      as: cookie,
      body: { member: bystander!.id, kind: 'warn', ground: 'spam', facts: 'x', reports: group.reports.map((r) => r.id) },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a conversation report', () => {
  it('names a conversation of the two, which a moderator may read, each reading logged', async () => {
    const { staff, cookie } = await moderator();
    const reporter = await createLoggedInMember(context(), { prefix: 'conv-reporter' });
    const reported = await createLoggedInMember(context(), { prefix: 'conv-reported' });
    const stranger = await createLoggedInMember(context(), { prefix: 'conv-stranger' });
    const theirs = await conversation(context(), {
      starter: reported.profileId,
      other: reporter.profileId,
      messages: [{ from: reported.profileId, body: 'send money now' }],
    });
    const elsewhere = await conversation(context(), { starter: reported.profileId, other: stranger.profileId });
    const refused = await inject(context().app, reportProfileEndpoint, {
      as: reporter,
      body: { profile: reported.profileId, reason: 'scam_or_spam', conversation: elsewhere },
    });
    expect(refused.statusCode).toBe(404);
    await report(reporter, reported, { conversation: theirs });

    const item = (await queue(cookie)).groups.find((g) => g.member.user_id === reported.id)!.reports[0]!;
    expect(item.conversation_id).toBe(theirs);
    const read = await injectOk(context().app, getReportedConversationEndpoint, { as: cookie, query: { report: item.id } });
    expect(read.messages.map((message) => [message.from_profile_id, message.body])).toEqual([[reported.profileId, 'send money now']]);
    expect((await auditRowsOf(context(), staff.id)).map((row) => [row.action, row.detail])).toEqual([
      ['conversation_read', { report_id: item.id, conversation_id: theirs, messages: 1 }],
    ]);

    // A report without a conversation opens none.
    await report(stranger, reported);
    const plain = (await queue(cookie)).groups
      .find((g) => g.member.user_id === reported.id)!
      .reports.find((r) => r.conversation_id === null)!;
    expect((await inject(context().app, getReportedConversationEndpoint, { as: cookie, query: { report: plain.id } })).statusCode).toBe(
      404,
    );
  });
});

describe('an appeal', () => {
  it('is filed from the statement’s link without a login, reviewed by another moderator only, and a lift undoes the suspension', async () => {
    const first = await moderator('first');
    const second = await moderator('second');
    const member = await createLoggedInMember(context(), { prefix: 'appealing' });
    const { decision } = await injectOk(context().app, decideEndpoint, {
      as: first.cookie,
      body: { member: member.id, kind: 'suspend', ground: 'spam', facts: 'Advertising in every message.', suspend_days: 7 },
    });
    const statement = (await mails(member))[0]!;
    expect(statement.text).toContain('Advertising in every message.');
    const token = /\/complaints\?appeal=(\d+\.[\w-]{32})/.exec(statement.text)![1]!;
    expect(token.startsWith(`${decision}.`)).toBe(true);

    expect((await inject(context().app, getAppealEndpoint, { query: { token: `${decision}.${'A'.repeat(32)}` } })).statusCode).toBe(404);
    const state = await injectOk(context().app, getAppealEndpoint, { query: { token } });
    expect(state).toMatchObject({ decision: { kind: 'suspend', ground: 'spam' }, appeal: null, can_appeal: true });
    await injectOk(context().app, fileAppealEndpoint, { body: { token, text: 'It was one message, by mistake.' } });
    const again = await inject(context().app, fileAppealEndpoint, { body: { token, text: 'again' } });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'appeal_exists']);

    // Not in the queue of the moderator who decided, nor theirs to decide.
    expect((await queue(first.cookie)).appeals.some((appeal) => appeal.member.user_id === member.id)).toBe(false);
    const appeal = (await queue(second.cookie)).appeals.find((item) => item.member.user_id === member.id)!;
    expect(appeal).toMatchObject({ text: 'It was one message, by mistake.', decision: { id: decision, kind: 'suspend' } });
    const own = await inject(context().app, decideAppealEndpoint, {
      as: first.cookie,
      body: { appeal: appeal.id, outcome: 'lift', facts: 'x' },
    });
    expect(own.statusCode).toBe(404);

    const lifted = await injectOk(context().app, decideAppealEndpoint, {
      as: second.cookie,
      body: { appeal: appeal.id, outcome: 'lift', facts: 'A single message; the warning is enough.' },
    });
    const [account] = await db().select({ until: users.suspendedUntil }).from(users).where(eq(users.id, member.id));
    expect(account!.until).toBeNull();
    const [review] = await db()
      .select({ kind: moderationDecisions.kind, of: moderationDecisions.appealOfDecisionId })
      .from(moderationDecisions)
      .where(and(eq(moderationDecisions.id, lifted.decision)));
    expect(review).toEqual({ kind: 'lift', of: decision });
    expect((await mails(member))[0]!.text).toContain('reversed our decision');
    expect((await injectOk(context().app, getAppealEndpoint, { query: { token } })).appeal?.status).toBe('decided');
    expect((await auditRowsOf(context(), second.staff.id)).map((row) => row.action)).toEqual(['appeal_decided']);
  });

  it('cannot lift a suspension a later ban replaced: refused, the ban stays, the member is told nothing false', async () => {
    const first = await moderator('first-later');
    const second = await moderator('second-later');
    const member = await createLoggedInMember(context(), { prefix: 'replaced' });
    await injectOk(context().app, decideEndpoint, {
      as: first.cookie,
      body: { member: member.id, kind: 'suspend', ground: 'spam', facts: 'Advertising.', suspend_days: 7 },
    });
    const token = /\/complaints\?appeal=(\d+\.[\w-]{32})/.exec((await mails(member))[0]!.text)![1]!;
    await injectOk(context().app, fileAppealEndpoint, { body: { token, text: 'Not me.' } });
    await injectOk(context().app, decideEndpoint, {
      as: first.cookie,
      body: { member: member.id, kind: 'ban', ground: 'spam', facts: 'Advertising again, from a new profile text.' },
    });
    const appeal = (await queue(second.cookie)).appeals.find((item) => item.member.user_id === member.id)!;
    const refused = await inject(context().app, decideAppealEndpoint, {
      as: second.cookie,
      body: { appeal: appeal.id, outcome: 'lift', facts: 'x' },
    });
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'nothing_to_lift']);
    const [account] = await db().select({ bannedAt: users.bannedAt }).from(users).where(eq(users.id, member.id));
    expect(account!.bannedAt).not.toBeNull();
  });
});

import { desc, eq } from 'drizzle-orm';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { getConversationEndpoint, getMemberProfileEndpoint } from '@dating/shared/contracts/index';
import { reportProfileEndpoint } from '@dating/shared/contracts/reports';
import { getInboxEndpoint, replyAsPersonaEndpoint } from '@dating/shared/contracts/staff-inbox';
import { decideProfileEndpoint, getProfileReportQueueEndpoint, type ProfileDecisionRequest } from '@dating/shared/contracts/staff-reports';
import { loadChatList } from '../../conversations/chat-list';
import { likes, messages, moderationDecisions, notificationSettings, personaReplies, photos, profiles, reports } from '../../db/schema';
import { loadLikesPage } from '../../likes/likes-tabs';
import { findMatches } from '../../members/match-finder';
import { searchMembers } from '../../members/member-search';
import { isLandingProfile } from '../../landers/lander-profiles';
import { conversation } from '../../test/builders/conversations';
import { createLoggedInMember, type TestMember } from '../../test/builders/members';
import { fictionalProfile } from '../../test/builders/profiles';
import { auditRowsOf, createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { inject, injectOk } from '../../test/inject';
import { mailsTo } from '../../test/mailbox';
import { setupTestContext } from '../../test/test-app';

const context = setupTestContext({ app: { unlimited: true } });
const db = () => context().database.db;
const app = () => context().app;
const codeOf = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

async function staffOf(role: StaffRole, prefix = 'site-profiles') {
  const staff = await createTestStaff(context(), { prefix, role });
  return { staff, cookie: await staffSessionCookie(context(), staff) };
}
const queue = (cookie: string) => injectOk(app(), getProfileReportQueueEndpoint, { as: cookie });
const decideAbout = (cookie: string, body: ProfileDecisionRequest) => inject(app(), decideProfileEndpoint, { as: cookie, body });

type Member = TestMember & { cookie: string };
const report = (reporter: Member, profile: number, extra: { conversation?: number; photo?: number } = {}) =>
  injectOk(app(), reportProfileEndpoint, { as: reporter, body: { profile, reason: 'scam_or_spam', comment: 'asks for money', ...extra } });

describe('who may decide about the site’s profiles', () => {
  it('a 404 for operators, support, members and visitors', async () => {
    const member = await createLoggedInMember(context(), { prefix: 'site-404' });
    const callers: (string | undefined)[] = [
      undefined,
      member.cookie,
      (await staffOf('operator')).cookie,
      (await staffOf('support')).cookie,
    ];
    for (const as of callers) {
      for (const endpoint of [getProfileReportQueueEndpoint, decideProfileEndpoint]) {
        const response = await inject(app(), endpoint, as ? { as } : {});
        expect([endpoint.path, response.statusCode, codeOf(response)]).toEqual([endpoint.path, 404, 'not_found']);
      }
    }
  });
});

describe('the site profiles’ queue', () => {
  it('groups the reports per profile, oldest first, and leaves a report about a conversation out for whoever wrote in it as the profile', async () => {
    const moderator = await staffOf('moderator');
    const writer = await staffOf('admin', 'site-writer');
    const [first, second] = [await fictionalProfile(context()), await fictionalProfile(context())];
    const [alice, bob] = await Promise.all(['site-alice', 'site-bob'].map((prefix) => createLoggedInMember(context(), { prefix })));
    const chat = await conversation(context(), {
      starter: alice!.profileId,
      other: first,
      messages: [{ from: first, body: 'Send me a gift card' }],
    });
    const [written] = await db().select({ id: messages.id }).from(messages).where(eq(messages.conversationId, chat));
    await db().insert(personaReplies).values({ messageId: written!.id, staffId: writer.staff.id, language: 'en' });

    await report(alice!, first, { conversation: chat });
    await report(bob!, second);
    await report(bob!, first);

    const groups = (await queue(moderator.cookie)).groups.filter((group) => [first, second].includes(group.profile.profile_id));
    expect(groups.map((group) => [group.profile.profile_id, group.reports.map((r) => r.reporter?.profile_id)])).toEqual([
      [first, [alice!.profileId, bob!.profileId]],
      [second, [bob!.profileId]],
    ]);
    expect(groups[0]!.reports[0]).toMatchObject({ reason: 'scam_or_spam', comment: 'asks for money', conversation_id: chat });
    expect(groups[0]!.profile).toMatchObject({ offline: false, photo_url: expect.stringMatching(/^\/photos\/fictional-\d+-thumb\.jpg$/) });

    // The admin who wrote as the profile sees the other reports only, and cannot decide the one about their conversation.
    const theirs = (await queue(writer.cookie)).groups.find((group) => group.profile.profile_id === first)!;
    expect(theirs.reports.map((r) => r.reporter?.profile_id)).toEqual([bob!.profileId]);
    const own = await decideAbout(writer.cookie, {
      profile: first,
      kind: 'dismiss',
      ground: 'fraud',
      facts: 'x',
      reports: groups[0]!.reports.map((r) => r.id),
    });
    expect(own.statusCode).toBe(404);
  });
});

describe('decisions about a site profile', () => {
  it('takes it offline everywhere, closes the reports and sends each reporter a note in their language whatever their mail settings; back online restores it', async () => {
    const { staff, cookie } = await staffOf('moderator');
    // In a country of its own, so the searches below find it or not whatever else the database holds.
    const persona = await fictionalProfile(context(), { country: 'MT', city: 'Valletta' });
    const reporter = await createLoggedInMember(context(), { prefix: 'site-reporter', language: 'fr' });
    const other = await createLoggedInMember(context(), { prefix: 'site-other' });
    await db().insert(likes).values({ fromProfileId: other.profileId, toProfileId: persona });
    /** Where a member or a visitor comes across the profile: searches, the match finder, the likes tab, the chat list. */
    const surfaces = async () => ({
      memberSearch: (await searchMembers(db(), other.profileId, { country: 'MT', limit: 48 })).profiles.some((p) => p.id === persona),
      visitorSearch: (await searchMembers(db(), null, { country: 'MT', limit: 48 })).profiles.some((p) => p.id === persona),
      matchFinder: (await findMatches(db(), other.profileId, { country: 'MT', min_age: 18, max_age: 99 })).matches.some(
        (match) => match.profile.id === persona,
      ),
      likesSent: (await loadLikesPage(db(), other.profileId, 'sent', 1)).items.some((item) => item.profile.id === persona),
      chatList: (await loadChatList(db(), other.profileId)).chats.some((chat) => chat.profile.id === persona),
    });
    await db()
      .insert(notificationSettings)
      .values(['news', 'reminders', 'promotions'].map((type) => ({ userId: reporter.id, type: type as 'news', email: false })));
    const chat = await conversation(context(), { starter: other.profileId, other: persona, messages: [{ from: persona, body: 'hi' }] });
    await report(reporter, persona);
    expect(await isLandingProfile(db(), persona)).toBe(true);
    const everywhere = { memberSearch: true, visitorSearch: true, matchFinder: true, likesSent: true, chatList: true };
    expect(await surfaces()).toEqual(everywhere);

    const group = (await queue(cookie)).groups.find((g) => g.profile.profile_id === persona)!;
    const response = await decideAbout(cookie, {
      profile: persona,
      kind: 'take_offline',
      ground: 'fraud',
      facts: 'Asked members for gift cards.',
      reports: group.reports.map((r) => r.id),
    });
    expect(response.statusCode).toBe(200);
    const { decision } = response.json() as { decision: number };

    // Hidden from members and visitors, landers; its conversation shows it left.
    expect((await inject(app(), getMemberProfileEndpoint, { as: other.cookie, query: { id: persona } })).statusCode).toBe(404);
    expect((await inject(app(), getMemberProfileEndpoint, { query: { id: persona } })).statusCode).toBe(404);
    expect(await isLandingProfile(db(), persona)).toBe(false);
    expect(await surfaces()).toEqual({ memberSearch: false, visitorSearch: false, matchFinder: false, likesSent: false, chatList: false });
    const view = await injectOk(app(), getConversationEndpoint, { as: other.cookie, query: { conversation: chat } });
    expect(view.send_state).toBe('partner_left');

    const [row] = await db().select().from(moderationDecisions).where(eq(moderationDecisions.id, decision));
    expect(row).toMatchObject({ memberUserId: null, profileId: persona, kind: 'take_offline', ground: 'fraud', staffId: staff.id });
    expect(await db().select({ status: reports.status }).from(reports).where(eq(reports.reportedProfileId, persona))).toEqual([
      { status: 'decided' },
    ]);
    const [note] = await mailsTo(app(), reporter.email);
    expect(note!.subject).toBe('Votre signalement');
    expect(note!.text).toContain('avons pris des mesures');
    expect(note!.text).not.toContain('gift cards');

    const twice = await decideAbout(cookie, { profile: persona, kind: 'take_offline', ground: 'fraud', facts: 'again' });
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'profile_offline']);
    const { offline } = await queue(cookie);
    expect(offline.find((entry) => entry.profile.profile_id === persona)).toMatchObject({
      profile: { offline: true },
      decision: { id: decision, ground: 'fraud', facts: 'Asked members for gift cards.' },
    });

    expect(
      (await decideAbout(cookie, { profile: persona, kind: 'put_online', ground: 'fraud', facts: 'The texts were rewritten.' })).statusCode,
    ).toBe(200);
    expect((await inject(app(), getMemberProfileEndpoint, { as: other.cookie, query: { id: persona } })).statusCode).toBe(200);
    expect(await isLandingProfile(db(), persona)).toBe(true);
    expect(await surfaces()).toEqual(everywhere);
    const back = await decideAbout(cookie, { profile: persona, kind: 'put_online', ground: 'fraud', facts: 'again' });
    expect([back.statusCode, codeOf(back)]).toEqual([409, 'profile_online']);

    const audit = (await auditRowsOf(context(), staff.id)).filter((entry) => entry.profileId === persona);
    expect(audit.map((entry) => [entry.action, (entry.detail as { kind: string }).kind])).toEqual([
      ['moderation_decided', 'take_offline'],
      ['moderation_decided', 'put_online'],
    ]);
  });

  it('an offline profile leaves the operator inbox and cannot be answered as; only an active one is taken offline, and back online settles no report', async () => {
    const { cookie } = await staffOf('admin', 'site-inbox');
    const persona = await fictionalProfile(context());
    const member = await createLoggedInMember(context(), { prefix: 'site-inbox-member' });
    const chat = await conversation(context(), {
      starter: member.profileId,
      other: persona,
      messages: [
        { from: persona, body: 'hi' },
        { from: member.profileId, body: 'still there?' },
      ],
    });
    const waiting = async () =>
      (await injectOk(app(), getInboxEndpoint, { as: cookie, query: { persona } })).items.map((item) => item.conversation);
    expect(await waiting()).toEqual([chat]);

    expect((await decideAbout(cookie, { profile: persona, kind: 'take_offline', ground: 'fraud', facts: 'Scam.' })).statusCode).toBe(200);
    expect(await waiting()).toEqual([]);
    const reply = await inject(app(), replyAsPersonaEndpoint, {
      as: cookie,
      body: { conversation: chat, client_id: '7d1f0c52-61a4-4a8e-9d55-3c1f2f0b6a11', text: 'Hi!' },
    });
    expect(reply.statusCode).toBe(404);

    const [open] = await db().insert(reports).values({ reportedProfileId: persona, category: 'spam' }).returning({ id: reports.id });
    const withReports = await decideAbout(cookie, {
      profile: persona,
      kind: 'put_online',
      ground: 'fraud',
      facts: 'x',
      reports: [open!.id],
    });
    expect(withReports.statusCode).toBe(400);

    const disabled = await fictionalProfile(context(), { status: 'disabled' });
    const refused = await decideAbout(cookie, { profile: disabled, kind: 'take_offline', ground: 'fraud', facts: 'x' });
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'profile_not_active']);
  });

  it('removes the reported photo, or dismisses: the reporter is told no breach was found; a member is not a site profile', async () => {
    const { cookie } = await staffOf('admin');
    const persona = await fictionalProfile(context());
    const [photo] = await db().select({ id: photos.id }).from(photos).where(eq(photos.profileId, persona));
    const reporter = await createLoggedInMember(context(), { prefix: 'site-photo' });
    await report(reporter, persona, { photo: photo!.id });
    const [filed] = await db().select({ id: reports.id }).from(reports).orderBy(desc(reports.id)).limit(1);
    expect(
      (
        await decideAbout(cookie, {
          profile: persona,
          kind: 'remove_photo',
          ground: 'photo_rules',
          facts: 'Stock photo.',
          photo: photo!.id,
          reports: [filed!.id],
        })
      ).statusCode,
    ).toBe(200);
    const [removed] = await db().select({ status: photos.status }).from(photos).where(eq(photos.id, photo!.id));
    expect(removed!.status).toBe('rejected');
    const [flags] = await db().select({ publicPhoto: profiles.publicPhoto }).from(profiles).where(eq(profiles.id, persona));
    expect(flags!.publicPhoto).toBe(false);
    expect((await mailsTo(app(), reporter.email))[0]!.text).toContain('taken action');

    await report(reporter, persona);
    const [again] = await db().select({ id: reports.id }).from(reports).orderBy(desc(reports.id)).limit(1);
    expect(
      (await decideAbout(cookie, { profile: persona, kind: 'dismiss', ground: 'fraud', facts: 'Nothing wrong.', reports: [again!.id] }))
        .statusCode,
    ).toBe(200);
    expect((await mailsTo(app(), reporter.email))[0]!.text).toContain('did not find a breach');

    const member = await createLoggedInMember(context(), { prefix: 'site-member' });
    expect((await decideAbout(cookie, { profile: member.profileId, kind: 'take_offline', ground: 'fraud', facts: 'x' })).statusCode).toBe(
      404,
    );
  });
});

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { uploadPhotoEndpoint } from '@dating/shared/contracts/index';
import { getStaffHomeFiguresEndpoint } from '@dating/shared/contracts/staff-home';
import { complaints, jobs, messages, moderationAppeals, moderationDecisions, personaReplies, reports, sites } from '../../db/schema';
import { conversation } from '../../test/builders/conversations';
import { fictionalProfile } from '../../test/builders/profiles';
import { createLoggedInMember } from '../../test/builders/members';
import { createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { inject, injectOk } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';
import { multipart } from '../../test/test-photos';

const context = setupTestContext({ app: { unlimited: true } });
const db = () => context().database.db;

async function staffOf(role: StaffRole) {
  const staff = await createTestStaff(context(), { prefix: `home-${role}`, role });
  const cookie = await staffSessionCookie(context(), staff);
  return { staff, figures: () => injectOk(context().app, getStaffHomeFiguresEndpoint, { as: cookie }) };
}

describe('the console home’s figures', () => {
  it('give each role the figures of its own pages only; a member and a visitor get the 404', async () => {
    const keys = async (role: StaffRole) => Object.keys(await (await staffOf(role)).figures()).sort();
    expect(await keys('operator')).toEqual(['inbox_waiting']);
    expect(await keys('moderator')).toEqual(['open_appeals', 'open_profile_reports', 'open_reports', 'photos_waiting']);
    expect(await keys('support')).toEqual(['open_complaints']);
    expect(await keys('admin')).toEqual([
      'dead_jobs',
      'inbox_waiting',
      'open_appeals',
      'open_complaints',
      'open_profile_reports',
      'open_reports',
      'photos_waiting',
    ]);
    const member = await createLoggedInMember(context(), { prefix: 'home-member' });
    for (const as of [member.cookie, undefined]) {
      expect((await inject(context().app, getStaffHomeFiguresEndpoint, as ? { as } : {})).statusCode).toBe(404);
    }
  });

  it('count what waits: photos, open reports about members, appeals against others’ decisions, open complaints, dead jobs', async () => {
    const admin = await staffOf('admin');
    const other = await staffOf('moderator');
    const before = await admin.figures();

    const member = await createLoggedInMember(context(), { prefix: 'home-photos' });
    const png = await sharp({ create: { width: 48, height: 64, channels: 3, background: { r: 90, g: 40, b: 160 } } })
      .png()
      .toBuffer();
    await injectOk(context().app, uploadPhotoEndpoint, { as: member.cookie, form: multipart(png) });
    // Two reports about the member; two about a site's own profile (its own figure, the "Site profiles" tab), one of
    // them about a conversation the admin wrote in as the profile (not theirs to judge: left out of their figure).
    const persona = await fictionalProfile(context());
    const chat = await conversation(context(), { starter: member.profileId, other: persona, messages: [{ from: persona, body: 'hi' }] });
    const [written] = await db().select({ id: messages.id }).from(messages).where(eq(messages.conversationId, chat));
    await db().insert(personaReplies).values({ messageId: written!.id, staffId: admin.staff.id, language: 'en' });
    await db()
      .insert(reports)
      .values([
        { reportedProfileId: member.profileId, category: 'spam' },
        { reportedProfileId: member.profileId, category: 'fake' },
        { reportedProfileId: persona, category: 'spam' },
        { reportedProfileId: persona, category: 'spam', reportedConversationId: chat },
        { reportedProfileId: persona, category: 'spam', status: 'decided' },
        { reportedProfileId: member.profileId, category: 'spam', status: 'decided' },
      ]);
    // An appeal against the admin's own decision is not theirs to review; one against the moderator's is.
    const decisions = await db()
      .insert(moderationDecisions)
      .values([
        { memberUserId: member.id, staffId: admin.staff.id, kind: 'warn', ground: 'spam' },
        { memberUserId: member.id, staffId: other.staff.id, kind: 'warn', ground: 'spam' },
      ])
      .returning({ id: moderationDecisions.id });
    await db()
      .insert(moderationAppeals)
      .values(decisions.map((decision) => ({ decisionId: decision.id, memberUserId: member.id, text: 'Not me', language: 'en' as const })));
    const [site] = await db().select({ id: sites.id }).from(sites).limit(1);
    await db()
      .insert(complaints)
      .values([
        { siteId: site!.id, email: 'a@example.test', subject: 'Help', message: 'Please', language: 'en' },
        { siteId: site!.id, email: 'b@example.test', subject: 'Done', message: 'Thanks', language: 'en', status: 'answered' },
      ]);
    await db()
      .insert(jobs)
      .values([
        { kind: 'home-figures-test', payload: {}, status: 'dead', runAt: new Date(), maxAttempts: 5 },
        { kind: 'home-figures-test', payload: {}, status: 'pending', runAt: new Date(Date.now() + 3_600_000), maxAttempts: 5 },
      ]);

    const after = await admin.figures();
    expect({
      photos: after.photos_waiting! - before.photos_waiting!,
      reports: after.open_reports! - before.open_reports!,
      profileReports: after.open_profile_reports! - before.open_profile_reports!,
      appeals: after.open_appeals! - before.open_appeals!,
      complaints: after.open_complaints! - before.open_complaints!,
      dead: after.dead_jobs! - before.dead_jobs!,
    }).toEqual({ photos: 1, reports: 2, profileReports: 1, appeals: 1, complaints: 1, dead: 1 });
    // The moderator sees the appeal against the admin's decision, not the one against their own, and both reports
    // about the site profile (they did not write in that conversation).
    const theirs = await other.figures();
    expect(theirs.open_appeals).toBe(after.open_appeals);
    expect(theirs.open_profile_reports).toBe(after.open_profile_reports! + 1);
  });
});

import { desc, eq } from 'drizzle-orm';
import { ErrorBodySchema, ReportResponseSchema, reportProfileEndpoint } from '@dating/shared/contracts/index';
import { photos, reports } from '../../db/schema';
import { DEMO_FREE_EMAIL, DEMO_PREMIUM_EMAIL } from '../../seed/demo-members';
import { mailsTo } from '../../test/mailbox';
import { CLIENT, rateLimitOf, setupTestContext } from '../../test/test-app';
import { loginMember } from '../../test/builders/members';

const context = setupTestContext();
const db = () => context().database.db;
let cookie = '';
let premiumId = 0;
let freeId = 0;

beforeAll(async () => {
  ({ cookie, profileId: freeId } = await loginMember(context(), DEMO_FREE_EMAIL));
  ({ profileId: premiumId } = await loginMember(context(), DEMO_PREMIUM_EMAIL));
});

/** Raw on the descriptor's path: the tests send reasons the contract does not name too. */
const report = (payload: object, headers: Record<string, string> = { cookie }) =>
  context().app.inject({
    method: reportProfileEndpoint.method,
    url: reportProfileEndpoint.path,
    headers: { ...CLIENT, ...headers },
    payload,
  });

const mails = () => mailsTo(context().app, DEMO_FREE_EMAIL);

describe('POST /api/report.php', () => {
  it('stores the report for review and mails the reporter a neutral acknowledgement without the comment', async () => {
    const before = (await mails()).length;
    const comment = '<b>asks for money</b> on the first message';
    const response = await report({ profile: premiumId, reason: 'scam_or_spam', comment });
    expect(response.statusCode).toBe(200);
    expect(ReportResponseSchema.parse(response.json())).toEqual({ reported: true });

    const [stored] = await db().select().from(reports).orderBy(desc(reports.id)).limit(1);
    expect(stored).toMatchObject({
      reporterProfileId: freeId,
      reportedProfileId: premiumId,
      reportedPhotoId: null,
      category: 'scam_or_spam',
      text: comment,
      status: 'open',
    });

    const after = await mails();
    expect(after).toHaveLength(before + 1);
    const mail = after[0]!;
    expect(mail.subject).toBe('We received your report');
    expect(mail.text).not.toContain('money');
    expect(mail.html ?? '').not.toContain('<b>');
  });

  it('may name one photo of the profile; a photo of another profile is 404', async () => {
    const [photo] = await db().select({ id: photos.id }).from(photos).where(eq(photos.profileId, premiumId)).limit(1);
    const [foreign] = await db().select({ id: photos.id }).from(photos).where(eq(photos.profileId, freeId)).limit(1);
    // Both demo members have photos in the seed.
    expect(photo).toBeDefined();
    expect(foreign).toBeDefined();
    expect((await report({ profile: premiumId, photo: photo!.id, reason: 'inappropriate_photo' })).statusCode).toBe(200);
    const [stored] = await db().select().from(reports).orderBy(desc(reports.id)).limit(1);
    expect(stored?.reportedPhotoId).toBe(photo!.id);
    expect((await report({ profile: premiumId, photo: foreign!.id, reason: 'inappropriate_photo' })).statusCode).toBe(404);
  });

  it('refuses visitors, unknown profiles and one’s own, and a reason outside the list', async () => {
    expect((await report({ profile: premiumId, reason: 'other' }, {})).statusCode).toBe(403);
    expect((await report({ profile: 2_000_000_000, reason: 'other' })).statusCode).toBe(404);
    expect((await report({ profile: freeId, reason: 'other' })).statusCode).toBe(404);
    const bad = await report({ profile: premiumId, reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json()).error.field).toBe('reason');
  });

  it('is rate limited per client', async () => {
    let last = 200;
    for (let i = 0; i < rateLimitOf(reportProfileEndpoint) + 1 && last !== 429; i += 1) {
      last = (await report({ profile: premiumId, reason: 'other' }, { cookie, 'x-forwarded-for': '203.0.113.9' })).statusCode;
    }
    expect(last).toBe(429);
  });
});

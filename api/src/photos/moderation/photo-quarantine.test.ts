import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { fileAppealEndpoint } from '@dating/shared/contracts/appeals';
import { uploadPhotoEndpoint } from '@dating/shared/contracts/index';
import { decideAppealEndpoint, decideEndpoint, getReportQueueEndpoint } from '@dating/shared/contracts/staff-reports';
import { photos } from '../../db/schema';
import { createWorker } from '../../jobs/worker';
import { appealToken } from '../../staff/moderation/appeal-token';
import { createLoggedInMember } from '../../test/builders/members';
import { auditRowsOf, createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { inject, injectOk } from '../../test/inject';
import { mailsTo } from '../../test/mailbox';
import { setupTestContext } from '../../test/test-app';
import { multipart } from '../../test/test-photos';
import { photoFolders, purgeQuarantine, QUARANTINE_DAYS } from './photo-quarantine';
import { photoModerationJobs } from './rejection-notice';

const context = setupTestContext({ app: { unlimited: true } });
const db = () => context().database.db;
const app = () => context().app;
const folders = () => photoFolders(context().config.dataDir);
const DAY_MS = 86_400_000;

const runJobs = () =>
  createWorker({
    db: db(),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    kinds: photoModerationJobs(app().context).kinds,
  }).drain();

async function moderator(prefix: string) {
  const staff = await createTestStaff(context(), { prefix, role: 'moderator' });
  return { staff, cookie: await staffSessionCookie(context(), staff) };
}

/** A member with one uploaded photo, removed by a moderator's decision (its jobs run). */
async function removedPhoto(prefix: string) {
  const member = await createLoggedInMember(context(), { prefix, paid: true });
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#305090' } })
    .png()
    .toBuffer();
  await injectOk(app(), uploadPhotoEndpoint, { as: member.cookie, form: multipart(png) });
  const [photo] = await db().select().from(photos).where(eq(photos.profileId, member.profileId));
  const decider = await moderator(`${prefix}-decider`);
  const { decision } = await injectOk(app(), decideEndpoint, {
    as: decider.cookie,
    body: { member: member.id, kind: 'remove_photo', ground: 'photo_rules', facts: 'A photo of someone else.', photo: photo!.id },
  });
  await runJobs();
  return { member, photo: photo!, decision, decider };
}

const served = (file: string) => app().inject({ method: 'GET', url: `/photos/${file}` });
const fileIn = (folder: string, file: string) => fs.existsSync(path.join(folder, file));

describe('the quarantine of removed photos', () => {
  it('keeps a removed photo’s files where no URL reaches them; an appeal granted restores the photo and tells the member', async () => {
    const { member, photo, decision } = await removedPhoto('quarantine');
    expect(fileIn(folders().photos, photo.filename)).toBe(false);
    expect(fileIn(folders().quarantine, photo.filename)).toBe(true);
    expect(fileIn(folders().quarantine, photo.thumbFilename)).toBe(true);
    expect((await served(photo.filename)).statusCode).toBe(404);
    for (const url of [`/photo-quarantine/${photo.filename}`, `/photos/..%2Fphoto-quarantine%2F${photo.filename}`]) {
      const response = await app().inject({ method: 'GET', url, headers: { accept: 'image/*' } });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }

    await injectOk(app(), fileAppealEndpoint, { body: { token: await appealToken(db(), decision), text: 'It is me on the photo.' } });
    const reviewer = await moderator('quarantine-reviewer');
    const appeal = (await injectOk(app(), getReportQueueEndpoint, { as: reviewer.cookie })).appeals.find(
      (a) => a.decision.id === decision,
    )!;
    const { decision: lift } = await injectOk(app(), decideAppealEndpoint, {
      as: reviewer.cookie,
      body: { appeal: appeal.id, outcome: 'lift', facts: 'The member showed it is their photo.' },
    });
    await runJobs();

    const [restored] = await db().select().from(photos).where(eq(photos.id, photo.id));
    expect(restored).toMatchObject({
      status: 'active',
      isMain: true,
      reviewedByStaffId: reviewer.staff.id,
      quarantinedAt: null,
      rejectionReason: null,
    });
    expect(restored!.reviewedAt).not.toBeNull();
    expect((await served(photo.filename)).statusCode).toBe(200);
    expect(fileIn(folders().quarantine, photo.filename)).toBe(false);
    // The member also has the removal's statement; the mailbox's order is not the sending order on PostgreSQL.
    expect((await mailsTo(app(), member.email)).filter((mail) => mail.text.includes('Your photo is back on your profile.'))).toHaveLength(
      1,
    );
    expect((await auditRowsOf(context(), reviewer.staff.id)).filter((row) => row.action === 'appeal_decided')).toEqual([
      expect.objectContaining({
        memberUserId: member.id,
        detail: expect.objectContaining({ decision_id: lift, kind: 'lift', appeal_of_decision_id: decision }),
      }),
    ]);
  });

  it('deletes the files after the keep, and an appeal can then only be upheld', async () => {
    const { photo, decision } = await removedPhoto('quarantine-old');
    const recent = await removedPhoto('quarantine-recent');
    const long = new Date(Date.now() - (QUARANTINE_DAYS + 1) * DAY_MS);
    await db().update(photos).set({ quarantinedAt: long }).where(eq(photos.id, photo.id));
    // A file left behind by an erased account: only its age in the folder tells.
    const orphan = path.join(folders().quarantine, 'orphan-of-an-erased-account.jpg');
    fs.writeFileSync(orphan, 'x');
    fs.utimesSync(orphan, long, long);

    await purgeQuarantine(db(), folders(), new Date());
    expect(fileIn(folders().quarantine, photo.filename)).toBe(false);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fileIn(folders().quarantine, recent.photo.filename)).toBe(true);
    const [purged] = await db()
      .select({ quarantinedAt: photos.quarantinedAt, status: photos.status })
      .from(photos)
      .where(eq(photos.id, photo.id));
    expect(purged).toEqual({ quarantinedAt: null, status: 'rejected' });

    await injectOk(app(), fileAppealEndpoint, { body: { token: await appealToken(db(), decision), text: 'Please put it back.' } });
    const reviewer = await moderator('quarantine-late');
    const appeal = (await injectOk(app(), getReportQueueEndpoint, { as: reviewer.cookie })).appeals.find(
      (a) => a.decision.id === decision,
    )!;
    const refused = await inject(app(), decideAppealEndpoint, {
      as: reviewer.cookie,
      body: { appeal: appeal.id, outcome: 'lift', facts: 'x' },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('keeps past the keep the files of a removal under an open appeal, and removes a copy the move left in the served folder', async () => {
    const appealed = await removedPhoto('quarantine-appealed');
    const stuck = await removedPhoto('quarantine-stuck');
    const long = new Date(Date.now() - (QUARANTINE_DAYS + 1) * DAY_MS);
    await injectOk(app(), fileAppealEndpoint, { body: { token: await appealToken(db(), appealed.decision), text: 'It is me.' } });
    for (const { photo } of [appealed, stuck]) {
      await db().update(photos).set({ quarantinedAt: long }).where(eq(photos.id, photo.id));
      for (const name of [photo.filename, photo.thumbFilename, photo.matchFilename]) {
        fs.utimesSync(path.join(folders().quarantine, name), long, long);
      }
    }
    // The move job of the other one died: its files are still in the served folder.
    for (const name of [stuck.photo.filename, stuck.photo.thumbFilename, stuck.photo.matchFilename]) {
      fs.renameSync(path.join(folders().quarantine, name), path.join(folders().photos, name));
    }

    await purgeQuarantine(db(), folders(), new Date());
    expect(fileIn(folders().quarantine, appealed.photo.filename)).toBe(true);
    expect(fileIn(folders().quarantine, appealed.photo.thumbFilename)).toBe(true);
    expect(fileIn(folders().photos, stuck.photo.filename)).toBe(false);
    expect(fileIn(folders().photos, stuck.photo.thumbFilename)).toBe(false);

    // Decided late, the appeal still restores the photo.
    const reviewer = await moderator('quarantine-appealed-reviewer');
    const appeal = (await injectOk(app(), getReportQueueEndpoint, { as: reviewer.cookie })).appeals.find(
      (a) => a.decision.id === appealed.decision,
    )!;
    await injectOk(app(), decideAppealEndpoint, {
      as: reviewer.cookie,
      body: { appeal: appeal.id, outcome: 'lift', facts: 'Their photo.' },
    });
    await runJobs();
    const [back] = await db().select({ status: photos.status }).from(photos).where(eq(photos.id, appealed.photo.id));
    expect(back!.status).toBe('active');
    expect(fileIn(folders().photos, appealed.photo.filename)).toBe(true);
  });
});

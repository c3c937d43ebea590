import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  ChatPhotoUploadResponseSchema,
  chatPhotoLink,
  listNotificationsEndpoint,
  listOwnPhotosEndpoint,
  searchMembersEndpoint,
  sendMessageEndpoint,
  uploadChatPhotoEndpoint,
  uploadPhotoEndpoint,
} from '@dating/shared/contracts/index';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { getPhotoQueueEndpoint, reviewPhotoEndpoint, staffReviewChatPhotoLink } from '@dating/shared/contracts/staff-photos';
import { chatMedia, photos, sites } from '../../db/schema';
import { credit, readAccount } from '../../credits/ledger';
import { createWorker } from '../../jobs/worker';
import { createLoggedInMember } from '../../test/builders/members';
import { auditRowsOf, createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { inject, injectOk } from '../../test/inject';
import { mailsTo } from '../../test/mailbox';
import { setupTestContext } from '../../test/test-app';
import { multipart } from '../../test/test-photos';
import { photoModerationJobs } from './rejection-notice';
import { removePhoto } from './photo-review';

const context = setupTestContext({ app: { unlimited: true } });
const db = () => context().database.db;
const app = () => context().app;

let shade = 0;
/** A small photo, a different colour each time (no binaries in the repository). */
const png = () =>
  sharp({ create: { width: 48, height: 64, channels: 3, background: { r: 40 + ((shade += 23) % 200), g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function moderator(role: StaffRole = 'moderator') {
  const staff = await createTestStaff(context(), { prefix: 'photos', role });
  return { staff, cookie: await staffSessionCookie(context(), staff) };
}

/** A member with `count` uploaded profile photos (pending on the demo site, which pre-moderates); their rows in order. */
async function memberWithPhotos(count: number, options: { language?: 'de' | 'en' } = {}) {
  const member = await createLoggedInMember(context(), { prefix: 'photos', paid: true, ...options });
  for (let n = 0; n < count; n += 1) await injectOk(app(), uploadPhotoEndpoint, { as: member.cookie, form: multipart(await png()) });
  const rows = await db().select().from(photos).where(eq(photos.profileId, member.profileId)).orderBy(photos.position);
  return { ...member, photos: rows };
}

const review = (cookie: string, body: z.input<typeof reviewPhotoEndpoint.body>) => inject(app(), reviewPhotoEndpoint, { as: cookie, body });

/** Runs the moderation's jobs due now (the rejection mail, the files' removal), as the api's worker would. */
const runModerationJobs = () =>
  createWorker({
    db: db(),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    kinds: photoModerationJobs(app().context).kinds,
  }).drain();

describe('who may moderate photos', () => {
  it('a 404 for an operator, a support agent, a member and a visitor, before the body is read', async () => {
    const member = await createLoggedInMember(context(), { prefix: 'photos-404' });
    const callers: (string | undefined)[] = [
      undefined,
      member.cookie,
      (await moderator('operator')).cookie,
      (await moderator('support')).cookie,
    ];
    for (const as of callers) {
      for (const endpoint of [getPhotoQueueEndpoint, reviewPhotoEndpoint]) {
        const response = await inject(app(), endpoint, as ? { as } : {});
        expect([endpoint.path, response.statusCode]).toEqual([endpoint.path, 404]);
      }
      const file = await inject(app(), staffReviewChatPhotoLink, { ...(as ? { as } : {}), query: { id: 1 } });
      expect(file.statusCode).toBe(404);
    }
  });
});

describe('the queue and a decision', () => {
  it('lists uploads oldest first; an approval shows the photo to others and writes an audit row; a second decision is a conflict', async () => {
    const { staff, cookie } = await moderator('admin');
    const first = await memberWithPhotos(1);
    const second = await memberWithPhotos(1);
    const { items, total } = await injectOk(app(), getPhotoQueueEndpoint, { as: cookie });
    const ids = items.filter((item) => item.kind === 'profile').map((item) => item.id);
    expect(ids.indexOf(first.photos[0]!.id)).toBeLessThan(ids.indexOf(second.photos[0]!.id));
    expect(total).toBeGreaterThanOrEqual(2);
    const item = items.find((entry) => entry.id === first.photos[0]!.id);
    expect(item).toMatchObject({
      kind: 'profile',
      status: 'pending',
      member: { user_id: first.id, profile_id: first.profileId, open_reports: 0 },
    });

    const viewer = await createLoggedInMember(context(), { prefix: 'photos-viewer' });
    const cardOf = async () =>
      (await injectOk(app(), searchMembersEndpoint, { as: viewer.cookie, query: { country: 'NL', limit: 48 } })).profiles.find(
        (p) => p.id === first.profileId,
      )?.main_image?.filename ?? null;
    expect(await cardOf()).toBeNull();

    expect((await review(cookie, { kind: 'profile', id: first.photos[0]!.id, decision: 'approve' })).json()).toEqual({ status: 'active' });
    expect(await cardOf()).toBe(first.photos[0]!.filename);
    const again = await review(cookie, { kind: 'profile', id: first.photos[0]!.id, decision: 'reject', reason: 'explicit' });
    expect(again.statusCode).toBe(409);
    expect((await injectOk(app(), getPhotoQueueEndpoint, { as: cookie })).items.map((entry) => entry.id)).not.toContain(
      first.photos[0]!.id,
    );

    const rows = await auditRowsOf(context(), staff.id);
    expect(rows.filter((row) => row.action === 'photo_approved')).toEqual([
      expect.objectContaining({
        memberUserId: first.id,
        profileId: first.profileId,
        detail: { kind: 'profile', photo: first.photos[0]!.id },
      }),
    ]);
  });

  it('a rejected main photo gives way to the next approved one; the member is told in German in the list and by mail; its files go', async () => {
    const { staff, cookie } = await moderator();
    const member = await memberWithPhotos(3, { language: 'de' });
    const [main, pending, approved] = member.photos;
    await review(cookie, { kind: 'profile', id: approved!.id, decision: 'approve' });
    await review(cookie, { kind: 'profile', id: main!.id, decision: 'approve' });

    // An approved photo is out of the queue: a report's "remove the photo" takes it down (B's decision calls this).
    await db().transaction((tx) =>
      removePhoto(tx, { photoId: main!.id, staff: { staffId: staff.id, role: 'moderator' }, reason: 'not_the_member' }),
    );
    const after = await db().select().from(photos).where(eq(photos.profileId, member.profileId)).orderBy(photos.position);
    // The approved photo (not the one still waiting, though it comes first in the member's order) is the main one now.
    expect(after.map((p) => [p.id, p.status, p.isMain])).toEqual([
      [main!.id, 'rejected', false],
      [pending!.id, 'pending', false],
      [approved!.id, 'active', true],
    ]);
    const own = await injectOk(app(), listOwnPhotosEndpoint, { as: member.cookie });
    expect(own.photos.map((p) => p.id)).toEqual([pending!.id, approved!.id]);

    const { notifications } = await injectOk(app(), listNotificationsEndpoint, { as: member.cookie, query: {} });
    expect(notifications[0]).toMatchObject({ type: 'photo_rejected', payload: { kind: 'profile', reason: 'not_the_member' } });

    await runModerationJobs();
    const [mail] = await mailsTo(app(), member.email);
    expect(mail?.subject).toBe('Ein Foto wurde nicht freigegeben');
    expect(mail?.text).toContain('Grund: Das Foto zeigt nicht dich.');
    // Nothing private: no file name, no picture.
    expect(mail?.text).not.toContain(main!.filename);
    const served = await app().inject({ method: 'GET', url: `/photos/${main!.filename}` });
    expect(served.statusCode).toBe(404);

    // The queue's own rejection: audited with its reason.
    const queued = await review(cookie, { kind: 'profile', id: pending!.id, decision: 'reject', reason: 'poor_quality' });
    expect(queued.json()).toEqual({ status: 'rejected' });
    const rows = await auditRowsOf(context(), staff.id);
    expect(rows.find((row) => row.action === 'photo_rejected')).toMatchObject({
      memberUserId: member.id,
      detail: { kind: 'profile', photo: pending!.id, reason: 'poor_quality' },
    });
  });

  it('a chat photo (post-moderation on the demo site) reaches the other member at once, waits in the queue, and a rejection removes it', async () => {
    const { cookie } = await moderator();
    const sender = await createLoggedInMember(context(), { prefix: 'photos-chat', paid: true });
    const other = await createLoggedInMember(context(), { prefix: 'photos-chat' });
    await db().transaction((tx) => credit(tx, { userId: sender.id, amount: 10, reason: 'adjustment', key: `test-grant:${randomUUID()}` }));
    const upload = ChatPhotoUploadResponseSchema.parse(
      (await inject(app(), uploadChatPhotoEndpoint, { as: sender.cookie, form: multipart(await png()) })).json(),
    );
    await injectOk(app(), sendMessageEndpoint, {
      as: sender.cookie,
      body: { profile: other.profileId, client_id: randomUUID(), kind: 'photo', photo: upload.photo },
    });
    const fetchAs = (who: string) => inject(app(), chatPhotoLink, { as: who, query: { id: upload.photo, size: 'thumb' } });
    expect((await fetchAs(other.cookie)).statusCode).toBe(200);

    const [row] = await db()
      .select()
      .from(chatMedia)
      .where(and(eq(chatMedia.token, upload.photo)));
    const item = (await injectOk(app(), getPhotoQueueEndpoint, { as: cookie })).items.find(
      (entry) => entry.kind === 'chat' && entry.id === row!.id,
    );
    expect(item).toMatchObject({ status: 'active', member: { user_id: sender.id } });
    expect((await app().inject({ method: 'GET', url: item!.url, headers: { cookie } })).statusCode).toBe(200);

    await review(cookie, { kind: 'chat', id: row!.id, decision: 'reject', reason: 'contact_details' });
    expect((await fetchAs(other.cookie)).statusCode).toBe(404);
    expect((await fetchAs(sender.cookie)).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: item!.url, headers: { cookie } })).statusCode).toBe(404);
    const { notifications } = await injectOk(app(), listNotificationsEndpoint, { as: sender.cookie, query: {} });
    expect(notifications[0]).toMatchObject({ type: 'photo_rejected', payload: { kind: 'chat', reason: 'contact_details' } });
  });

  it('pre-moderated chat photos: the picture reaches the other member once approved; a rejected one costs its sender nothing', async () => {
    // Every site (a member's own site's mode applies, whichever host the call names), put back at the end.
    const sitesBefore = await db().select().from(sites);
    for (const site of sitesBefore)
      await db()
        .update(sites)
        .set({ settings: { ...site.settings, photo_moderation: { profile: 'pre', chat: 'pre' } } })
        .where(eq(sites.id, site.id));
    app().context.sites.invalidate();
    try {
      const { cookie } = await moderator();
      const sender = await createLoggedInMember(context(), { prefix: 'photos-pre', paid: true });
      const other = await createLoggedInMember(context(), { prefix: 'photos-pre' });
      await db().transaction((tx) =>
        credit(tx, { userId: sender.id, amount: 10, reason: 'adjustment', key: `test-grant:${randomUUID()}` }),
      );
      const sendPhoto = async () => {
        const upload = ChatPhotoUploadResponseSchema.parse(
          (await inject(app(), uploadChatPhotoEndpoint, { as: sender.cookie, form: multipart(await png()) })).json(),
        );
        await injectOk(app(), sendMessageEndpoint, {
          as: sender.cookie,
          body: { profile: other.profileId, client_id: randomUUID(), kind: 'photo', photo: upload.photo },
        });
        const [row] = await db().select().from(chatMedia).where(eq(chatMedia.token, upload.photo));
        return { token: upload.photo, id: row!.id };
      };
      const fetchAs = (who: string, token: string) => inject(app(), chatPhotoLink, { as: who, query: { id: token, size: 'thumb' } });

      const approved = await sendPhoto();
      expect((await fetchAs(other.cookie, approved.token)).statusCode).toBe(404);
      expect((await fetchAs(sender.cookie, approved.token)).statusCode).toBe(200);
      await review(cookie, { kind: 'chat', id: approved.id, decision: 'approve' });
      expect((await fetchAs(other.cookie, approved.token)).statusCode).toBe(200);

      const rejected = await sendPhoto();
      const before = (await readAccount(db(), sender.id)).balance;
      await review(cookie, { kind: 'chat', id: rejected.id, decision: 'reject', reason: 'offensive' });
      expect((await readAccount(db(), sender.id)).balance).toBe(before + 2);
      expect((await fetchAs(other.cookie, rejected.token)).statusCode).toBe(404);
    } finally {
      for (const site of sitesBefore) await db().update(sites).set({ settings: site.settings }).where(eq(sites.id, site.id));
      app().context.sites.invalidate();
    }
  });
});

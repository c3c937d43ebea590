import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, or } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { DataExportSchema, loginEndpoint, myDataLink } from '@dating/shared/contracts/index';
import {
  accountDeletions,
  complaints,
  conversationParticipants,
  creditAccounts,
  creditLedger,
  likes,
  loginAttempts,
  messages,
  notificationSettings,
  outbox,
  payments,
  photos,
  profiles,
  sites,
  tokens,
  users,
} from '../db/schema';
import { credit, debit } from '../credits/ledger';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from '../seed/demo-members';
import { inject } from '../test/inject';
import { loginCookie, setupTestContext, type TestContext } from '../test/test-app';
import { conversation } from '../test/builders/conversations';
import { createTestMember } from '../test/builders/members';
import { reactivateAccount, requestDeletion } from './deletion';
import { eraseDueAccounts } from './erase';

const context = setupTestContext();
let ctx: TestContext;
let partnerProfileId: number;
let photoDir: string;
let chatPhotoDir: string;
let quarantineDir: string;
beforeAll(async () => {
  ctx = context();
  photoDir = path.join(ctx.config.dataDir, 'photos');
  chatPhotoDir = path.join(ctx.config.dataDir, 'chat-photos');
  quarantineDir = path.join(ctx.config.dataDir, 'photo-quarantine');
  fs.mkdirSync(photoDir, { recursive: true });
  const [partner] = await ctx.database.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, DEMO_FREE_EMAIL));
  partnerProfileId = partner!.id;
});

const DAY = 24 * 60 * 60_000;
let counter = 0;

/**
 * A member with something of everything: two photos (files on disk; one file shared with another
 * profile, as seeded pool files are), a conversation with the demo member in both directions, a
 * like, a payment with its ledger rows, a notification setting.
 */
async function createRichMember() {
  counter += 1;
  const db = ctx.database.db;
  const {
    id: userId,
    profileId,
    email,
  } = await createTestMember(ctx, { prefix: 'rich', paid: true, profile: { dateOfBirth: '1985-01-01', aboutMe: 'Own words' } });
  const own = [`own-${counter}.jpg`, `own-${counter}-t.jpg`, `own-${counter}-m.jpg`];
  const shared = `pool-${counter}.jpg`;
  for (const name of [...own, shared]) fs.writeFileSync(path.join(photoDir, name), `jpeg ${name}`);
  // A photo removed by a decision, its file in quarantine (kept for an appeal).
  const removed = `removed-${counter}.jpg`;
  fs.mkdirSync(quarantineDir, { recursive: true });
  fs.writeFileSync(path.join(quarantineDir, removed), `jpeg ${removed}`);
  await db.insert(photos).values([
    { profileId, filename: own[0]!, thumbFilename: own[1]!, matchFilename: own[2]!, status: 'active', isMain: true },
    { profileId, filename: shared, thumbFilename: shared, matchFilename: shared, status: 'active', position: 1 },
    {
      profileId,
      filename: removed,
      thumbFilename: removed,
      matchFilename: removed,
      status: 'rejected',
      quarantinedAt: new Date(),
      position: 2,
    },
    // Someone else's photo row uses the pool file too: it must survive the erasure.
    { profileId: partnerProfileId, filename: shared, thumbFilename: shared, matchFilename: shared, status: 'pending', position: 99 },
  ]);
  const conversationId = await conversation(ctx, {
    starter: profileId,
    other: partnerProfileId,
    messages: [
      { from: profileId, body: `Hello from rich ${counter}` },
      { from: partnerProfileId, body: `Partner reply ${counter}` },
    ],
  });
  await db.insert(likes).values({ fromProfileId: profileId, toProfileId: partnerProfileId });
  const [payment] = await db
    .insert(payments)
    .values({
      publicId: `pay-rich-${counter}`,
      userId,
      credits: 150,
      amountCents: 2999,
      currency: 'EUR',
      method: 'ideal',
      status: 'completed',
      provider: 'test',
      providerReference: `ref-rich-${counter}`,
    })
    .returning({ id: payments.id });
  await db.transaction(async (tx) => {
    await credit(tx, { userId, amount: 150, reason: 'purchase', key: `payment:rich-${counter}`, paymentId: payment!.id });
    await debit(tx, { userId, amount: 5, reason: 'message', key: `message:rich-${counter}` });
  });
  await db.insert(notificationSettings).values({ userId, type: 'promotions', email: false, push: true });
  return { id: userId, profileId, email, own, shared, removed, conversationId, paymentId: payment!.id };
}

describe('eraseDueAccounts', () => {
  it('erases nothing before the 14 days are over, then the member’s data and photo files for good', async () => {
    const db = ctx.database.db;
    const member = await createRichMember();
    const requestedAt = new Date('2031-01-10T12:00:00Z');
    await db.transaction((tx) =>
      requestDeletion(tx, {
        userId: member.id,
        profileId: member.profileId,
        reason: 'privacy',
        comment: 'personal words',
        now: requestedAt,
      }),
    );

    const before = await eraseDueAccounts(db, { now: new Date(requestedAt.getTime() + 14 * DAY - 60_000), photoDir, chatPhotoDir });
    expect(before).not.toContain(member.id);
    expect(await db.select().from(users).where(eq(users.id, member.id))).toHaveLength(1);
    expect(fs.existsSync(path.join(photoDir, member.own[0]!))).toBe(true);

    const [site] = await db.select({ id: sites.id }).from(sites).limit(1);
    await db
      .insert(complaints)
      .values({ siteId: site!.id, userId: member.id, email: member.email, subject: 'Billing', message: 'My words', language: 'en' });
    await db.insert(loginAttempts).values({ email: member.email, success: true, ip: '203.0.113.9' });
    await db.insert(outbox).values({ channel: 'email', to: member.email, subject: 'Hello', text: 'Mail to them' });

    const erased = await eraseDueAccounts(db, { now: new Date(requestedAt.getTime() + 14 * DAY), photoDir, chatPhotoDir });
    expect(erased).toContain(member.id);

    expect(await db.select().from(users).where(eq(users.id, member.id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.id, member.profileId))).toHaveLength(0);
    expect(await db.select().from(photos).where(eq(photos.profileId, member.profileId))).toHaveLength(0);
    expect(await db.select().from(tokens).where(eq(tokens.userId, member.id))).toHaveLength(0);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, member.id))).toHaveLength(0);
    // The balance row goes with the user (ON DELETE CASCADE).
    expect(await db.select().from(creditAccounts).where(eq(creditAccounts.userId, member.id))).toHaveLength(0);
    expect(await db.select().from(notificationSettings).where(eq(notificationSettings.userId, member.id))).toHaveLength(0);
    expect(await db.select().from(complaints).where(eq(complaints.email, member.email))).toHaveLength(0);
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.email, member.email))).toHaveLength(0);
    expect(await db.select().from(outbox).where(eq(outbox.to, member.email))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(likes)
        .where(or(eq(likes.fromProfileId, member.profileId), eq(likes.toProfileId, member.profileId))),
    ).toHaveLength(0);
    // What they sent is gone; what the partner sent stays in the partner's conversation.
    const left = await db.select().from(messages).where(eq(messages.conversationId, member.conversationId));
    expect(left.map((m) => m.body)).toEqual([`Partner reply ${counter}`]);
    const participants = await db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, member.conversationId));
    expect(participants.map((p) => p.profileId)).toEqual([partnerProfileId]);

    for (const name of member.own) expect(fs.existsSync(path.join(photoDir, name))).toBe(false);
    expect(fs.existsSync(path.join(photoDir, member.shared))).toBe(true);
    // The quarantined copy of a photo a decision removed goes too: nothing can restore it now.
    expect(fs.existsSync(path.join(quarantineDir, member.removed))).toBe(false);

    // The payment stays for the accounts, with nobody attached; the reason stays, anonymous.
    const [payment] = await db.select().from(payments).where(eq(payments.id, member.paymentId));
    expect(payment).toMatchObject({ userId: null, amountCents: 2999, providerReference: `ref-rich-${counter}` });
    const reasons = await db.select().from(accountDeletions).where(eq(accountDeletions.reason, 'privacy'));
    const mine = reasons.find((r) => r.requestedAt.getTime() === requestedAt.getTime());
    expect(mine).toMatchObject({ userId: null, comment: null });
    expect(mine!.erasedAt).not.toBeNull();

    // Logging in is an ordinary failure now.
    const login = await inject(ctx.app, loginEndpoint, { body: { email: member.email, password: DEMO_PASSWORD } });
    expect(login.json().error.code).toBe('login_failed');
  });

  it('leaves reactivated and never-deleted accounts alone, and two runs at once erase each account once', async () => {
    const db = ctx.database.db;
    const a = await createRichMember();
    const b = await createRichMember();
    const requestedAt = new Date('2031-02-01T00:00:00Z');
    for (const m of [a, b]) {
      await db.transaction((tx) =>
        requestDeletion(tx, { userId: m.id, profileId: m.profileId, reason: 'other', comment: undefined, now: requestedAt }),
      );
    }
    const back = await createRichMember();
    await db.transaction((tx) =>
      requestDeletion(tx, { userId: back.id, profileId: back.profileId, reason: 'other', comment: undefined, now: requestedAt }),
    );
    expect(await db.transaction((tx) => reactivateAccount(tx, back.id, new Date(requestedAt.getTime() + DAY)))).toBe(true);
    const now = new Date(requestedAt.getTime() + 20 * DAY);
    const [first, second] = await Promise.all([
      eraseDueAccounts(db, { now, photoDir, chatPhotoDir }),
      eraseDueAccounts(db, { now, photoDir, chatPhotoDir }),
    ]);
    const all = [...first!, ...second!].filter((id) => id === a.id || id === b.id);
    expect(all.sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    const demo = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [DEMO_FREE_EMAIL]));
    expect(demo).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, back.id))).toHaveLength(1);
    expect(fs.existsSync(path.join(photoDir, back.own[0]!))).toBe(true);
  });
});

describe('GET /api/my-data.php', () => {
  it('is a ZIP with data.json (the member’s own data, no secrets) and their photos', async () => {
    const member = await createRichMember();
    const cookie = await loginCookie(ctx.app, member.email, DEMO_PASSWORD);
    const response = await inject(ctx.app, myDataLink, { as: cookie, client: false });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-data.zip"');
    expect(response.headers['cache-control']).toBe('no-store');

    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['data.json', `photos/${member.own[0]}`, `photos/${member.shared}`].sort());
    expect(new TextDecoder().decode(files[`photos/${member.own[0]}`])).toBe(`jpeg ${member.own[0]}`);
    const json = new TextDecoder().decode(files['data.json']);
    const data = DataExportSchema.parse(JSON.parse(json));
    expect(data.user.email).toBe(member.email);
    expect(data.profile).toMatchObject({ id: member.profileId, about_me: 'Own words' });
    expect(data.messages_sent).toEqual([
      expect.objectContaining({ body: `Hello from rich ${counter}`, to_profile: expect.objectContaining({ id: partnerProfileId }) }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ payment_id: `pay-rich-${counter}`, amount_cents: 2999 })]);
    expect(data.likes_sent).toEqual([expect.objectContaining({ profile: partnerProfileId })]);
    expect(data.notification_settings).toEqual([{ type: 'promotions', email: false, push: true }]);

    // Never a secret, nor the other side's words or address.
    expect(json).not.toMatch(/argon2|password|token|session|p256dh/i);
    expect(json).not.toContain(`Partner reply ${counter}`);
    expect(json).not.toContain(DEMO_FREE_EMAIL);
  });

  it('needs a login', async () => {
    const response = await inject(ctx.app, myDataLink, { client: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('authentication_required');
  });
});

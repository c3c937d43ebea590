import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { zipSync, type Zippable } from 'fflate';
import { DataExportSchema, type DataExport } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import {
  blocks,
  conversationParticipants,
  creditLedger,
  interests,
  likes,
  messages,
  notificationSettings,
  notificationsDisabled,
  payments,
  photos,
  profileInterests,
  profiles,
  users,
} from '../db/schema';
import { accountFields, notificationsDisabledOf, ownProfileFields } from '../members/user-record';

const iso = (date: Date) => date.toISOString();

/**
 * The member's own data as data.json (see DataExportSchema): their user and profile rows without
 * any secret (password hash, tokens, sessions, push keys), the messages they sent, payments, credit
 * ledger, likes, blocks and notification settings. Other members appear only as a profile id (and
 * the name of a conversation partner), never with their private data.
 */
async function collectDataExport(db: Db, userId: number, now: Date): Promise<{ data: DataExport; photoFiles: string[] }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const profileId = profile?.id ?? -1;

  const other = alias(conversationParticipants, 'other');
  const partner = alias(profiles, 'partner');
  const [interestRows, photoRows, sentRows, paymentRows, ledgerRows, likesSent, likesReceived, blockRows, settingRows, disabledRows] =
    await Promise.all([
      db
        .select({ id: interests.id, slug: interests.slug, name: interests.name })
        .from(profileInterests)
        .innerJoin(interests, eq(interests.id, profileInterests.interestId))
        .where(eq(profileInterests.profileId, profileId))
        .orderBy(asc(interests.id)),
      db.select().from(photos).where(eq(photos.profileId, profileId)).orderBy(asc(photos.position), asc(photos.id)),
      db
        .select({
          conversation: messages.conversationId,
          type: messages.type,
          body: messages.body,
          createdAt: messages.createdAt,
          partnerId: partner.id,
          partnerName: partner.name,
        })
        .from(messages)
        .leftJoin(other, and(eq(other.conversationId, messages.conversationId), ne(other.profileId, profileId)))
        .leftJoin(partner, eq(partner.id, other.profileId))
        .where(eq(messages.senderProfileId, profileId))
        .orderBy(asc(messages.id)),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id)),
      db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id)),
      db
        .select({ profile: likes.toProfileId, createdAt: likes.createdAt })
        .from(likes)
        .where(eq(likes.fromProfileId, profileId))
        .orderBy(asc(likes.id)),
      db
        .select({ profile: likes.fromProfileId, createdAt: likes.createdAt })
        .from(likes)
        .where(eq(likes.toProfileId, profileId))
        .orderBy(asc(likes.id)),
      db
        .select({ profile: blocks.blockedProfileId, createdAt: blocks.createdAt })
        .from(blocks)
        .where(eq(blocks.blockerProfileId, profileId)),
      db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
      db.select().from(notificationsDisabled).where(eq(notificationsDisabled.userId, userId)),
    ]);

  const messagesSent = sentRows.map((row) => ({
    conversation: row.conversation,
    to_profile: row.partnerId === null || row.partnerName === null ? null : { id: row.partnerId, name: row.partnerName },
    type: row.type,
    body: row.body,
    created_at: iso(row.createdAt),
  }));

  const data: DataExport = {
    format: 'dating-data-export/1',
    exported_at: iso(now),
    user: { ...accountFields(user), phone: user.phone, created_at: iso(user.createdAt) },
    profile: profile
      ? {
          ...ownProfileFields(profile),
          lat: profile.lat,
          lon: profile.lon,
          created_at: iso(profile.createdAt),
          updated_at: iso(profile.updatedAt),
        }
      : null,
    interests: interestRows,
    photos: photoRows.map((p) => ({
      file: `photos/${path.basename(p.filename)}`,
      is_main: p.isMain,
      position: p.position,
      status: p.status,
      created_at: iso(p.createdAt),
    })),
    messages_sent: messagesSent,
    payments: paymentRows.map((p) => ({
      payment_id: p.publicId,
      credits: p.credits,
      amount_cents: p.amountCents,
      currency: p.currency,
      transaction_fee_cents: p.transactionFeeCents,
      method: p.method,
      status: p.status,
      created_at: iso(p.createdAt),
      paid_at: p.paidAt ? iso(p.paidAt) : null,
    })),
    credit_ledger: ledgerRows.map((l) => ({ delta: l.delta, reason: l.reason, created_at: iso(l.createdAt) })),
    likes_sent: likesSent.map((l) => ({ profile: l.profile, created_at: iso(l.createdAt) })),
    likes_received: likesReceived.map((l) => ({ profile: l.profile, created_at: iso(l.createdAt) })),
    blocks: blockRows.map((b) => ({ profile: b.profile, created_at: iso(b.createdAt) })),
    notification_settings: settingRows.map((s) => ({ type: s.type, email: s.email, push: s.push })),
    notifications_disabled: notificationsDisabledOf(disabledRows),
  };
  return { data: DataExportSchema.parse(data), photoFiles: photoRows.map((p) => p.filename) };
}

/** The ZIP of GET /api/my-data.php: data.json plus the member's photo files (full size) under photos/. */
export async function buildDataExportZip(db: Db, userId: number, photoDir: string, now: Date): Promise<Uint8Array> {
  const { data, photoFiles } = await collectDataExport(db, userId, now);
  const root = path.resolve(photoDir);
  const entries: Zippable = { 'data.json': [new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`), { level: 6 }] };
  for (const name of photoFiles) {
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) continue;
    try {
      // Photos are already compressed: stored, not deflated again.
      entries[`photos/${path.basename(name)}`] = [new Uint8Array(await fs.readFile(file)), { level: 0 }];
    } catch {
      // A missing file (placeholder seed rows, a file removed by hand) leaves the rest of the export intact.
    }
  }
  return zipSync(entries, { mtime: now });
}

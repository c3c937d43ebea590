import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { REACTIVATION_DAYS } from '@dating/shared/contracts/index';
import { chatPhotoFilesOf, removeChatPhotoFiles } from '../chat-photos/chat-photos';
import type { Db, Tx } from '../db/database';
import { photoFolders } from '../photos/moderation/photo-quarantine';
import {
  accountDeletions,
  complaints,
  conversations,
  creditLedger,
  discountCodes,
  discountRedemptions,
  loginAttempts,
  messages,
  outbox,
  payments,
  photos,
  profiles,
  users,
} from '../db/schema';

const DAY_MS = 24 * 60 * 60_000;

export interface EraseOptions {
  /** The clock: accounts whose deletion was requested 14 days or more before `now` are erased. */
  now: Date;
  /** Where photo files live (`<DATA_DIR>/photos`). */
  photoDir: string;
  /** Where chat photo files live (`<DATA_DIR>/chat-photos`). */
  chatPhotoDir: string;
  /** At most this many accounts per run; the next run takes the rest. */
  limit?: number;
  /**
   * Erase this account now, whatever its deletion state (staff erasing an account from the console),
   * instead of the accounts whose 14 days are over.
   */
  userId?: number;
  /** Runs in each erasure's transaction, before the user row goes (the staff audit row is written with it). */
  within?: (tx: Tx, userId: number) => Promise<void>;
}

/**
 * Erases, for good, every account whose 14 days of reactivation are over: the user and profile rows,
 * everything that cascades from them (photos, interests, likes, blocks, sessions, tokens,
 * notifications, settings, chat participation, the credit balance row), the messages they sent (also
 * in conversations with others), their credit ledger and discount use, complaints, login attempts and outbox mails, and
 * their photo files (the quarantined copies of removed ones too). Payments stay as anonymised
 * accounting rows (user_id set null). One account per transaction, picked with FOR UPDATE SKIP
 * LOCKED, so several api processes on one PostgreSQL can run this at once without doing any account
 * twice. Returns the ids of the erased users.
 */
export async function eraseDueAccounts(db: Db, options: EraseOptions): Promise<number[]> {
  const cutoff = new Date(options.now.getTime() - REACTIVATION_DAYS * DAY_MS);
  const limit = options.limit ?? 100;
  const erased: number[] = [];
  while (erased.length < limit) {
    const result = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(options.userId === undefined ? lte(users.deletionRequestedAt, cutoff) : eq(users.id, options.userId))
        .orderBy(users.id)
        .limit(1)
        // The scheduler skips an account another transaction holds (the next run takes it); an erasure asked for
        // one member waits for that lock instead of answering "no such member".
        .for('update', options.userId === undefined ? { skipLocked: true } : {});
      if (!due) return null;
      const userId = due.id;
      const profileIds = (await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId))).map((p) => p.id);
      const files =
        profileIds.length === 0
          ? []
          : await tx
              .select({ filename: photos.filename, thumb: photos.thumbFilename, match: photos.matchFilename })
              .from(photos)
              .where(inArray(photos.profileId, profileIds));
      // The photos they sent in chats go with their messages (the rows cascade with the profile).
      const chatPhotoFiles = await chatPhotoFilesOf(tx, profileIds);

      if (profileIds.length > 0) {
        // Their side of every conversation: sent messages go; the partner keeps only their own.
        await tx.delete(messages).where(inArray(messages.senderProfileId, profileIds));
        await tx.update(conversations).set({ startedByProfileId: null }).where(inArray(conversations.startedByProfileId, profileIds));
      }
      await tx.delete(creditLedger).where(eq(creditLedger.userId, userId));
      // What else names them: their complaints, login attempts and the locally kept copies of mails to them.
      await tx.delete(complaints).where(eq(complaints.userId, userId));
      await tx.delete(loginAttempts).where(eq(loginAttempts.email, due.email));
      await tx.delete(outbox).where(eq(outbox.to, due.email));
      await tx.delete(discountRedemptions).where(eq(discountRedemptions.userId, userId));
      // Their personal discount codes cascade away with the user; a payment that used one keeps its amounts.
      await tx
        .update(payments)
        .set({ discountCodeId: null })
        .where(
          inArray(payments.discountCodeId, tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.userId, userId))),
        );
      // Only the reason stays, unlinked (the user_id goes with the FK's set null).
      await tx
        .update(accountDeletions)
        .set({ comment: null, erasedAt: options.now })
        .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)));
      await options.within?.(tx, userId);
      if (profileIds.length > 0) await tx.delete(profiles).where(inArray(profiles.id, profileIds));
      await tx.delete(users).where(eq(users.id, userId));
      // Conversations nobody takes part in any more.
      await tx
        .delete(conversations)
        .where(sql`NOT EXISTS (SELECT 1 FROM conversation_participants cp WHERE cp.conversation_id = ${conversations.id})`);
      return { userId, files: files.flatMap((f) => [f.filename, f.thumb, f.match]), chatPhotoFiles };
    });
    if (!result) break;
    erased.push(result.userId);
    await removeUnusedPhotoFiles(db, options.photoDir, result.files);
    await removeChatPhotoFiles(options.chatPhotoDir, result.chatPhotoFiles);
  }
  return erased;
}

/**
 * Deletes photo files no photo row refers to any more. Seeded profiles share a pool of files, so a
 * file is removed only once nothing else uses it; names that would leave the photo folder are ignored.
 * The quarantined copies of their removed photos go too (`<data>/photo-quarantine`, beside the photo
 * folder): once the account is erased nothing can restore them, and keeping pictures nobody may see is a
 * privacy risk without a purpose — unless another quarantined photo (a shared pool file) still needs it.
 */
async function removeUnusedPhotoFiles(db: Db, photoDir: string, names: string[]): Promise<void> {
  const root = path.resolve(photoDir);
  const quarantine = photoFolders(path.dirname(root)).quarantine;
  const usedBy = (name: string) => or(eq(photos.filename, name), eq(photos.thumbFilename, name), eq(photos.matchFilename, name));
  for (const name of new Set(names)) {
    const [quarantinedElsewhere] = await db
      .select({ id: photos.id })
      .from(photos)
      .where(and(usedBy(name), isNotNull(photos.quarantinedAt)))
      .limit(1);
    const kept = path.resolve(quarantine, name);
    if (!quarantinedElsewhere && path.dirname(kept) === quarantine) await fs.rm(kept, { force: true });
    const [used] = await db.select({ id: photos.id }).from(photos).where(usedBy(name)).limit(1);
    if (used) continue;
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) continue;
    await fs.rm(file, { force: true });
  }
}

import { and, eq, ne } from 'drizzle-orm';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import type { PhotoRejectionReason, ReviewPhotoKind } from '@dating/shared/contracts/staff-photos';
import type { Tx } from '../../db/database';
import { credit } from '../../credits/ledger';
import { chatMedia, messages, photos, profiles } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { recordStaffAction } from '../../staff/audit-log';
import { lockProfile, promoteNextMain } from '../own-photos';
import { deliverHeldMessage, tellSenderRemoved, type HeldOutcome } from '../../conversations/held-messages';
import { quarantineFilesLater } from './photo-quarantine';
import { removeRejectedFilesLater, tellPhotoRejected } from './rejection-notice';

/** The moderator deciding (a staff session's account and role). */
export interface Moderator {
  staffId: number;
  role: StaffRole;
}

export type PhotoDecision = { decision: 'approve' } | { decision: 'reject'; reason: PhotoRejectionReason };

const decidedAlready = () => new ApiError(409, 'conflict', 'Another moderator has decided on this photo already.');

/**
 * One moderator's decision on a photo of the queue (docs/moderation.md), with its audit row, in the
 * caller's transaction. Approve: `active` and reviewed — it shows to everyone it may, public surfaces
 * included. Reject: gone everywhere at once (a rejected main photo gives way to the next approved one),
 * the member told in their language. A photo decided already is `conflict` (two moderators on one
 * photo: the first decision stands); one gone meanwhile (deleted, its account erased) is `not_found`.
 */
export async function reviewPhoto(
  tx: Tx,
  input: {
    kind: ReviewPhotoKind;
    id: number;
    staff: Moderator;
    now?: Date;
    /** How long the recipient's notification mail of a delivered chat photo waits (MESSAGE_MAIL_DELAY_SECONDS). */
    mailDelaySeconds?: number;
  } & PhotoDecision,
): Promise<{ status: 'active' | 'rejected'; after: HeldOutcome }> {
  const now = input.now ?? new Date();
  // A chat photo's message: delivered on approval when it was held, its sender told on rejection (published after the commit).
  let after: HeldOutcome = { woken: [], personaConversation: null };
  const target = input.kind === 'profile' ? await lockProfilePhoto(tx, input.id) : await lockChatPhoto(tx, input.id);
  if (!target) throw notFound('Photo not found');
  if (target.reviewedAt !== null || target.status === 'rejected') throw decidedAlready();

  if (input.decision === 'approve') {
    const reviewed = { status: 'active' as const, reviewedAt: now, reviewedByStaffId: input.staff.staffId };
    if (input.kind === 'profile') await tx.update(photos).set(reviewed).where(eq(photos.id, input.id));
    else {
      await tx.update(chatMedia).set(reviewed).where(eq(chatMedia.id, input.id));
      // Under chat pre-moderation the message itself waited: it reaches the other member now, once.
      if ('messageId' in target && typeof target.messageId === 'number') {
        after = await deliverHeldMessage(tx, { messageId: target.messageId, now, mailDelaySeconds: input.mailDelaySeconds ?? 0 });
      }
    }
  } else if (input.kind === 'profile') {
    await rejectProfilePhoto(tx, {
      photoId: input.id,
      profileId: target.profileId,
      staffId: input.staff.staffId,
      reason: input.reason,
      now,
    });
  } else {
    await tx
      .update(chatMedia)
      .set({ status: 'rejected', reviewedAt: now, reviewedByStaffId: input.staff.staffId, rejectionReason: input.reason })
      .where(eq(chatMedia.id, input.id));
    // Under pre-moderation the picture never reached the other member: its sender gets the credits back.
    if (target.status === 'pending' && target.userId !== null) {
      await returnPhotoCredits(tx, { chatMediaId: input.id, userId: target.userId, now });
    }
    after = await tellSenderRemoved(tx, { chatMediaId: input.id });
  }
  if (input.decision === 'reject' && target.userId !== null) {
    await tellPhotoRejected(tx, { userId: target.userId, kind: input.kind, photoId: input.id, reason: input.reason });
  }
  await recordStaffAction(tx, {
    actor: input.staff,
    action: input.decision === 'approve' ? 'photo_approved' : 'photo_rejected',
    ...(target.userId !== null ? { memberUserId: target.userId } : {}),
    profileId: target.profileId,
    detail: { kind: input.kind, photo: input.id, ...(input.decision === 'reject' ? { reason: input.reason } : {}) },
    at: now,
  });
  return { status: input.decision === 'approve' ? 'active' : 'rejected', after };
}

/**
 * Removes a member's profile photo as a moderation decision's effect (a report's "remove the photo"):
 * rejected whatever its review said before, the next approved photo made main if it was the main one,
 * the member told (in-app and by mail, in their language). The decision's own record and audit row are
 * the caller's (staff/moderation/decide.ts): this writes none, so one decision is logged once. `reason`
 * is stored as the rejection's reason code; one the member's texts do not know reads as the general one.
 * A photo that is gone (deleted by its member meanwhile) is nothing to remove; a photo rejected already
 * is left as it is, its member told once. A member's photo keeps its files in quarantine (not served), so an
 * appeal can restore it; a site profile's photo (no member, no appeal) loses them as a queue rejection does.
 */
export async function removePhoto(tx: Tx, input: { photoId: number; staff: Moderator; reason: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const target = await lockProfilePhoto(tx, input.photoId);
  if (!target || target.status === 'rejected') return;
  await rejectProfilePhoto(tx, {
    photoId: input.photoId,
    profileId: target.profileId,
    staffId: input.staff.staffId,
    reason: input.reason,
    now,
    files: target.userId === null ? 'remove' : 'quarantine',
  });
  if (target.userId !== null) {
    await tellPhotoRejected(tx, { userId: target.userId, kind: 'profile', photoId: input.photoId, reason: input.reason.slice(0, 64) });
  }
}

/**
 * The profile photo under its profile's lock (the lock every photo change of the member takes, so a
 * delete, a reorder or a new main never interleaves with the decision), or null when it is gone.
 */
async function lockProfilePhoto(tx: Tx, photoId: number) {
  const [owner] = await tx.select({ profileId: photos.profileId }).from(photos).where(eq(photos.id, photoId));
  if (!owner) return null;
  await lockProfile(tx, owner.profileId);
  const [row] = await tx
    .select({ profileId: photos.profileId, status: photos.status, reviewedAt: photos.reviewedAt, userId: profiles.userId })
    .from(photos)
    .innerJoin(profiles, eq(profiles.id, photos.profileId))
    .where(eq(photos.id, photoId));
  return row ?? null;
}

/** A chat photo that was sent (the queue holds no drafts), locked for the decision. */
async function lockChatPhoto(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      profileId: chatMedia.ownerProfileId,
      status: chatMedia.status,
      reviewedAt: chatMedia.reviewedAt,
      messageId: chatMedia.messageId,
    })
    .from(chatMedia)
    .where(and(eq(chatMedia.id, id), eq(chatMedia.kind, 'photo')))
    .for('update');
  if (!row || row.messageId === null) return null;
  const [owner] = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, row.profileId));
  return { ...row, userId: owner?.userId ?? null };
}

/**
 * Gives back what a photo message cost when its picture was rejected before anyone saw it, through the
 * ledger, keyed by the message (a retried decision never pays twice).
 */
async function returnPhotoCredits(tx: Tx, input: { chatMediaId: number; userId: number; now: Date }): Promise<void> {
  const [message] = await tx
    .select({ id: messages.id, cost: messages.creditsCost })
    .from(chatMedia)
    .innerJoin(messages, eq(messages.id, chatMedia.messageId))
    .where(eq(chatMedia.id, input.chatMediaId));
  if (!message || message.cost <= 0) return;
  await credit(tx, {
    userId: input.userId,
    amount: message.cost,
    reason: 'photo',
    // Not linked by message_id: the message stays paid and debited once (the books count its postings);
    // the key ties this return to it.
    key: `photo-rejected:${message.id}`,
    at: input.now,
  });
}

/**
 * Rejects a profile photo under its profile's lock: out of every list at once, its main role passed on, its
 * files removed after the commit — or moved to quarantine (`files: 'quarantine'`, a decision's removal).
 */
async function rejectProfilePhoto(
  tx: Tx,
  input: { photoId: number; profileId: number; staffId: number; reason: string; now: Date; files?: 'remove' | 'quarantine' },
): Promise<void> {
  const [rejected] = await tx
    .update(photos)
    .set({
      status: 'rejected',
      isMain: false,
      reviewedAt: input.now,
      reviewedByStaffId: input.staffId,
      rejectionReason: input.reason.slice(0, 64),
    })
    .where(and(eq(photos.id, input.photoId), ne(photos.status, 'rejected')))
    .returning({ id: photos.id });
  if (!rejected) return;
  const [main] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.profileId, input.profileId), eq(photos.isMain, true)));
  if (!main) await promoteNextMain(tx, input.profileId);
  if (input.files === 'quarantine') await quarantineFilesLater(tx, input.photoId, input.now);
  else await removeRejectedFilesLater(tx, input.photoId);
}

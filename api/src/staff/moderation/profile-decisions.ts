import { and, eq, ne, sql } from 'drizzle-orm';
import type { ModerationGround, ProfileDecisionKind } from '@dating/shared/contracts/appeals';
import type { ModerationErrorCode } from '@dating/shared/contracts/staff-reports';
import type { Tx } from '../../db/database';
import { moderationDecisions, photos, profiles } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { removePhoto } from '../../photos/moderation/photo-review';
import { recordStaffAction, type StaffActor } from '../audit-log';
import { enqueueDecisionNotices } from './moderation-notices';
import { closeSettledReports, lockReportsToSettle, reportersOf } from './settled-reports';
import { aboutOwnConversation, siteProfile } from './profile-report-queue';

export interface ProfileDecisionInput {
  staff: NonNullable<StaffActor>;
  profileId: number;
  kind: ProfileDecisionKind;
  ground: ModerationGround;
  facts: string;
  /** For `remove_photo`: a photo of the profile. */
  photoId?: number | undefined;
  /** The open reports about the profile that the decision closes. */
  reportIds?: readonly number[] | undefined;
  now?: Date;
}

const conflict = (code: ModerationErrorCode, message: string) => new ApiError(409, code, message);

/**
 * One decision about one of the site's own (fictional) profiles, in the caller's transaction — what fits
 * content the site itself owns: the reports dismissed, the profile's photo removed, the profile taken offline
 * (status `disabled`: out of search, landers, likes, the match finder and home, and its conversations show it
 * left, as for a banned member — the rule every one of them applies to a profile), or put back online. The
 * decision row (no member: `member_user_id` null), the reports it settles closed, each reporter's outcome note
 * queued (always sent, in their language; no statement of reasons: there is no member to tell), the audit row.
 *
 * Who decides: the moderators and admins, as for members. Operators write as these profiles and reach none of
 * it; an admin who wrote in a reported conversation as the profile would judge their own messages, so such a
 * report is a 404 for them (another moderator decides it).
 */
export async function decideAboutProfile(tx: Tx, input: ProfileDecisionInput): Promise<{ decisionId: number }> {
  const now = input.now ?? new Date();
  const [profile] = await tx
    .select({ id: profiles.id, status: profiles.status, offlineDecisionId: profiles.offlineDecisionId })
    .from(profiles)
    .where(and(eq(profiles.id, input.profileId), siteProfile()))
    .for('update');
  if (!profile) throw notFound('No such site profile.');

  const reportIds = [...new Set(input.reportIds ?? [])];
  const settled = await lockReportsToSettle(tx, {
    reportIds,
    profileId: profile.id,
    also: sql`NOT ${aboutOwnConversation(input.staff.staffId)}`,
  });

  if (input.kind === 'remove_photo') {
    const [photo] =
      input.photoId === undefined
        ? []
        : await tx
            .select({ id: photos.id })
            .from(photos)
            .where(and(eq(photos.id, input.photoId), eq(photos.profileId, profile.id), ne(photos.status, 'rejected')));
    if (!photo) throw notFound('No such photo of this profile.');
  }
  if (input.kind === 'take_offline' && profile.offlineDecisionId !== null)
    throw conflict('profile_offline', 'The profile is offline already.');
  // A profile disabled for another reason (not by a decision) is not this decision's: putting it back online
  // would revive what someone else switched off.
  if (input.kind === 'take_offline' && profile.status !== 'active')
    throw conflict('profile_not_active', 'The profile is not active: there is nothing to take offline.');
  if (input.kind === 'put_online' && profile.offlineDecisionId === null)
    throw conflict('profile_online', 'No decision took this profile offline.');

  const [decision] = await tx
    .insert(moderationDecisions)
    .values({
      memberUserId: null,
      profileId: profile.id,
      staffId: input.staff.staffId,
      kind: input.kind,
      ground: input.ground,
      facts: input.facts,
      photoId: input.kind === 'remove_photo' ? (input.photoId ?? null) : null,
      createdAt: now,
    })
    .returning();
  const decisionId = decision!.id;

  if (input.kind === 'remove_photo') await removePhoto(tx, { photoId: input.photoId!, staff: input.staff, reason: input.ground, now });
  if (input.kind === 'take_offline')
    await tx.update(profiles).set({ status: 'disabled', online: false, offlineDecisionId: decisionId }).where(eq(profiles.id, profile.id));
  if (input.kind === 'put_online')
    await tx.update(profiles).set({ status: 'active', offlineDecisionId: null }).where(eq(profiles.id, profile.id));

  await closeSettledReports(tx, reportIds, decisionId);
  await enqueueDecisionNotices(tx, decision!, reportersOf(settled));
  await recordStaffAction(tx, {
    actor: input.staff,
    action: 'moderation_decided',
    profileId: profile.id,
    detail: {
      decision_id: decisionId,
      kind: input.kind,
      ground: input.ground,
      site_profile: true,
      ...(reportIds.length > 0 ? { reports: reportIds } : {}),
      ...(input.kind === 'remove_photo' ? { photo_id: input.photoId } : {}),
      ...(input.kind === 'put_online' ? { offline_decision_id: profile.offlineDecisionId } : {}),
    },
    reason: input.facts,
    at: now,
  });
  return { decisionId };
}

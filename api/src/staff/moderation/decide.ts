import { and, eq } from 'drizzle-orm';
import { MODERATION_GROUNDS, type ModerationDecisionKind, type ModerationGround } from '@dating/shared/contracts/appeals';
import type { ModerationErrorCode } from '@dating/shared/contracts/staff-reports';
import type { Tx } from '../../db/database';
import { moderationAppeals, moderationDecisions, photos, profiles, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { restorable, restoreFromQuarantineLater } from '../../photos/moderation/photo-quarantine';
import { removePhoto } from '../../photos/moderation/photo-review';
import { recordStaffAction, type StaffActor } from '../audit-log';
import { imposeSanction, liftSanction, sanctionOf } from '../sanctions/sanctions';
import { enqueueDecisionNotices } from './moderation-notices';
import { closeSettledReports, lockReportsToSettle, reportersOf } from './settled-reports';

export interface DecideInput {
  staff: NonNullable<StaffActor>;
  memberUserId: number;
  kind: ModerationDecisionKind;
  ground: ModerationGround;
  facts: string;
  /** For `remove_photo`: a photo of the member's profile. */
  photoId?: number | undefined;
  /** For `suspend`: its end, in the future. */
  suspendedUntil?: Date | undefined;
  /** The open reports about the member that the decision closes. */
  reportIds?: readonly number[] | undefined;
  /** The open appeal the decision settles (`dismiss`: the decision stands, `lift`: undone). */
  appealId?: number | undefined;
  now?: Date;
}

export interface DecideOutcome {
  decisionId: number;
  /** A suspension or ban was imposed: after the commit, close the member's sockets (closeMemberEverywhere). */
  sanctioned: boolean;
}

const conflict = (code: ModerationErrorCode, message: string) => new ApiError(409, code, message);

/**
 * One moderation decision, in the caller's transaction: the decision row (the record the statement of
 * reasons is made from and kept as), its effect (a photo removed, a suspension or ban imposed, a sanction
 * lifted), the reports it settles closed, the appeal it settles decided, the statement and the reporters'
 * notes queued (moderation-notices.ts), and the audit row. Anything that does not belong to the member —
 * a report about someone else, a photo of another profile, an appeal against another member's decision —
 * is a 404, as is an appeal against the moderator's own decision: it is for a different moderator.
 */
export async function decide(tx: Tx, input: DecideInput): Promise<DecideOutcome> {
  const now = input.now ?? new Date();
  const [member] = await tx
    .select({ id: users.id, bannedAt: users.bannedAt, suspendedUntil: users.suspendedUntil, sanctionDecisionId: users.sanctionDecisionId })
    .from(users)
    .where(eq(users.id, input.memberUserId))
    .for('update');
  if (!member) throw notFound('No such member.');
  const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, member.id));
  const profileId = profile?.id ?? null;

  const reportIds = [...new Set(input.reportIds ?? [])];
  const settled = await lockReportsToSettle(tx, { reportIds, profileId });

  if (input.kind === 'remove_photo') {
    const [photo] =
      input.photoId === undefined || profileId === null
        ? []
        : await tx
            .select({ id: photos.id })
            .from(photos)
            .where(and(eq(photos.id, input.photoId), eq(photos.profileId, profileId)));
    if (!photo) throw notFound('No such photo of this member.');
  }
  if (input.kind === 'suspend') {
    if (!input.suspendedUntil || input.suspendedUntil.getTime() <= now.getTime())
      throw new ApiError(400, 'validation_failed', 'A suspension needs an end in the future.', { field: 'suspend_days' });
    if (member.bannedAt) throw conflict('member_banned', 'The member is banned: lift the ban first.');
  }

  let appealed: { appealId: number; decisionId: number; kind: ModerationDecisionKind; photoId: number | null } | null = null;
  if (input.appealId !== undefined) {
    const [appeal] = await tx
      .select({
        id: moderationAppeals.id,
        status: moderationAppeals.status,
        decisionId: moderationDecisions.id,
        decidedBy: moderationDecisions.staffId,
        kind: moderationDecisions.kind,
        photoId: moderationDecisions.photoId,
      })
      .from(moderationAppeals)
      .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
      .where(and(eq(moderationAppeals.id, input.appealId), eq(moderationAppeals.memberUserId, member.id)))
      .for('update');
    if (!appeal || appeal.status !== 'open' || appeal.decidedBy === input.staff.staffId) throw notFound('No such appeal.');
    if (input.kind !== 'dismiss' && input.kind !== 'lift')
      throw new ApiError(400, 'validation_failed', 'An appeal is upheld or lifted.', { field: 'kind' });
    // An appeal is a member's, against a decision about them: its kind is one of a member's decisions.
    appealed = { appealId: appeal.id, decisionId: appeal.decisionId, kind: appeal.kind as ModerationDecisionKind, photoId: appeal.photoId };
    // Lifting on appeal undoes what the appealed decision did, or nothing is decided: the member is never told
    // a sanction was lifted that is still in force (a later decision replaced it: that one is decided on its own).
    if (input.kind === 'lift' && (appeal.kind === 'suspend' || appeal.kind === 'ban') && member.sanctionDecisionId !== appeal.decisionId)
      throw conflict('nothing_to_lift', 'A later decision is in force now: decide on that one.');
    // A removed photo waits in quarantine for its appeal (photos/moderation/photo-quarantine.ts); one that is no
    // longer there (its keep ended, the account was erased) cannot come back, so the lift is refused.
    if (input.kind === 'lift' && appeal.kind === 'remove_photo' && (appeal.photoId === null || !(await restorable(tx, appeal.photoId))))
      throw conflict('nothing_to_lift', 'The removed photo is no longer kept: uphold the decision, or ask the member to upload it again.');
  } else if (input.kind === 'lift' && !sanctionOf(member, now)) {
    throw conflict('nothing_to_lift', 'The member has no suspension or ban in force.');
  }

  const [decision] = await tx
    .insert(moderationDecisions)
    .values({
      memberUserId: member.id,
      profileId,
      staffId: input.staff.staffId,
      kind: input.kind,
      ground: input.ground,
      facts: input.facts,
      // A removal's photo, and on a lift of a removal the photo it restores.
      photoId: input.kind === 'remove_photo' ? (input.photoId ?? null) : input.kind === 'lift' ? (appealed?.photoId ?? null) : null,
      suspendedUntil: input.kind === 'suspend' ? (input.suspendedUntil ?? null) : null,
      appealOfDecisionId: appealed?.decisionId ?? null,
      createdAt: now,
    })
    .returning();
  const decisionId = decision!.id;

  let sanctioned = false;
  if (input.kind === 'remove_photo') await removePhoto(tx, { photoId: input.photoId!, staff: input.staff, reason: input.ground });
  if (input.kind === 'suspend' || input.kind === 'ban') {
    await imposeSanction(tx, { memberUserId: member.id, kind: input.kind, until: input.suspendedUntil, decisionId, now });
    sanctioned = true;
  }
  // On appeal, the sanction the appealed decision imposed (checked above to be the one in force); a warning
  // lifted on appeal is withdrawn: the decision and the member's statement say so, nothing else to undo.
  if (input.kind === 'lift' && (!appealed || appealed.kind === 'suspend' || appealed.kind === 'ban')) {
    await liftSanction(tx, { memberUserId: member.id, decisionId });
  }
  // A removal lifted on appeal: the photo comes back from quarantine once this commits.
  if (input.kind === 'lift' && appealed?.kind === 'remove_photo' && appealed.photoId !== null) {
    await restoreFromQuarantineLater(tx, { photoId: appealed.photoId, staffId: input.staff.staffId });
  }

  await closeSettledReports(tx, reportIds, decisionId);
  if (appealed) {
    await tx
      .update(moderationAppeals)
      .set({ status: 'decided', decidedDecisionId: decisionId, decidedAt: now })
      .where(eq(moderationAppeals.id, appealed.appealId));
  }

  await enqueueDecisionNotices(tx, decision!, reportersOf(settled));
  await recordStaffAction(tx, {
    actor: input.staff,
    action: appealed ? 'appeal_decided' : 'moderation_decided',
    memberUserId: member.id,
    ...(profileId === null ? {} : { profileId }),
    detail: {
      decision_id: decisionId,
      kind: input.kind,
      ground: input.ground,
      ...(reportIds.length > 0 ? { reports: reportIds } : {}),
      ...(input.kind === 'remove_photo' ? { photo_id: input.photoId } : {}),
      ...(input.kind === 'suspend' ? { suspended_until: input.suspendedUntil?.toISOString() } : {}),
      ...(appealed ? { appeal_id: appealed.appealId, appeal_of_decision_id: appealed.decisionId } : {}),
    },
    reason: input.facts,
    at: now,
  });
  return { decisionId, sanctioned };
}

/**
 * The decision on an appeal, by a moderator other than the one who decided: `uphold` (a `dismiss` reviewing
 * the decision: it stands) or `lift` (undone), on the appealed decision's ground. 404 for an appeal that is
 * not open or is against the moderator's own decision.
 */
export async function decideAppeal(
  tx: Tx,
  input: { staff: NonNullable<StaffActor>; appealId: number; outcome: 'uphold' | 'lift'; facts: string; now?: Date },
): Promise<DecideOutcome> {
  const [appealed] = await tx
    .select({ memberUserId: moderationAppeals.memberUserId, ground: moderationDecisions.ground })
    .from(moderationAppeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
    .where(eq(moderationAppeals.id, input.appealId));
  if (!appealed) throw notFound('No such appeal.');
  return decide(tx, {
    staff: input.staff,
    memberUserId: appealed.memberUserId,
    kind: input.outcome === 'lift' ? 'lift' : 'dismiss',
    ground: (MODERATION_GROUNDS as readonly string[]).includes(appealed.ground) ? (appealed.ground as ModerationGround) : 'terms_other',
    facts: input.facts,
    appealId: input.appealId,
    ...(input.now ? { now: input.now } : {}),
  });
}

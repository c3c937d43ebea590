import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberPage } from '@dating/shared/contracts/staff-members';
import type { DbOrTx } from '../../db/database';
import {
  creditAccounts,
  creditLedger,
  loginAttempts,
  moderationDecisions,
  paymentAdjustments,
  payments,
  photos,
  profiles,
  reports,
  staffAccounts,
  users,
} from '../../db/schema';
import { PHOTO_URL_PREFIX } from '../../members/main-image';
import { openRefundCents } from '../../payments/refund-request';
import { sanctionOf } from '../sanctions/sanctions';
import { sanctionJson } from './member-search';

/*
 * A member's page in the console: the account's state, its sign-up and logins with their country, payments
 * and the ledger, photos, the reports made and received, and the moderation decisions about them. Never the
 * member's private messages: a moderator reads a conversation only through a report of it (staff-reports).
 */

const LOGINS_SHOWN = 50;
const LEDGER_SHOWN = 100;

/** The country of an address, by the api's GeoIP (null when it locates nobody). */
export type CountryOfAddress = (ip: string | null) => Promise<string | null>;

const other = alias(profiles, 'other');

async function reportLines(db: DbOrTx, side: 'made' | 'received', profileId: number) {
  const mine = side === 'made' ? reports.reporterProfileId : reports.reportedProfileId;
  const theirs = side === 'made' ? reports.reportedProfileId : reports.reporterProfileId;
  const rows = await db
    .select({
      id: reports.id,
      createdAt: reports.createdAt,
      reason: reports.category,
      comment: reports.text,
      status: reports.status,
      otherId: other.id,
      otherName: other.name,
    })
    .from(reports)
    .leftJoin(other, eq(other.id, theirs))
    .where(eq(mine, profileId))
    .orderBy(desc(reports.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    reason: row.reason,
    comment: row.comment,
    status: row.status,
    other: row.otherId !== null && row.otherName !== null ? { profile_id: row.otherId, name: row.otherName } : null,
  }));
}

/** The page of member `userId`, or null when there is no such account (erased or never). */
export async function loadMemberPage(
  db: DbOrTx,
  userId: number,
  countryOf: CountryOfAddress,
  now = new Date(),
): Promise<MemberPage | null> {
  const [account] = await db
    .select({ user: users, profileId: profiles.id, name: profiles.name, country: profiles.country, balance: creditAccounts.balance })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(creditAccounts, eq(creditAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!account) return null;
  const { user, profileId } = account;

  const [logins, paymentRows, ledger, photoRows, made, received, decisions] = await Promise.all([
    db
      .select({ at: loginAttempts.createdAt, ip: loginAttempts.ip })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, user.email), eq(loginAttempts.success, true)))
      .orderBy(desc(loginAttempts.createdAt))
      .limit(LOGINS_SHOWN),
    db
      .select({
        id: payments.id,
        publicId: payments.publicId,
        createdAt: payments.createdAt,
        paidAt: payments.paidAt,
        status: payments.status,
        method: payments.method,
        credits: payments.credits,
        amount: sql<number>`${payments.amountCents} + ${payments.transactionFeeCents}`.mapWith(Number),
        currency: payments.currency,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt)),
    db
      .select({ at: creditLedger.createdAt, delta: creditLedger.delta, reason: creditLedger.reason, paymentId: payments.publicId })
      .from(creditLedger)
      .leftJoin(payments, eq(payments.id, creditLedger.paymentId))
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.id))
      .limit(LEDGER_SHOWN),
    profileId === null ? [] : db.select().from(photos).where(eq(photos.profileId, profileId)).orderBy(photos.position, photos.id),
    profileId === null ? [] : reportLines(db, 'made', profileId),
    profileId === null ? [] : reportLines(db, 'received', profileId),
    db
      .select({ decision: moderationDecisions, staffEmail: staffAccounts.email })
      .from(moderationDecisions)
      .leftJoin(staffAccounts, eq(staffAccounts.id, moderationDecisions.staffId))
      .where(eq(moderationDecisions.memberUserId, userId))
      .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id)),
  ]);

  const paymentIds = paymentRows.map((row) => row.id);
  const given =
    paymentIds.length === 0
      ? []
      : await db
          .select({ paymentId: paymentAdjustments.paymentId, cents: sql<number>`sum(${paymentAdjustments.amountCents})`.mapWith(Number) })
          .from(paymentAdjustments)
          .where(inArray(paymentAdjustments.paymentId, paymentIds))
          .groupBy(paymentAdjustments.paymentId);
  const refunded = new Map(given.map((row) => [row.paymentId, row.cents]));
  const pending = await openRefundCents(db, paymentIds);

  const [signupCountry, ...loginCountries] = await Promise.all([countryOf(user.signupIp), ...logins.map((login) => countryOf(login.ip))]);

  return {
    user_id: user.id,
    profile_id: profileId,
    email: user.email,
    name: account.name,
    language: user.language,
    country: account.country,
    confirmed: user.status !== 'not_confirmed',
    premium: user.paidUser,
    signup: { at: user.signupDate.toISOString(), country: signupCountry ?? null },
    sanction: sanctionJson(sanctionOf(user, now)),
    deletion_requested_at: user.deletionRequestedAt?.toISOString() ?? null,
    deleted_at: user.deletedAt?.toISOString() ?? null,
    direct_debit_blocked: user.directDebitBlockedAt
      ? { at: user.directDebitBlockedAt.toISOString(), reason: user.directDebitBlockReason }
      : null,
    balance: account.balance ?? 0,
    logins: logins.map((login, index) => ({ at: login.at.toISOString(), country: loginCountries[index] ?? null })),
    payments: paymentRows.map((row) => ({
      id: row.publicId,
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      status: row.status,
      method: row.method,
      credits: row.credits,
      amount_cents: row.amount,
      refunded_cents: refunded.get(row.id) ?? 0,
      refund_pending_cents: pending.get(row.id) ?? 0,
      currency: row.currency,
    })),
    ledger: ledger.map((row) => ({ at: row.at.toISOString(), delta: row.delta, reason: row.reason, payment_id: row.paymentId })),
    photos: photoRows.map((row) => ({
      id: row.id,
      url: `${PHOTO_URL_PREFIX}${row.thumbFilename}`,
      status: row.status,
      is_main: row.isMain,
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      rejection_reason: row.rejectionReason,
    })),
    reports_made: made,
    reports_received: received,
    decisions: decisions.map(({ decision, staffEmail }) => ({
      id: decision.id,
      created_at: decision.createdAt.toISOString(),
      // A member's decisions are of a member's kinds (take_offline and put_online are the site's own profiles').
      kind: decision.kind as MemberPage['decisions'][number]['kind'],
      ground: decision.ground as MemberPage['decisions'][number]['ground'],
      facts: decision.facts,
      suspended_until: decision.suspendedUntil?.toISOString() ?? null,
      staff_email: staffEmail,
    })),
  };
}

import { and, asc, desc, eq, gt, isNull, like, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TIME_BONUS, type DiscountCode } from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../db/database';
import { discountCodes, discountRedemptions, users } from '../db/schema';
import { defineJobKind } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';
import { enqueueWelcomeMail } from '../notification-mails/promotion-mails';
import { createSiteResolver, welcomeDiscountOf } from '../sites/site-settings';
import { checkDiscount, timeBonusEnds, toDiscountCode, welcomeCode, type DiscountMember } from './discount-codes';

const DAY_MS = 24 * 60 * 60_000;
const WINDOW_MS = TIME_BONUS.windowSeconds * 1000;
/** Members given a welcome discount per job run (the oldest window first); the next run takes the rest. */
const BATCH = 500;

type WelcomeSettings = ReturnType<typeof welcomeDiscountOf>;

/** The member's welcome codes (personal WELCOME<percent>), newest first: a site may have changed its percentage. */
const welcomeCodesOf = (userId: number) => and(eq(discountCodes.userId, userId), like(discountCodes.code, 'WELCOME%'));

/**
 * Gives the member the welcome discount when it is due: they have not bought, their time bonus ended unused
 * (TIMEBONUS25 not redeemed) and they have never had a welcome code. A personal code WELCOME<percent>, single
 * use, valid `days` from now. Safe to run at once from the job and the lazy path: the member's row is locked
 * while it is decided, so a member gets one welcome code ever. True when it made one.
 */
export async function grantWelcomeDiscount(db: Db, member: DiscountMember, settings: WelcomeSettings, now: Date): Promise<boolean> {
  if (settings.percent <= 0 || member.paidUser || timeBonusEnds(member) > now) return false;
  // Most asks find the code made already: no lock for them.
  const [made] = await db.select({ id: discountCodes.id }).from(discountCodes).where(welcomeCodesOf(member.id)).limit(1);
  if (made) return false;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ paidUser: users.paidUser }).from(users).where(eq(users.id, member.id)).for('update');
    if (!locked || locked.paidUser) return false;
    const [existing] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(welcomeCodesOf(member.id)).limit(1);
    if (existing || (await usedTimeBonus(tx, member.id))) return false;
    const [created] = await tx
      .insert(discountCodes)
      .values({
        code: welcomeCode(settings.percent),
        userId: member.id,
        valuePercentage: settings.percent,
        validity: 'once',
        status: 'active',
        expiresAt: new Date(now.getTime() + settings.days * DAY_MS),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: discountCodes.id });
    if (!created) return false;
    // The member hears of it by mail (notification type promotions) once the code is committed.
    await enqueueWelcomeMail(tx, { userId: member.id, codeId: created.id }, now);
    return true;
  });
}

async function usedTimeBonus(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.discountCodeId))
    .where(and(eq(discountRedemptions.userId, userId), eq(discountCodes.code, TIME_BONUS.code), isNull(discountCodes.userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The member's welcome discount while it holds (GET /api/discountcode.php?welcome=true), made here first when
 * it is due and the job has not come by yet; null when there is none, or it expired, was used, or the member
 * has bought since.
 */
export async function welcomeDiscountFor(
  db: Db,
  member: DiscountMember,
  settings: WelcomeSettings,
  now: Date,
): Promise<DiscountCode | null> {
  await grantWelcomeDiscount(db, member, settings, now);
  const [row] = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(welcomeCodesOf(member.id))
    .orderBy(desc(discountCodes.id))
    .limit(1);
  if (!row) return null;
  const check = await checkDiscount(db, { member, code: row.code, now });
  return check.ok && check.code.kind === 'welcome' ? toDiscountCode(check.code, member, now) : null;
}

/**
 * The job's part: members whose time-bonus window ended within the last day (signup between 28 and 4 hours
 * ago), not bought, not leaving, without a welcome code — a bounded batch by signup date (the partial index
 * users_unpaid_signup). A member missed here (the job was down for over a day) gets theirs lazily when they
 * next ask. Returns how many were made.
 */
export async function grantDueWelcomeDiscounts(db: Db, now: Date): Promise<number> {
  const windowEnded = new Date(now.getTime() - WINDOW_MS);
  const due = await db
    .select({ id: users.id, siteId: users.siteId, paidUser: users.paidUser, signupDate: users.signupDate })
    .from(users)
    .where(
      and(
        eq(users.paidUser, false),
        isNull(users.deletedAt),
        isNull(users.deletionRequestedAt),
        gt(users.signupDate, new Date(windowEnded.getTime() - DAY_MS)),
        lte(users.signupDate, windowEnded),
        sql`NOT EXISTS (SELECT 1 FROM ${discountCodes} WHERE ${discountCodes.userId} = ${users.id} AND ${discountCodes.code} LIKE 'WELCOME%')`,
      ),
    )
    .orderBy(asc(users.signupDate))
    .limit(BATCH);
  if (due.length === 0) return 0;
  const sites = createSiteResolver(db);
  let made = 0;
  for (const member of due) {
    const settings = welcomeDiscountOf((await sites.forId(member.siteId)).settings);
    if (await grantWelcomeDiscount(db, member, settings, now)) made += 1;
  }
  return made;
}

/** Every 10 minutes, one run at a time across processes (the schedule's slot key). */
export function welcomeDiscountJobs() {
  const kind = defineJobKind({
    name: 'grant-welcome-discounts',
    payload: z.object({}),
    handle: async (_payload, context) => {
      const made = await grantDueWelcomeDiscounts(context.db, context.now());
      if (made > 0) context.log.info({ made }, 'welcome discounts made for members whose time bonus ended unused');
    },
  });
  const schedule = defineSchedule({ name: 'grant-welcome-discounts-10m', kind, payload: {}, spec: { everyMinutes: 10 } });
  return { kind, schedule };
}

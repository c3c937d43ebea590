import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { maskIban } from '@dating/shared/contracts/iban';
import { maskPhone, type DirectDebitMandate, type Locale, type PaymentResponse } from '@dating/shared/contracts/index';
import type { Db, Tx } from '../db/database';
import { directDebitMandates, payments, storedPaymentMethods, users } from '../db/schema';
import { checkDiscount, discountMember, discountRefused } from '../discounts/discount-codes';
import { ApiError, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { bundlesOf } from '../payments/bundles';
import { inEuroArea } from '../payments/currencies';
import { createPayment, memberPayment } from '../payments/member-payments';
import type { PaymentProvider } from '../payments/provider';
import { CODE_VALID_MS, hashSmsCode, newSmsCode, smsCodeMatches } from './sms-code';
import { smsCodeText } from './sms-texts';

/** Codes one mandate may be sent (the first and two resends). */
const CODES_PER_MANDATE = 3;
/** Between two codes of one mandate. */
const RESEND_SPACING_MS = 30_000;
/** Codes one member may be sent in 24 hours, over all their mandates. */
const CODES_PER_DAY = 10;
/** Wrong codes, over all the member's mandates, after which they may no longer pay by direct debit. */
const WRONG_CODES_BLOCK = 5;
const DAY_MS = 24 * 60 * 60_000;

type MandateRow = typeof directDebitMandates.$inferSelect;

export const directDebitBlocked = () => new ApiError(403, 'direct_debit_blocked', 'Your account is blocked for direct debit payments.');
const smsLimitReached = () =>
  new ApiError(429, 'sms_limit_reached', 'No more codes can be sent now. Please try again later or choose another payment method.');
const smsCodeInvalid = () => new ApiError(400, 'sms_code_invalid', 'Code invalid');

function view(row: MandateRow, now: Date): DirectDebitMandate {
  const nextAt = (row.lastCodeAt?.getTime() ?? 0) + RESEND_SPACING_MS;
  return {
    id: row.publicId,
    phone_masked: maskPhone(row.phone),
    iban_masked: maskIban(row.iban),
    resend_in_seconds: Math.max(0, Math.ceil((nextAt - now.getTime()) / 1000)),
    codes_left: Math.max(0, CODES_PER_MANDATE - row.codesSent),
    code_expires_at: (row.codeExpiresAt ?? now).toISOString(),
  };
}

/** GET /api/direct-debit.php: whether direct debit is refused to the member, and the mobile number they gave last. */
export async function directDebitStatus(db: Db, userId: number): Promise<{ blocked: boolean; phone: string | null }> {
  const [user] = await db.select({ blockedAt: users.directDebitBlockedAt, phone: users.phone }).from(users).where(eq(users.id, userId));
  return { blocked: user?.blockedAt != null, phone: user?.phone ?? null };
}

/**
 * The member's row locked (FOR UPDATE) for the limits counted over all their mandates: two sends, or two wrong
 * codes, of one member run one after the other even on different mandates, so no count can be passed by racing.
 */
async function lockMemberRow(tx: Tx, userId: number): Promise<{ language: Locale; blockedAt: Date | null }> {
  const [user] = await tx
    .select({ language: users.language, blockedAt: users.directDebitBlockedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound('Member not found');
  return user;
}

/** lockMemberRow, refusing a member blocked for direct debit. */
async function lockMember(tx: Tx, userId: number): Promise<{ language: Locale }> {
  const user = await lockMemberRow(tx, userId);
  if (user.blockedAt !== null) throw directDebitBlocked();
  return { language: user.language };
}

/** Wrong codes the member typed, over all their mandates (a new mandate does not start the count again). */
async function wrongCodesOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ wrong: sql<number>`coalesce(sum(${directDebitMandates.wrongCodes}), 0)`.mapWith(Number) })
    .from(directDebitMandates)
    .where(eq(directDebitMandates.userId, userId));
  return row?.wrong ?? 0;
}

/** Codes sent to the member in the last 24 hours (a mandate's codes count while its last one is that recent). */
async function codesToday(tx: Tx, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ sent: sql<number>`coalesce(sum(${directDebitMandates.codesSent}), 0)`.mapWith(Number) })
    .from(directDebitMandates)
    .where(and(eq(directDebitMandates.userId, userId), gt(directDebitMandates.lastCodeAt, new Date(now.getTime() - DAY_MS))));
  return row?.sent ?? 0;
}

async function sendCode(mailer: Mailer, row: MandateRow, language: Locale, code: string): Promise<void> {
  await mailer.sendSms({ to: row.phone, text: smsCodeText(language, code) });
}

/**
 * POST /api/direct-debit.php: a mandate for a bundle of the payment country's list (euro area only), once per
 * (member, client_id) — a retry answers the same mandate without another code. Keeps the mobile number on the
 * member, supersedes the member's other mandates still waiting for a code, and sends the first code. The consent
 * to immediate supply is kept on the mandate with this time: the payment made at the confirm carries both.
 */
export async function createMandate(
  db: Db,
  mailer: Mailer,
  input: {
    userId: number;
    siteId: number;
    request: {
      bundle: number;
      country: string;
      holder: string;
      iban: string;
      phone: string;
      client_id: string;
      discount_code?: string | undefined;
      /** The consent to immediate supply's version (the contract requires it): kept with this time for the payment. */
      withdrawal_consent: string;
    };
    now?: Date;
  },
): Promise<DirectDebitMandate> {
  const { request } = input;
  const now = input.now ?? new Date();
  const [existing] = await db
    .select()
    .from(directDebitMandates)
    .where(and(eq(directDebitMandates.userId, input.userId), eq(directDebitMandates.clientId, request.client_id)));
  if (existing) return view(existing, now);

  if (!inEuroArea(request.country)) throw notFound('Direct debit is offered in the euro area only');
  const bundle = (await bundlesOf(db, input.siteId, 'EUR')).find((b) => b.id === request.bundle);
  if (!bundle) throw notFound('Bundle not found');
  // The price the member was shown holds only if its code holds for this order (the browser's word is not trusted).
  const discountCode =
    request.discount_code === undefined
      ? null
      : await checkMandateDiscount(db, input.userId, request.discount_code, {
          amountCents: bundle.amount_cents,
          country: request.country,
          now,
        });

  const code = newSmsCode();
  const sent = await db.transaction(async (tx) => {
    const member = await lockMember(tx, input.userId);
    const [again] = await tx
      .select()
      .from(directDebitMandates)
      .where(and(eq(directDebitMandates.userId, input.userId), eq(directDebitMandates.clientId, request.client_id)));
    if (again) return { row: again, language: null };
    if ((await codesToday(tx, input.userId, now)) >= CODES_PER_DAY) throw smsLimitReached();
    await tx
      .update(directDebitMandates)
      .set({ status: 'abandoned', codeHash: null, updatedAt: now })
      .where(and(eq(directDebitMandates.userId, input.userId), eq(directDebitMandates.status, 'awaiting_code')));
    const publicId = randomBytes(16).toString('base64url');
    const [row] = await tx
      .insert(directDebitMandates)
      .values({
        publicId,
        userId: input.userId,
        clientId: request.client_id,
        packageId: bundle.id,
        country: request.country,
        holder: request.holder,
        iban: request.iban,
        phone: request.phone,
        discountCode,
        withdrawalConsentVersion: request.withdrawal_consent,
        withdrawalConsentAt: now,
        codeHash: hashSmsCode(publicId, code),
        codeExpiresAt: new Date(now.getTime() + CODE_VALID_MS),
        codesSent: 1,
        lastCodeAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.update(users).set({ phone: request.phone }).where(eq(users.id, input.userId));
    return { row: row!, language: member.language };
  });
  // Sent after the commit: the code is only valid once its hash is stored.
  if (sent.language !== null) await sendCode(mailer, sent.row, sent.language, code);
  return view(sent.row, now);
}

/**
 * A mandate's discount code checked for its direct debit (the bundle's euro price, the payment country, method
 * `sdd`) as POST /api/payment.php checks it: the code as stored (upper-case), or its discount error (422).
 */
async function checkMandateDiscount(
  db: Db,
  userId: number,
  code: string,
  order: { amountCents: number; country: string; now: Date },
): Promise<string> {
  const member = await discountMember(db, userId);
  if (!member) throw notFound('Member not found');
  const check = await checkDiscount(db, {
    member,
    code,
    order: { amountCents: order.amountCents, currency: 'EUR', country: order.country, method: 'sdd' },
    now: order.now,
  });
  if (!check.ok) throw discountRefused(check.error);
  return check.code.code;
}

/** The member's mandate by its public id, locked; another member's (or none) is 404. */
async function lockMandate(tx: Tx, userId: number, publicId: string): Promise<MandateRow> {
  const [row] = await tx
    .select()
    .from(directDebitMandates)
    .where(and(eq(directDebitMandates.publicId, publicId), eq(directDebitMandates.userId, userId)))
    .for('update');
  if (!row) throw notFound('Mandate not found');
  return row;
}

/**
 * POST /api/direct-debit-resend.php: another code for a mandate waiting for one — at most CODES_PER_MANDATE per
 * mandate, RESEND_SPACING_MS apart (rate_limited, with the seconds to wait), and CODES_PER_DAY per member. A new
 * code replaces the one before.
 */
export async function resendCode(
  db: Db,
  mailer: Mailer,
  input: { userId: number; mandate: string; now?: Date },
): Promise<DirectDebitMandate> {
  const now = input.now ?? new Date();
  const code = newSmsCode();
  const sent = await db.transaction(async (tx) => {
    const member = await lockMember(tx, input.userId);
    const row = await lockMandate(tx, input.userId, input.mandate);
    if (row.status !== 'awaiting_code') throw notFound('This mandate waits for no code');
    if (row.codesSent >= CODES_PER_MANDATE) throw smsLimitReached();
    const waitMs = (row.lastCodeAt?.getTime() ?? 0) + RESEND_SPACING_MS - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new ApiError(429, 'rate_limited', `Please wait ${seconds} s before asking for another code.`);
    }
    if ((await codesToday(tx, input.userId, now)) >= CODES_PER_DAY) throw smsLimitReached();
    const [updated] = await tx
      .update(directDebitMandates)
      .set({
        codeHash: hashSmsCode(row.publicId, code),
        codeExpiresAt: new Date(now.getTime() + CODE_VALID_MS),
        codesSent: row.codesSent + 1,
        lastCodeAt: now,
        updatedAt: now,
      })
      .where(eq(directDebitMandates.id, row.id))
      .returning();
    return { row: updated!, language: member.language };
  });
  await sendCode(mailer, sent.row, sent.language, code);
  return view(sent.row, now);
}

type CodeCheck = { next: 'done'; paymentId: number } | { next: 'confirm'; row: MandateRow } | { next: 'refuse'; error: ApiError };

/**
 * The code checked under the member's lock, then the mandate's (the order every send takes too): a wrong one
 * counts, and the member is blocked once their wrong codes over all mandates reach WRONG_CODES_BLOCK — a new
 * mandate, or codes raced over several, must not buy more guesses. The right one marks the mandate
 * `code_accepted` — from then on confirming only finishes what it started.
 */
async function checkCode(db: Db, input: { userId: number; mandate: string; code: string; now: Date }): Promise<CodeCheck> {
  return db.transaction(async (tx): Promise<CodeCheck> => {
    const member = await lockMemberRow(tx, input.userId);
    const row = await lockMandate(tx, input.userId, input.mandate);
    if (row.status === 'confirmed' && row.paymentId !== null) return { next: 'done', paymentId: row.paymentId };
    if (member.blockedAt !== null) return { next: 'refuse', error: directDebitBlocked() };
    if (row.status !== 'awaiting_code' && row.status !== 'code_accepted') throw notFound('This mandate waits for no code');
    if (!smsCodeMatches(row.publicId, input.code, row.codeHash)) {
      const block = (await wrongCodesOf(tx, input.userId)) + 1 >= WRONG_CODES_BLOCK;
      await tx
        .update(directDebitMandates)
        .set({ wrongCodes: row.wrongCodes + 1, updatedAt: input.now, ...(block ? { status: 'abandoned', codeHash: null } : {}) })
        .where(eq(directDebitMandates.id, row.id));
      if (!block) return { next: 'refuse', error: smsCodeInvalid() };
      await tx.update(users).set({ directDebitBlockedAt: input.now, directDebitBlockReason: 'sms_code' }).where(eq(users.id, input.userId));
      return { next: 'refuse', error: directDebitBlocked() };
    }
    // The right code, but too late: a new one must be asked for (it does not count as a wrong one).
    if (row.status === 'awaiting_code' && (row.codeExpiresAt === null || row.codeExpiresAt.getTime() <= input.now.getTime())) {
      return { next: 'refuse', error: smsCodeInvalid() };
    }
    if (row.status === 'awaiting_code') {
      await tx.update(directDebitMandates).set({ status: 'code_accepted', updatedAt: input.now }).where(eq(directDebitMandates.id, row.id));
    }
    return { next: 'confirm', row };
  });
}

/**
 * POST /api/direct-debit-code.php: the SMS code confirms the mandate and opens its payment, exactly once. The code
 * is judged under the mandate's lock (checkCode); then each step is idempotent, so a retry or a second confirm at
 * the same moment meets the first on the same rows: the provider's mandate is keyed by our mandate id, the kept
 * method by (provider, token), the payment by the mandate's client_id. The provider is never called inside a
 * transaction. The payment stays pending until the bank settles it (credits then, by webhook).
 */
export async function confirmMandate(
  db: Db,
  provider: PaymentProvider,
  input: {
    userId: number;
    siteId: number;
    origin: string;
    mandate: string;
    code: string;
    log: Pick<FastifyBaseLogger, 'error'>;
    now?: Date;
  },
): Promise<PaymentResponse> {
  const now = input.now ?? new Date();
  const checked = await checkCode(db, { userId: input.userId, mandate: input.mandate, code: input.code, now });
  if (checked.next === 'refuse') throw checked.error;
  if (checked.next === 'done') return paymentById(db, input.userId, checked.paymentId);
  const { row } = checked;
  // Unless its payment exists already (a confirm cut short after it): that one is answered as it is.
  if (row.discountCode !== null && !(await paymentExists(db, input.userId, row.clientId))) {
    // Checked before the provider keeps the mandate, so a code used meanwhile costs nothing at the provider;
    // createPayment checks it once more where the price is fixed.
    const bundle = (await bundlesOf(db, input.siteId, 'EUR')).find((b) => b.id === row.packageId);
    if (!bundle) throw notFound('Bundle not found');
    await checkMandateDiscount(db, input.userId, row.discountCode, { amountCents: bundle.amount_cents, country: row.country, now });
  }

  let kept: { token: string; label: string };
  try {
    kept = await provider.createMandate({ holder: row.holder, iban: row.iban, mandateReference: row.publicId });
  } catch (error) {
    input.log.error({ err: error, mandate: row.publicId }, 'payment provider: registering the mandate failed');
    throw new ApiError(502, 'provider_unavailable', 'The payment provider did not answer. Please try again.');
  }
  await db
    .insert(storedPaymentMethods)
    .values({ userId: input.userId, provider: provider.name, method: 'sdd', token: kept.token, label: kept.label, createdAt: now })
    .onConflictDoNothing({ target: [storedPaymentMethods.provider, storedPaymentMethods.token] });
  const [method] = await db
    .select({ id: storedPaymentMethods.id })
    .from(storedPaymentMethods)
    .where(and(eq(storedPaymentMethods.provider, provider.name), eq(storedPaymentMethods.token, kept.token)));

  const answer = await createPayment(db, provider, {
    userId: input.userId,
    siteId: input.siteId,
    origin: input.origin,
    request: {
      bundle: row.packageId,
      method: 'sdd',
      country: row.country,
      client_id: row.clientId,
      ...(row.discountCode === null ? {} : { discount_code: row.discountCode }),
      // The consent given on the mandate form, with its time (none on a mandate made before it was asked for).
      ...(row.withdrawalConsentVersion === null ? {} : { withdrawal_consent: row.withdrawalConsentVersion }),
    },
    ...(row.withdrawalConsentAt === null ? {} : { withdrawalConsentAt: row.withdrawalConsentAt }),
    stored: { id: method!.id, token: kept.token },
    log: input.log,
  });
  const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.publicId, answer.payment.id));
  await db
    .update(directDebitMandates)
    .set({ status: 'confirmed', providerToken: kept.token, paymentId: payment!.id, confirmedAt: now, codeHash: null, updatedAt: now })
    .where(and(eq(directDebitMandates.id, row.id), ne(directDebitMandates.status, 'confirmed')));
  return answer;
}

async function paymentExists(db: Db, userId: number, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.clientId, clientId)));
  return row !== undefined;
}

async function paymentById(db: Db, userId: number, paymentId: number): Promise<PaymentResponse> {
  const [row] = await db.select({ publicId: payments.publicId }).from(payments).where(eq(payments.id, paymentId));
  if (!row) throw notFound('Payment not found');
  return memberPayment(db, userId, row.publicId);
}

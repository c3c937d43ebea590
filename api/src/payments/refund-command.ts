/**
 * `npm run payments:refund -w api -- <payment id> [--amount <cents>]`: gives a member's money back (the
 * operator's refund, within the site's `refund_days` of the payment) through the payment provider. The credits
 * are taken back when the provider confirms the refund (its webhook), never by this command. Reads the same
 * environment as the api; with the embedded database the api must be stopped (the confirmation is delivered
 * when it runs again).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { openCommandContext, runCommand, type CommandIo } from '../db/command-database';
import type { Db } from '../db/database';
import { paymentAdjustments, payments, sites, users } from '../db/schema';
import { createSandboxPsp } from './sandbox/sandbox-psp';

const USAGE = 'usage: npm run payments:refund -w api -- <payment id> [--amount <cents>]\n';
const DAY_MS = 24 * 60 * 60_000;
/** When the member's site cannot be found (an erased member): the seeded sites' value. */
const DEFAULT_REFUND_DAYS = 14;

export async function refundCommand(args: readonly string[], env: NodeJS.ProcessEnv, io: CommandIo, now = new Date()): Promise<number> {
  const [publicId, flag, amountText] = args;
  const amount = amountText === undefined ? undefined : Number(amountText);
  if (
    !publicId ||
    (flag !== undefined && (flag !== '--amount' || !Number.isSafeInteger(amount) || (amount ?? 0) <= 0)) ||
    args.length > 3
  ) {
    io.fail(USAGE);
    return 64;
  }
  const opened = await openCommandContext(env, io, 'payments');
  if (typeof opened === 'number') return opened;
  try {
    const result = await requestRefund(opened.database.db, opened.config.sandboxPspSecret, { publicId, amountCents: amount, now });
    if (!result.ok) {
      io.fail(`${result.message}\n`);
      return 1;
    }
    io.write(`${result.message}\n`);
    return 0;
  } finally {
    await opened.database.close();
  }
}

/**
 * Asks the provider to refund a completed payment (all that is left of it, or `amountCents`), within the
 * site's `refund_days` of its completion. Changes nothing of ours: the provider's confirmation does.
 */
export async function requestRefund(
  db: Db,
  sandboxSecret: string,
  input: { publicId: string; amountCents?: number | undefined; now: Date },
): Promise<{ ok: boolean; message: string; refundCents?: number; currency?: string }> {
  const { publicId } = input;
  const [payment] = await db
    .select({
      id: payments.id,
      status: payments.status,
      reference: payments.providerReference,
      provider: payments.provider,
      total: sql<number>`${payments.amountCents} + ${payments.transactionFeeCents}`.mapWith(Number),
      currency: payments.currency,
      paidAt: payments.paidAt,
      refundDays: sql<number | null>`(${sites.settings} ->> 'refund_days')::int`,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(sites, eq(sites.id, users.siteId))
    .where(eq(payments.publicId, publicId));
  if (!payment || payment.reference === null) return { ok: false, message: `There is no payment ${publicId}.` };
  if (payment.status !== 'completed' || payment.paidAt === null) {
    return { ok: false, message: `Payment ${publicId} is ${payment.status}: only a completed payment can be refunded.` };
  }
  const days = payment.refundDays ?? DEFAULT_REFUND_DAYS;
  if (input.now.getTime() - payment.paidAt.getTime() > days * DAY_MS) {
    return { ok: false, message: `Payment ${publicId} was paid more than ${days} days ago (the site's refund_days).` };
  }
  const [given] = await db
    .select({ amount: sql<number>`coalesce(sum(${paymentAdjustments.amountCents}), 0)`.mapWith(Number) })
    .from(paymentAdjustments)
    .where(eq(paymentAdjustments.paymentId, payment.id));
  const left = payment.total - (given?.amount ?? 0);
  const refund = input.amountCents ?? left;
  if (refund > left) return { ok: false, message: `Only ${left} cents of payment ${publicId} are left to refund.` };
  if (refund <= 0) return { ok: false, message: `Nothing of payment ${publicId} is left to refund.` };
  if (payment.provider !== 'sandbox') return { ok: false, message: `No adapter for the payment provider ${payment.provider}.` };
  await createSandboxPsp({ secret: sandboxSecret }).provider(db).refund(payment.reference, { amountCents: refund, key: randomUUID() });
  return {
    ok: true,
    refundCents: refund,
    currency: payment.currency,
    message: `Refund of ${refund} cents (${payment.currency}) of payment ${publicId} requested; the credits are taken back when the provider confirms it.`,
  };
}

if (require.main === module) {
  runCommand('payments refund', () =>
    refundCommand(process.argv.slice(2), process.env, {
      write: (text) => process.stdout.write(text),
      fail: (text) => process.stderr.write(text),
    }),
  );
}

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { UserResponseSchema, getUserEndpoint } from '@dating/shared/contracts/index';
import { chatKit, type ChatMember } from '../conversations/chat-test-kit';
import { checkBooksAfterEach } from '../credits/books-test-kit';
import { debit, readAccount } from '../credits/ledger';
import { creditLedger, jobs, paymentRefunds, payments, sandboxPspRefunds, staffAuditLog, users } from '../db/schema';
import { createWorker } from '../jobs/worker';
import { setupTestContext } from '../test/test-app';
import { applyProviderEvent } from './apply-event';
import { RefundRefused, type PaymentProvider, type ProviderEvent } from './provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from './sandbox/sandbox-signature';
import { processPaymentWebhook } from './webhook-inbox';
import { paymentKit } from './payment-test-kit';
import { refundCommand } from './refund-command';
import { requestRefund, retryPendingRefunds, settleRequestedRefunds, type RefundIntent } from './refund-request';
import { createSandboxPsp } from './sandbox/sandbox-psp';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
const db = () => context().database.db;
const pay = paymentKit(kit);
checkBooksAfterEach(() => db());

/** A member who bought the first NL bundle (25 credits for 9.99 EUR, no fee in the EEA). */
async function buyer(): Promise<{ member: ChatMember; reference: string; publicId: string; before: number }> {
  const member = await kit.member();
  const before = (await readAccount(db(), member.id)).balance;
  const { payment, reference } = await pay.start(member);
  // Paid at the provider, and its completion applied here as its webhook would be.
  await createSandboxPsp({ secret: context().config.sandboxPspSecret }).finish(db(), { reference, outcome: 'completed', now: new Date() });
  const completed: ProviderEvent = {
    kind: 'status',
    eventKey: `${reference}:1`,
    reference,
    merchantReference: payment.id,
    status: 'completed',
    amountCents: 999,
    currency: 'EUR',
    method: 'ideal',
  };
  expect(await applyProviderEvent(db(), { provider: 'sandbox', event: completed, now: new Date() })).toBe('completed');
  return { member, reference, publicId: payment.id, before };
}

const adjust = async (reference: string, kind: 'refund' | 'chargeback', id: string, amountCents: number, currency = 'EUR') =>
  applyProviderEvent(db(), {
    provider: 'sandbox',
    event: {
      kind,
      eventKey: `${kind}:${id}`,
      reference,
      merchantReference: await publicIdOf(reference),
      adjustmentId: id,
      amountCents,
      currency,
    },
    now: new Date(),
  });

async function publicIdOf(reference: string): Promise<string> {
  const [row] = await db().select({ publicId: payments.publicId }).from(payments).where(eq(payments.providerReference, reference));
  return row!.publicId;
}

const balance = async (member: ChatMember) => (await readAccount(db(), member.id)).balance;
const status = async (publicId: string) =>
  (await db().select({ status: payments.status }).from(payments).where(eq(payments.publicId, publicId)))[0]?.status;

it('a full refund takes the bundle’s credits back once and marks the payment refunded', async () => {
  const { member, reference, publicId, before } = await buyer();
  expect(await balance(member)).toBe(before + 25);
  expect(await adjust(reference, 'refund', 'rf1', 999)).toBe('refund');
  expect(await adjust(reference, 'refund', 'rf1', 999)).toBe('no change');
  expect(await balance(member)).toBe(before);
  expect(await status(publicId)).toBe('refunded');
  // Premium stays: buying made the member premium, and it never goes back.
  const [user] = await db().select({ premium: users.paidUser }).from(users).where(eq(users.id, member.id));
  expect(user?.premium).toBe(true);
});

it('partial refunds take their share of the credits, up to the total and not beyond', async () => {
  const { member, reference, publicId, before } = await buyer();
  // 5.00 of 9.99 → 13 of 25 credits (rounded), the rest with the 4.99 left.
  expect(await adjust(reference, 'refund', 'half-1', 500)).toBe('refund');
  expect(await balance(member)).toBe(before + 25 - 13);
  expect(await status(publicId)).toBe('completed');
  expect(await adjust(reference, 'refund', 'too-much', 500)).toBe('amount mismatch');
  expect(await adjust(reference, 'refund', 'in-dollars', 100, 'USD')).toBe('amount mismatch');
  expect(await adjust(reference, 'refund', 'half-2', 499)).toBe('refund');
  expect(await balance(member)).toBe(before);
  expect(await status(publicId)).toBe('refunded');
});

it('a refund after the credits were spent takes only what is left; a chargeback takes all, below 0', async () => {
  const refunded = await buyer();
  await kit.db().transaction(async (tx) => {
    await debit(tx, { userId: refunded.member.id, amount: refunded.before + 20, reason: 'adjustment', key: `spend:${randomUUID()}` });
  });
  expect(await balance(refunded.member)).toBe(5);
  await adjust(refunded.reference, 'refund', 'rf', 999);
  expect(await balance(refunded.member)).toBe(0);

  const charged = await buyer();
  await kit.db().transaction(async (tx) => {
    await debit(tx, { userId: charged.member.id, amount: charged.before + 20, reason: 'adjustment', key: `spend:${randomUUID()}` });
  });
  expect(await adjust(charged.reference, 'chargeback', 'cb', 999)).toBe('chargeback');
  expect(await balance(charged.member)).toBe(-20);
  // The member sees 0 credits and what they owe; the next credits pay the debt first.
  const me = UserResponseSchema.parse((await kit.call(charged.member, getUserEndpoint)).json());
  expect(me.user).toMatchObject({ credits: 0, credits_owed: 20, paid_user: true });
});

it('a refund arrives as a signed webhook, is stored once and applied once', async () => {
  const { member, reference, publicId, before } = await buyer();
  const body = JSON.stringify({
    id: 'refund:rf-hook',
    type: 'payment.refund',
    data: { reference, merchant_reference: publicId, adjustment_id: 'rf-hook', amount_cents: 999, currency: 'EUR' },
  });
  const post = () =>
    context().app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(context().config.sandboxPspSecret, body, new Date()),
      },
      payload: body,
    });
  const answers = await Promise.all([post(), post(), post()]);
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  await createWorker({ db: db(), log: silent, kinds: [processPaymentWebhook] }).drain();
  expect(await balance(member)).toBe(before);
});

it('nothing to give back for a payment that never completed', async () => {
  const { reference } = await pay.start(await kit.member());
  expect(await adjust(reference, 'refund', 'early', 100)).toBe('amount mismatch');
});

describe('a refund asked of the provider, once per key', () => {
  const sandbox = () => createSandboxPsp({ secret: context().config.sandboxPspSecret }).provider(db());
  const ask = (publicId: string, more: Partial<RefundIntent> & { provider?: PaymentProvider } = {}) => {
    const { provider = sandbox(), ...intent } = more;
    return requestRefund(db(), provider, { publicId, key: randomUUID(), reason: 'Goodwill', actor: null, now: new Date(), ...intent });
  };
  /** The sandbox's refund webhooks for this payment, applied as the inbox's job would (each as often as queued). */
  async function deliverRefunds(reference: string) {
    const queued = await db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        and(eq(jobs.kind, 'sandbox-psp-notify'), sql`${jobs.payload} ->> 'reference' = ${reference}`, sql`${jobs.payload} ? 'adjustment'`),
      );
    for (const { payload } of queued) {
      const { adjustment } = payload as { adjustment: { id: string; amountCents: number } };
      await adjust(reference, 'refund', adjustment.id, adjustment.amountCents);
    }
    return queued.length;
  }
  const refundRows = async (publicId: string) =>
    db()
      .select({ status: paymentRefunds.status, amountCents: paymentRefunds.amountCents, key: paymentRefunds.key })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(payments.publicId, publicId));
  const ledgerRefunds = async (member: ChatMember) =>
    (
      await db()
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, member.id), eq(creditLedger.reason, 'refund')))
    ).length;

  it('within refund_days and what is left; the credits go only when the provider confirms', async () => {
    const { member, reference, publicId, before } = await buyer();
    const [row] = await db().select({ paidAt: payments.paidAt }).from(payments).where(eq(payments.publicId, publicId));
    expect(await ask(publicId, { amountCents: 2000 })).toMatchObject({
      ok: false,
      error: 'refund_refused',
      message: expect.stringContaining('Only 999 cents'),
    });
    expect(await ask(publicId, { now: new Date(row!.paidAt!.getTime() + 15 * 24 * 60 * 60_000) })).toMatchObject({
      ok: false,
      message: expect.stringContaining('more than 14 days'),
    });
    expect(await ask('no-such-payment')).toMatchObject({ ok: false, error: 'not_found' });
    // Refused asks leave no row behind.
    expect(await refundRows(publicId)).toEqual([]);
    const asked = await ask(publicId, { amountCents: 514 });
    expect(asked).toMatchObject({ ok: true, state: 'requested', message: expect.stringContaining('Refund of 514 cents (EUR)') });
    expect(await balance(member)).toBe(before + 25);
    expect(await deliverRefunds(reference)).toBe(1);
    expect(await balance(member)).toBe(before + 25 - 13);
  });

  it('the same key again, one after the other or at once, is one refund and one debit', async () => {
    const { member, reference, publicId, before } = await buyer();
    const key = randomUUID();
    const first = await ask(publicId, { key, amountCents: 500 });
    expect(first).toMatchObject({ ok: true, state: 'requested', repeated: false });
    expect(await ask(publicId, { key, amountCents: 500 })).toMatchObject({
      ok: true,
      state: 'requested',
      repeated: true,
      refundCents: 500,
    });
    // Not for another amount: the key names the first refund, and another amount is another intent.
    expect(await ask(publicId, { key, amountCents: 100 })).toMatchObject({
      ok: false,
      error: 'refund_refused',
      message: expect.stringContaining('was used for a refund of 500 cents'),
    });
    expect(await ask(publicId, { key })).toMatchObject({ ok: true, refundCents: 500, repeated: true });

    const other = await buyer();
    const twice = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => ask(other.publicId, { key: twice })));
    expect(answers.every((answer) => answer.ok && answer.refundCents === 999)).toBe(true);
    expect(answers.filter((answer) => answer.ok && !answer.repeated)).toHaveLength(1);

    for (const { reference: ref, publicId: id, member: who } of [{ reference, publicId, member }, other]) {
      expect(await refundRows(id)).toHaveLength(1);
      expect(await deliverRefunds(ref)).toBe(1);
      await deliverRefunds(ref);
      expect(await ledgerRefunds(who)).toBe(1);
    }
    expect(await balance(member)).toBe(before + 25 - 13);
    expect(await balance(other.member)).toBe(other.before);
    expect(await ask(publicId, { key, amountCents: 500 })).toMatchObject({ ok: true, state: 'settled' });
  });

  it('two keys at once for more than the payment together: one is refused, the pending one counted as given', async () => {
    const { publicId } = await buyer();
    const answers = await Promise.all([ask(publicId, { amountCents: 600 }), ask(publicId, { amountCents: 600 })]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toMatchObject({
      error: 'refund_refused',
      message: expect.stringContaining('Only 399 cents'),
    });
    // Not confirmed yet, and still not refundable twice.
    expect(await ask(publicId, { amountCents: 400 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('600 cents are being refunded'),
    });
    expect(await ask(publicId, { amountCents: 399 })).toMatchObject({ ok: true });
    expect(await ask(publicId)).toMatchObject({ ok: false, message: expect.stringContaining('Nothing of payment') });
  });

  it('a refusal by the provider leaves the row failed and the amount free again; the same key answers the refusal', async () => {
    const { member, reference, publicId, before } = await buyer();
    const refusing: PaymentProvider = {
      ...sandbox(),
      refund: async () => {
        throw new RefundRefused('the card account is closed');
      },
    };
    const key = randomUUID();
    const refused = await ask(publicId, { key, provider: refusing });
    expect(refused).toMatchObject({ ok: false, error: 'refund_failed', message: expect.stringContaining('the card account is closed') });
    expect(await ask(publicId, { key })).toMatchObject({ ok: false, error: 'refund_failed' });
    expect(await refundRows(publicId)).toEqual([{ status: 'failed', amountCents: 999, key }]);
    // The log says the money did not go back, beside the request.
    const logged = await db()
      .select({ action: staffAuditLog.action, detail: staffAuditLog.detail })
      .from(staffAuditLog)
      .where(sql`${staffAuditLog.detail} ->> 'key' = ${key}`);
    expect(logged.map((row) => row.action).sort()).toEqual(['payment_refund_failed', 'payment_refunded']);
    expect(logged.find((row) => row.action === 'payment_refund_failed')?.detail).toMatchObject({
      payment: publicId,
      amount_cents: 999,
      failure: 'the card account is closed',
    });
    expect(await ask(publicId)).toMatchObject({ ok: true, refundCents: 999, state: 'requested' });
    await deliverRefunds(reference);
    expect(await balance(member)).toBe(before);
  });

  it('a provider that does not answer leaves the refund pending; reconciliation asks again with the same key, once', async () => {
    const { member, reference, publicId, before } = await buyer();
    let calls = 0;
    const real = sandbox();
    // Takes the refund, then the answer is lost (a timeout).
    const lost: PaymentProvider = {
      ...real,
      refund: async (ref, input) => {
        calls += 1;
        await real.refund(ref, input);
        throw new Error('socket hang up');
      },
    };
    const asked = await ask(publicId, { amountCents: 300, provider: lost });
    expect(asked).toMatchObject({ ok: true, state: 'pending' });
    expect(await ask(publicId, { amountCents: 700 })).toMatchObject({ ok: false, error: 'refund_refused' });
    const log = { warn: () => undefined };
    expect(await retryPendingRefunds(db(), real, { now: new Date(), log })).toBe(0);
    expect(await retryPendingRefunds(db(), real, { now: new Date(Date.now() + 3 * 60_000), log })).toBe(1);
    expect(await retryPendingRefunds(db(), real, { now: new Date(Date.now() + 3 * 60_000), log })).toBe(0);
    expect(calls).toBe(1);
    expect((await refundRows(publicId)).map((row) => row.status)).toEqual(['requested']);
    const [sandboxBooks] = await db()
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sandboxPspRefunds)
      .where(eq(sandboxPspRefunds.reference, reference));
    expect(sandboxBooks?.count).toBe(1);
    expect(await deliverRefunds(reference)).toBe(1);
    expect(await balance(member)).toBe(before + 25 - 8);
  });

  it('the same key again while the refund is pending asks the provider again, and it answers the same refund', async () => {
    const { member, reference, publicId, before } = await buyer();
    const real = sandbox();
    let calls = 0;
    const lost: PaymentProvider = {
      ...real,
      refund: async (ref, input) => {
        calls += 1;
        await real.refund(ref, input);
        throw new Error('socket hang up');
      },
    };
    const key = randomUUID();
    expect(await ask(publicId, { key, amountCents: 300, provider: lost })).toMatchObject({ ok: true, state: 'pending' });
    // The console's dialog sends its key again (the member's page was reloaded, the button pressed again).
    expect(await ask(publicId, { key, amountCents: 300, provider: real })).toMatchObject({
      ok: true,
      state: 'requested',
      repeated: true,
      refundCents: 300,
    });
    expect(calls).toBe(1);
    expect((await refundRows(publicId)).map((row) => row.status)).toEqual(['requested']);
    expect(await deliverRefunds(reference)).toBe(1);
    expect(await balance(member)).toBe(before + 25 - 8);
  });

  it('a refund whose webhook never came is fetched from the provider by reconciliation and settled once', async () => {
    const log = { warn: () => undefined };
    const later = new Date(Date.now() + 20 * 60_000);
    // The earlier tests' refunds whose webhooks were never delivered settle first, so the figures below are this one's.
    await settleRequestedRefunds(db(), sandbox(), { now: later, log });
    const { member, reference, publicId, before } = await buyer();
    const key = randomUUID();
    expect(await ask(publicId, { key, amountCents: 300 })).toMatchObject({ ok: true, state: 'requested' });
    // Not asked about while its webhook may still come; then fetched, applied once, and never again.
    expect(await settleRequestedRefunds(db(), sandbox(), { now: new Date(), log })).toBe(0);
    expect(await settleRequestedRefunds(db(), sandbox(), { now: later, log })).toBe(1);
    expect(await settleRequestedRefunds(db(), sandbox(), { now: later, log })).toBe(0);
    expect(await balance(member)).toBe(before + 25 - 8);
    expect(await ask(publicId, { key })).toMatchObject({ ok: true, state: 'settled' });
    // The webhook arriving late changes nothing.
    expect(await deliverRefunds(reference)).toBe(1);
    expect(await ledgerRefunds(member)).toBe(1);
    expect(await balance(member)).toBe(before + 25 - 8);
  });

  it('writes the refund row and its audit row in one transaction before the provider is called', async () => {
    const { member, publicId } = await buyer();
    const real = sandbox();
    const key = randomUUID();
    let seen: { refund: unknown; audit: unknown } | undefined;
    const watching: PaymentProvider = {
      ...real,
      refund: async (reference, input) => {
        const [refund] = await db().select({ status: paymentRefunds.status }).from(paymentRefunds).where(eq(paymentRefunds.key, input.key));
        const [audit] = await db()
          .select({
            action: staffAuditLog.action,
            staffId: staffAuditLog.staffId,
            memberUserId: staffAuditLog.memberUserId,
            detail: staffAuditLog.detail,
          })
          .from(staffAuditLog)
          .where(sql`${staffAuditLog.detail} ->> 'key' = ${input.key}`);
        seen = { refund, audit };
        return real.refund(reference, input);
      },
    };
    expect(await ask(publicId, { key, amountCents: 100, provider: watching })).toMatchObject({ ok: true });
    expect(seen).toEqual({
      refund: { status: 'pending' },
      // The command line's: no staff member.
      audit: {
        action: 'payment_refunded',
        staffId: null,
        memberUserId: member.id,
        detail: expect.objectContaining({ payment: publicId, amount_cents: 100, key }),
      },
    });
  });

  it('the command line refuses what is not its usage before opening the database', async () => {
    const io = { write: () => undefined, fail: () => undefined };
    expect(await refundCommand(['pay_1', '--key', 'not-a-uuid'], {}, io)).toBe(64);
    expect(await refundCommand(['pay_1', '--amount', '0'], {}, io)).toBe(64);
    expect(await refundCommand(['--amount', '100'], {}, io)).toBe(64);
  });
});

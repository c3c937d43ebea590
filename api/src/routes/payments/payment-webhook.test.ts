import { count, eq } from 'drizzle-orm';
import { ErrorBodySchema } from '@dating/shared/contracts/index';
import { chatKit } from '../../conversations/chat-test-kit';
import { checkBooksAfterEach } from '../../credits/books-test-kit';
import { paymentWebhooks, payments } from '../../db/schema';
import { createWorker } from '../../jobs/worker';
import { paymentKit } from '../../payments/payment-test-kit';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from '../../payments/sandbox/sandbox-signature';
import { processPaymentWebhook } from '../../payments/webhook-inbox';
import { setupTestContext } from '../../test/test-app';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
const pay = paymentKit(kit);
const db = () => context().database.db;
checkBooksAfterEach(() => db());
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function post(url: string, body: string, signed = true) {
  return context().app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(signed ? { [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(context().config.sandboxPspSecret, body, new Date()) } : {}),
    },
    payload: body,
  });
}

const stored = async () => (await db().select({ n: count() }).from(paymentWebhooks))[0]!.n;
const statusOf = async (publicId: string) =>
  (await db().select({ status: payments.status }).from(payments).where(eq(payments.publicId, publicId)))[0]?.status;

/** A completion of a payment as the sandbox sends it. */
function completion(input: { id: string; reference: string; merchantReference: string; amountCents: number }) {
  return {
    id: input.id,
    type: 'payment.status',
    data: {
      reference: input.reference,
      merchant_reference: input.merchantReference,
      status: 'completed',
      amount_cents: input.amountCents,
      currency: 'EUR',
      method: 'ideal',
      stored_method: { token: 'tok_1', label: 'iDEAL' },
    },
  };
}

describe('POST /api/payment-webhook.php refuses what is no webhook with a 400, storing nothing', () => {
  it('a missing, repeated or bracketed provider in the query', async () => {
    const body = JSON.stringify(completion({ id: 'q:1', reference: 'sbx_q', merchantReference: 'p', amountCents: 100 }));
    const before = await stored();
    for (const query of ['', '?provider=sandbox&provider=x', '?provider[]=1', '?provider=', '?provider=a%00b']) {
      const answer = await post(`/api/payment-webhook.php${query}`, body);
      expect({ query, status: answer.statusCode }).toEqual({ query, status: 400 });
      expect(ErrorBodySchema.parse(answer.json()).error.code).toBe('validation_failed');
    }
    expect((await post('/api/payment-webhook.php?provider=another', body)).statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a lone surrogate', '\ud800'],
  ])('a signed body with %s in any id, reference, currency, token or adjustment id', async (_name, bad) => {
    const status = completion({ id: 'c:1', reference: 'sbx_c', merchantReference: 'p', amountCents: 100 });
    const refund = {
      id: 'r:1',
      type: 'payment.refund',
      data: { reference: 'sbx_r', merchant_reference: 'p', adjustment_id: 'rf', amount_cents: 100, currency: 'EUR' },
    };
    const broken = [
      { ...status, id: `c${bad}1` },
      { ...status, data: { ...status.data, reference: `sbx${bad}` } },
      { ...status, data: { ...status.data, merchant_reference: `p${bad}` } },
      { ...status, data: { ...status.data, currency: `E${bad}R` } },
      { ...status, data: { ...status.data, stored_method: { token: `tok${bad}`, label: 'iDEAL' } } },
      { ...status, data: { ...status.data, stored_method: { token: 'tok', label: `iD${bad}EAL` } } },
      { ...refund, data: { ...refund.data, adjustment_id: `rf${bad}` } },
    ];
    const before = await stored();
    for (const body of broken) {
      const text = JSON.stringify(body);
      const answer = await post('/api/payment-webhook.php?provider=sandbox', text);
      expect({ text, status: answer.statusCode }).toEqual({ text, status: 400 });
      expect(ErrorBodySchema.safeParse(answer.json()).success).toBe(true);
    }
    expect(await stored()).toBe(before);
  });

  it('an amount beyond what the books can hold', async () => {
    const body = JSON.stringify(completion({ id: 'big:1', reference: 'sbx_big', merchantReference: 'p', amountCents: 1e12 }));
    expect((await post('/api/payment-webhook.php?provider=sandbox', body)).statusCode).toBe(400);
  });
});

it('a signed completion with one member’s provider reference and another’s payment id moves neither payment, and is kept for review', async () => {
  const paying = await kit.member();
  const other = await kit.member();
  const own = await pay.start(paying);
  const foreign = await pay.start(other);
  const warned: unknown[] = [];
  const body = JSON.stringify(
    completion({
      id: `${own.reference}:1`,
      reference: own.reference,
      merchantReference: foreign.payment.id,
      amountCents: own.payment.total_cents,
    }),
  );
  expect((await post('/api/payment-webhook.php?provider=sandbox', body)).statusCode).toBe(200);
  await createWorker({
    db: db(),
    log: { ...silent, warn: (entry: unknown) => void warned.push(entry) },
    kinds: [processPaymentWebhook],
  }).drain();
  expect(await statusOf(own.payment.id)).toBe('pending');
  expect(await statusOf(foreign.payment.id)).toBe('pending');
  const [row] = await db()
    .select({ outcome: paymentWebhooks.outcome })
    .from(paymentWebhooks)
    .where(eq(paymentWebhooks.eventKey, `${own.reference}:1`));
  expect(row?.outcome).toBe('reference mismatch');
  expect(warned).toEqual([expect.objectContaining({ outcome: 'reference mismatch', reference: own.reference })]);

  // The same completion with its own payment's id completes it.
  const right = JSON.stringify(
    completion({
      id: `${own.reference}:2`,
      reference: own.reference,
      merchantReference: own.payment.id,
      amountCents: own.payment.total_cents,
    }),
  );
  expect((await post('/api/payment-webhook.php?provider=sandbox', right)).statusCode).toBe(200);
  await createWorker({ db: db(), log: silent, kinds: [processPaymentWebhook] }).drain();
  expect(await statusOf(own.payment.id)).toBe('completed');
  expect(await statusOf(foreign.payment.id)).toBe('pending');
});

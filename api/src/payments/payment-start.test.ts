import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import {
  CreditBundlesResponseSchema,
  PaymentResponseSchema,
  confirmDirectDebitEndpoint,
  createDirectDebitEndpoint,
  createPaymentEndpoint,
  createRepeatOrderEndpoint,
  listCreditBundlesEndpoint,
  type DirectDebitMandate,
  type Endpoint,
  type PaymentMethod,
} from '@dating/shared/contracts/index';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { chatKit, type ChatMember } from '../conversations/chat-test-kit';
import { creditPackages, payments, sandboxPspPayments, sites } from '../db/schema';
import { recurringKit } from '../direct-debit/direct-debit-test-kit';
import { inject, type InjectInput } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { createPayment } from './member-payments';
import { paymentKit } from './payment-test-kit';
import type { PaymentProvider } from './provider';
import { createSandboxPsp } from './sandbox/sandbox-psp';

/**
 * Starting a payment (docs/payments.md, "Buying a bundle, exactly once"): where it returns the member and where
 * the provider posts its webhooks come from the site's configured host, never from the request's Host header (a
 * forged Host once chose both, and the job queue then posted the provider's webhooks to any host and port it
 * named); and duplicate starts of one purchase all answer its checkout URL (the losers once answered none).
 */
const PRODUCTION_HOST = 'dating.example';
const context = setupTestContext({ app: { unlimited: true } });
const members = chatKit(context);
const kit = recurringKit(context);
const pay = paymentKit(members);
const db = () => context().database.db;
const log = { error: () => undefined };

beforeAll(async () => {
  // A site on a real domain beside the seed's local ones; added before the first request fills the site cache.
  const [base] = await db().select().from(sites).where(eq(sites.isDefault, true));
  if (!base) throw new Error('no default site');
  const [site] = await db()
    .insert(sites)
    .values({
      host: PRODUCTION_HOST,
      companyId: base.companyId,
      settings: { ...base.settings, domain: PRODUCTION_HOST },
      vapidPrivateKey: base.vapidPrivateKey,
    })
    .returning({ id: sites.id });
  const bundles = await db().select().from(creditPackages).where(eq(creditPackages.siteId, base.id));
  await db()
    .insert(creditPackages)
    .values(bundles.map(({ id: _id, ...bundle }) => ({ ...bundle, siteId: site!.id })));
});

/** An endpoint called as `member` with the Host header a browser (or a forger) sends. */
const callAt = <E extends Endpoint>(host: string, member: ChatMember, endpoint: E, input: InjectInput<E> = {} as InjectInput<E>) =>
  inject(context().app, endpoint, { ...input, as: member, headers: { host } });

/** What the api told the provider for a payment: its return and notify URLs. */
async function toldProvider(publicId: string) {
  const [row] = await db()
    .select({ returnUrl: sandboxPspPayments.returnUrl, notifyUrl: sandboxPspPayments.notifyUrl })
    .from(sandboxPspPayments)
    .where(eq(sandboxPspPayments.merchantReference, publicId));
  if (!row) throw new Error(`the provider heard nothing of ${publicId}`);
  return row;
}

async function startAt(host: string, member: ChatMember, method: PaymentMethod = 'ideal') {
  const { bundles } = CreditBundlesResponseSchema.parse(
    (await callAt(host, member, listCreditBundlesEndpoint, { query: { country: 'NL' } })).json(),
  );
  const bundle = bundles[0]!;
  const response = await callAt(host, member, createPaymentEndpoint, {
    body: { bundle: bundle.id, method, country: 'NL', client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
  });
  expect(response.statusCode).toBe(200);
  return PaymentResponseSchema.parse(response.json()).payment;
}

const local = () => `http://localhost:${context().config.port}`;

describe('a payment started with a forged Host', () => {
  const production = () => `https://${PRODUCTION_HOST}`;
  it.each([
    ['an unknown host: the default site', 'evil.example:8443', local, local],
    [
      'a loopback name on another port: the default site on the api’s own port (the browser keeps its loopback name)',
      '127.0.0.1:6379',
      () => `http://127.0.0.1:${context().config.port}`,
      local,
    ],
    ['a configured site on another port: that site, on its own https origin', `${PRODUCTION_HOST}:6379`, production, production],
    ['a loopback name for a configured site: that site', 'localhost:6379', local, local],
    ['a configured site: that site', PRODUCTION_HOST, production, production],
  ])('%s', async (_case, host, returnOrigin, notifyOrigin) => {
    const member = await members.member();
    const payment = await startAt(host, member);
    expect(await toldProvider(payment.id)).toEqual({
      returnUrl: `${returnOrigin()}/transactions/${payment.id}`,
      notifyUrl: `${notifyOrigin()}/api/payment-webhook.php?provider=sandbox`,
    });
  });

  it('sends the browser back to the site after paying, not to the forged host', async () => {
    const member = await members.member();
    const payment = await startAt('evil.example:8443', member);
    const [row] = await db().select({ reference: payments.providerReference }).from(payments).where(eq(payments.publicId, payment.id));
    const back = await kit.sandbox().finish(db(), { reference: row!.reference!, outcome: 'completed', now: new Date() });
    expect(back).toBe(`${local()}/transactions/${payment.id}`);
  });
});

it('a direct debit confirmed with a forged Host is notified at the site', async () => {
  const member = await members.member();
  const body = await kit.mandateBody(member);
  const started = await callAt('evil.example:8443', member, createDirectDebitEndpoint, { body });
  const mandate = started.json().mandate as DirectDebitMandate;
  const confirmed = await callAt('evil.example:8443', member, confirmDirectDebitEndpoint, {
    body: { mandate: mandate.id, code: await kit.codeSentTo(body.phone) },
  });
  expect(confirmed.statusCode).toBe(200);
  const { payment } = PaymentResponseSchema.parse(confirmed.json());
  expect((await toldProvider(payment.id)).notifyUrl).toBe(`${local()}/api/payment-webhook.php?provider=sandbox`);
});

it('a repeat order bought with a forged Host is notified at the site', async () => {
  const member = await members.member();
  const first = await startAt('evil.example:8443', member, 'visa');
  const [row] = await db().select({ reference: payments.providerReference }).from(payments).where(eq(payments.publicId, first.id));
  await kit.sandbox().finish(db(), {
    reference: row!.reference!,
    outcome: 'completed',
    now: new Date(),
    keep: { label: 'Visa •••• 4242', behaviour: 'ok' },
  });
  // The completion's webhook travels to the site's origin, which is this listening api.
  await kit.runJobs(5_000);
  const again = await callAt('evil.example:8443', member, createRepeatOrderEndpoint, {
    body: { client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
  });
  expect(again.statusCode).toBe(200);
  const { payment } = PaymentResponseSchema.parse(again.json());
  expect(payment.recurring).toBe(true);
  expect((await toldProvider(payment.id)).notifyUrl).toBe(`${local()}/api/payment-webhook.php?provider=sandbox`);
});

describe('duplicate starts of one purchase', () => {
  /** The api's provider, answering its checkout creation only after `ms`, as a real provider over the network does. */
  function slowProvider(ms: number): PaymentProvider {
    const provider = createSandboxPsp({ secret: context().config.sandboxPspSecret }).provider(db());
    return {
      ...provider,
      createCheckout: async (request) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return provider.createCheckout(request);
      },
    };
  }

  it('ten starts of one purchase at once, while the provider takes its time, all answer the one payment with its checkout URL', async () => {
    const member = await members.member();
    const { bundles } = CreditBundlesResponseSchema.parse(
      (await callAt('localhost', member, listCreditBundlesEndpoint, { query: { country: 'NL' } })).json(),
    );
    const clientId = randomUUID();
    const provider = slowProvider(300);
    const start = () =>
      createPayment(db(), provider, {
        userId: member.id,
        siteId: 1,
        origin: 'http://localhost:8080',
        request: { bundle: bundles[0]!.id, method: 'ideal', country: 'NL', client_id: clientId },
        log,
      });
    const answers = await Promise.all(Array.from({ length: 10 }, start));
    const [first] = answers;
    expect(first!.checkout_url).toEqual(expect.stringMatching(/^\/sandbox-psp\/checkout\/sbx_/));
    for (const answer of answers) expect(answer).toEqual(first);
    const [made] = await db().select({ n: count() }).from(payments).where(eq(payments.clientId, clientId));
    expect(made?.n).toBe(1);
    const [opened] = await db()
      .select({ n: count() })
      .from(sandboxPspPayments)
      .where(eq(sandboxPspPayments.merchantReference, first!.payment.id));
    expect(opened?.n).toBe(1);
  });

  it('ten POST /api/payment.php with one purchase id at once all carry the same checkout URL', async () => {
    const member = await members.member();
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay.start(member, { clientId })));
    const urls = new Set(answers.map((answer) => answer.checkout_url));
    expect(urls.size).toBe(1);
    expect([...urls][0]).toEqual(expect.stringMatching(/^\/sandbox-psp\/checkout\/sbx_/));
    expect(new Set(answers.map((answer) => answer.payment.id)).size).toBe(1);
  });
});

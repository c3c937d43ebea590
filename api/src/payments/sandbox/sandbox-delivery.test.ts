import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildUrl } from '@dating/shared/api-client/api-client';
import {
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  CreditBundlesResponseSchema,
  PaymentResponseSchema,
  createPaymentEndpoint,
  getPaymentEndpoint,
  listCreditBundlesEndpoint,
  type Endpoint,
  type EndpointInput,
} from '@dating/shared/contracts/index';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { readAccount } from '../../credits/ledger';
import { payments, users } from '../../db/schema';
import { createWorker } from '../../jobs/worker';
import { listenAsSite, setupTestContext } from '../../test/test-app';
import { createLoggedInMember } from '../../test/builders/members';
import { processPaymentWebhook } from '../webhook-inbox';
import { createSandboxPsp } from './sandbox-psp';

const context = setupTestContext();
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let origin = '';
beforeAll(async () => {
  origin = await listenAsSite(context());
});

/**
 * Over the network, as a browser: the notify URL the provider gets names this listening server. Method, path and
 * query string from the descriptor, as `inject` builds them.
 */
async function call<E extends Endpoint>(cookie: string, endpoint: E, input: Partial<EndpointInput<E>> = {}) {
  const { query, body } = input as { query?: Parameters<typeof buildUrl>[2]; body?: object };
  const response = await fetch(buildUrl(origin, endpoint.path, query), {
    method: endpoint.method,
    headers: { cookie, [CLIENT_HEADER]: CLIENT_HEADER_VALUE, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return response.json() as Promise<unknown>;
}

it('the sandbox’s signed webhooks travel over HTTP to the api, which credits the payment once', async () => {
  const member = await createLoggedInMember(context(), { prefix: 'sandbox-delivery' });
  const { bundles } = CreditBundlesResponseSchema.parse(await call(member.cookie, listCreditBundlesEndpoint, { query: { country: 'NL' } }));
  const bundle = bundles[1]!;
  const { payment } = PaymentResponseSchema.parse(
    await call(member.cookie, createPaymentEndpoint, {
      body: { bundle: bundle.id, method: 'ideal', country: 'NL', client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
    }),
  );
  const [row] = await context()
    .database.db.select({ reference: payments.providerReference })
    .from(payments)
    .where(eq(payments.publicId, payment.id));
  const before = (await readAccount(context().database.db, member.id)).balance;

  // The provider's side, as the api's own instance is made (same secret).
  const sandbox = createSandboxPsp({ secret: context().config.sandboxPspSecret });
  // The tester pays on the checkout page (twice: the second changes nothing at the provider).
  expect(await sandbox.finish(context().database.db, { reference: row!.reference!, outcome: 'completed', now: new Date() })).toMatch(
    `/transactions/${payment.id}`,
  );
  await sandbox.finish(context().database.db, { reference: row!.reference!, outcome: 'failed', now: new Date() });

  // Deliveries (some twice, a moment later) then processing; every due job drained, twice over.
  const worker = createWorker({
    db: context().database.db,
    log: silent,
    kinds: [sandbox.notify, processPaymentWebhook],
    now: () => new Date(Date.now() + 5_000),
  });
  await worker.drain();
  await worker.drain();

  const after = PaymentResponseSchema.parse(await call(member.cookie, getPaymentEndpoint, { query: { id: payment.id } }));
  expect(after.payment.status).toBe('completed');
  expect((await readAccount(context().database.db, member.id)).balance).toBe(before + bundle.credits);
  const [user] = await context().database.db.select({ premium: users.paidUser }).from(users).where(eq(users.id, member.id));
  expect(user?.premium).toBe(true);
});

import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { CreditBundlesResponseSchema } from '@dating/shared/contracts/index';
import { chatKit } from '../conversations/chat-test-kit';
import { payments, sandboxPspPayments } from '../db/schema';
import { setupTestContext } from '../test/test-app';
import { createPayment } from './member-payments';
import { paymentKit } from './payment-test-kit';
import type { PaymentProvider } from './provider';
import { createSandboxPsp } from './sandbox/sandbox-psp';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
const pay = paymentKit(kit);
const db = () => context().database.db;
const log = { error: () => undefined };

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
  const member = await kit.member();
  const { bundles } = CreditBundlesResponseSchema.parse((await kit.get(member, '/api/credits.php?country=NL')).json());
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
  const member = await kit.member();
  const clientId = randomUUID();
  const answers = await Promise.all(Array.from({ length: 10 }, () => pay.start(member, { clientId })));
  const urls = new Set(answers.map((answer) => answer.checkout_url));
  expect(urls.size).toBe(1);
  expect([...urls][0]).toEqual(expect.stringMatching(/^\/sandbox-psp\/checkout\/sbx_/));
  expect(new Set(answers.map((answer) => answer.payment.id)).size).toBe(1);
});

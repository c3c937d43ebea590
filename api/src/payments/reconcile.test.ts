import { eq } from 'drizzle-orm';
import { checkBooksAfterEach } from '../credits/books-test-kit';
import { chatKit } from '../conversations/chat-test-kit';
import { readAccount } from '../credits/ledger';
import { payments } from '../db/schema';
import { setupTestContext } from '../test/test-app';
import { paymentKit } from './payment-test-kit';
import { reconcilePendingPayments } from './reconcile';
import { createSandboxPsp } from './sandbox/sandbox-psp';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
// After every test the books add up (balances = ledger, payments credited once, paid messages debited once).
checkBooksAfterEach(() => db());
const db = () => context().database.db;
const log = { warn: () => undefined };
const MINUTE = 60_000;

const pay = paymentKit(kit);
async function pendingPayment(method: string) {
  const member = await kit.member();
  const { payment, reference } = await pay.start(member, { method });
  return { member, payment, reference };
}

const statusOf = async (publicId: string) =>
  (await db().select({ status: payments.status }).from(payments).where(eq(payments.publicId, publicId)))[0]?.status;

it('asks the provider about payments pending over 15 minutes: a lost webhook’s completion is applied once', async () => {
  const sandbox = createSandboxPsp({ secret: context().config.sandboxPspSecret });
  const provider = sandbox.provider(db());
  const { member, payment, reference } = await pendingPayment('ideal');
  const before = (await readAccount(db(), member.id)).balance;
  // Paid at the provider; its webhook never arrives (no worker delivers it).
  await sandbox.finish(db(), { reference, outcome: 'completed', now: new Date() });

  expect(await reconcilePendingPayments(db(), provider, { now: new Date(Date.now() + 5 * MINUTE), log })).toBe(0);
  expect(await statusOf(payment.id)).toBe('pending');
  const later = new Date(Date.now() + 16 * MINUTE);
  expect(await reconcilePendingPayments(db(), provider, { now: later, log })).toBeGreaterThanOrEqual(1);
  expect(await reconcilePendingPayments(db(), provider, { now: later, log })).toBe(0);
  expect(await statusOf(payment.id)).toBe('completed');
  expect((await readAccount(db(), member.id)).balance).toBe(before + payment.credits);
});

it('the sandbox expires an unfinished checkout after an hour and a bank transfer after seven days', async () => {
  const sandbox = createSandboxPsp({ secret: context().config.sandboxPspSecret });
  const provider = sandbox.provider(db());
  const card = await pendingPayment('visa');
  const transfer = await pendingPayment('sct');
  const inTwoHours = new Date(Date.now() + 2 * 60 * MINUTE);
  expect(await sandbox.expireStale(db(), inTwoHours)).toBeGreaterThanOrEqual(1);
  await reconcilePendingPayments(db(), provider, { now: inTwoHours, log });
  expect(await statusOf(card.payment.id)).toBe('expired');
  expect(await statusOf(transfer.payment.id)).toBe('pending');

  const inEightDays = new Date(Date.now() + 8 * 24 * 60 * MINUTE);
  await sandbox.expireStale(db(), inEightDays);
  await reconcilePendingPayments(db(), provider, { now: inEightDays, log });
  expect(await statusOf(transfer.payment.id)).toBe('expired');
});

import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CreditBundlesResponseSchema,
  SMS_CODE_LENGTH,
  createDirectDebitEndpoint,
  listCreditBundlesEndpoint,
  type Endpoint,
  type Link,
} from '@dating/shared/contracts/index';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import type { ChatMember } from '../conversations/chat-test-kit';
import { payments } from '../db/schema';
import { createWorker } from '../jobs/worker';
import { processPaymentWebhook } from '../payments/webhook-inbox';
import { createSandboxPsp, SANDBOX_SETTLING_IBAN } from '../payments/sandbox/sandbox-psp';
import { inject, type InjectInput } from '../test/inject';
import { listenAsSite, type TestContext } from '../test/test-app';
import { mailsTo } from '../test/mailbox';

type MandateBody = z.input<typeof createDirectDebitEndpoint.body>;

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * What the direct-debit and repeat-order tests share: calls made as if the browser reached the listening server
 * (so the notify URL the sandbox posts its webhooks to is this server's), the SMS codes read from the development
 * mailbox as a person reads them, and the sandbox's jobs run at a moment of the test's choosing.
 */
export function recurringKit(context: () => TestContext) {
  // The provider's webhooks travel over HTTP to the listening api, at the origin it names for its site.
  let host = '';
  beforeAll(async () => {
    host = new URL(await listenAsSite(context())).host;
  });
  const sandbox = () => createSandboxPsp({ secret: context().config.sandboxPspSecret });
  const db = () => context().database.db;

  const kit = {
    /** An endpoint called as `member` at the listening site's host (`inject`): `kit.call(member, getDirectDebitEndpoint)`. */
    call: <E extends Endpoint>(member: ChatMember, endpoint: E, input: InjectInput<E> = {} as InjectInput<E>) =>
      inject(context().app, endpoint, { ...input, as: member, headers: { host } }),

    /** A query or body the contract refuses (a field missing or of another type): sent raw, on the endpoint's method and path. */
    unchecked: (member: ChatMember, endpoint: Endpoint, input: InjectInput<Link>) =>
      inject<Link>(context().app, endpoint, { ...input, as: member, headers: { host } }),

    /** A fresh mobile number, so each test reads only its own SMS. */
    phone: () => `+316${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`,

    /** The newest SMS code sent to `phone`. */
    async codeSentTo(phone: string): Promise<string> {
      const [sms] = (await mailsTo(context().app, phone)).filter((entry) => entry.channel === 'sms');
      const code = new RegExp(`\\b\\d{${SMS_CODE_LENGTH}}\\b`).exec(sms?.text ?? '')?.[0];
      if (!code) throw new Error(`no SMS code to ${phone}`);
      return code;
    },

    async smsCount(phone: string): Promise<number> {
      return (await mailsTo(context().app, phone)).filter((entry) => entry.channel === 'sms').length;
    },

    /** The first euro bundle of the site (25 credits for 9.99). */
    async euroBundle(member: ChatMember) {
      return CreditBundlesResponseSchema.parse((await kit.call(member, listCreditBundlesEndpoint, { query: { country: 'NL' } })).json())
        .bundles[0]!;
    },

    /** A direct-debit form as a member fills it in, the consent to immediate supply ticked. */
    async mandateBody(member: ChatMember, overrides: Partial<MandateBody> = {}): Promise<MandateBody> {
      return {
        bundle: (await kit.euroBundle(member)).id,
        country: 'NL',
        holder: 'Tess Ter',
        iban: SANDBOX_SETTLING_IBAN,
        phone: kit.phone(),
        mandate_accepted: true,
        client_id: randomUUID(),
        withdrawal_consent: WITHDRAWAL_CONSENT_VERSION,
        ...overrides,
      };
    },

    /**
     * Runs every job of the payments due `aheadMs` from now (the sandbox's settlements, returns and webhooks, and
     * their processing), as the worker would by then.
     */
    async runJobs(aheadMs: number): Promise<void> {
      const psp = sandbox();
      const worker = createWorker({
        db: db(),
        log: silent,
        kinds: [...psp.jobs.kinds, processPaymentWebhook],
        events: context().app.realtime,
        now: () => new Date(Date.now() + aheadMs),
      });
      await worker.drain();
    },

    sandbox,

    async providerReference(publicId: string): Promise<string> {
      const [row] = await db().select({ reference: payments.providerReference }).from(payments).where(eq(payments.publicId, publicId));
      return row!.reference!;
    },
  };
  return kit;
}

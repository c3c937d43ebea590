import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CreditBundlesResponseSchema,
  PaymentResponseSchema,
  createPaymentEndpoint,
  listCreditBundlesEndpoint,
  type PaymentMethod,
  type PaymentResponse,
} from '@dating/shared/contracts/index';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import type { ChatMember, chatKit } from '../conversations/chat-test-kit';
import { payments } from '../db/schema';

/**
 * What the payment tests do over and over: a member starts buying the first NL bundle (25 credits for 9.99, no
 * fee in the EEA) through the real POST /api/payment.php with the consent to immediate supply, and the
 * provider's reference is looked up.
 */
export function paymentKit(kit: ReturnType<typeof chatKit>) {
  return {
    async start(
      member: ChatMember,
      options: { method?: string; clientId?: string } = {},
    ): Promise<PaymentResponse & { reference: string }> {
      const { bundles } = CreditBundlesResponseSchema.parse(
        (await kit.call(member, listCreditBundlesEndpoint, { query: { country: 'NL' } })).json(),
      );
      const response = await kit.call(member, createPaymentEndpoint, {
        body: {
          bundle: bundles[0]!.id,
          // A method the site does not offer is the api's to refuse (and `start` throws on its answer).
          method: (options.method ?? 'ideal') as PaymentMethod,
          country: 'NL',
          client_id: options.clientId ?? randomUUID(),
          withdrawal_consent: WITHDRAWAL_CONSENT_VERSION,
        },
      });
      if (response.statusCode !== 200)
        throw new Error(`${createPaymentEndpoint.method} ${createPaymentEndpoint.path} answered ${response.statusCode}: ${response.body}`);
      const answer = PaymentResponseSchema.parse(response.json());
      const [row] = await kit
        .db()
        .select({ reference: payments.providerReference })
        .from(payments)
        .where(eq(payments.publicId, answer.payment.id));
      return { ...answer, reference: row!.reference! };
    },
  };
}

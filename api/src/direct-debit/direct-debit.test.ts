import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ErrorBodySchema,
  PaymentResponseSchema,
  TIME_BONUS,
  confirmDirectDebitEndpoint,
  createDirectDebitEndpoint,
  createRepeatOrderEndpoint,
  getDirectDebitEndpoint,
  getPaymentEndpoint,
  getRepeatOrderEndpoint,
  listPaymentsEndpoint,
  resendDirectDebitCodeEndpoint,
  type DirectDebitMandate,
} from '@dating/shared/contracts/index';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { chatKit, type ChatMember } from '../conversations/chat-test-kit';
import { checkBooksAfterEach } from '../credits/books-test-kit';
import { readAccount } from '../credits/ledger';
import { directDebitMandates, discountCodes, discountRedemptions, payments, storedPaymentMethods, users } from '../db/schema';
import { SANDBOX_RETURNING_IBAN } from '../payments/sandbox/sandbox-psp';
import { mailsTo } from '../test/mailbox';
import { setupTestContext } from '../test/test-app';
import { recurringKit } from './direct-debit-test-kit';

const context = setupTestContext({ app: { unlimited: true }, config: { sandboxPspSddSettleMs: 1000 } });
const members = chatKit(context);
const kit = recurringKit(context);
const db = () => context().database.db;
checkBooksAfterEach(() => db());

async function startMandate(member: ChatMember, overrides: Parameters<typeof kit.mandateBody>[1] = {}) {
  const body = await kit.mandateBody(member, overrides);
  const response = await kit.call(member, createDirectDebitEndpoint, { body });
  return { body, response, mandate: response.json().mandate as DirectDebitMandate };
}

const confirm = (member: ChatMember, mandate: string, code: string) =>
  kit.call(member, confirmDirectDebitEndpoint, { body: { mandate, code } });
const resend = (member: ChatMember, mandate: string) => kit.call(member, resendDirectDebitCodeEndpoint, { body: { mandate } });
const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** Moves the mandate's last code back in time, as if the member had waited. */
const codeSentAgo = (publicId: string, ms: number) =>
  db()
    .update(directDebitMandates)
    .set({ lastCodeAt: new Date(Date.now() - ms) })
    .where(eq(directDebitMandates.publicId, publicId));

const blockOf = async (member: ChatMember) =>
  (
    await db().select({ at: users.directDebitBlockedAt, reason: users.directDebitBlockReason }).from(users).where(eq(users.id, member.id))
  )[0];

describe('the mandate and its SMS code', () => {
  it('keeps the number, sends a 6-digit code in the member’s language, and answers a retried submit with the same mandate', async () => {
    const member = await members.member({ language: 'nl' });
    expect((await kit.call(member, getDirectDebitEndpoint)).json()).toEqual({ blocked: false, phone: null });

    const { body, response, mandate } = await startMandate(member);
    expect(response.statusCode).toBe(200);
    expect(mandate).toMatchObject({ iban_masked: 'NL•• •••• •••• •••• 0001', codes_left: 2, resend_in_seconds: 30 });
    expect(mandate.phone_masked).toBe(`+31 •••• ${body.phone.slice(-4)}`);
    const sms = await kit.codeSentTo(body.phone);
    expect(sms).toMatch(/^\d{6}$/);
    expect(await kit.smsCount(body.phone)).toBe(1);
    expect((await kit.call(member, getDirectDebitEndpoint)).json()).toEqual({ blocked: false, phone: body.phone });

    // A retried submit: the same mandate, no second SMS.
    const again = await kit.call(member, createDirectDebitEndpoint, { body });
    expect(again.json().mandate.id).toBe(mandate.id);
    expect(await kit.smsCount(body.phone)).toBe(1);
    // The code is stored hashed, never as sent.
    const [row] = await db().select().from(directDebitMandates).where(eq(directDebitMandates.publicId, mandate.id));
    expect(row?.codeHash).not.toContain(sms);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the SMS is neutral and in the member’s language', async () => {
    const member = await members.member({ language: 'de' });
    const { body } = await startMandate(member);
    const [sms] = await mailsTo(context().app, body.phone);
    expect(sms?.text).toMatch(/^Dein Code: \d{6}\. 10 Minuten gültig\.$/);
  });

  it('refuses a country outside the euro area, a bundle of another currency and a wrong IBAN', async () => {
    const member = await members.member();
    expect((await startMandate(member, { country: 'PL' })).response.statusCode).toBe(404);
    expect((await startMandate(member, { bundle: 999_999 })).response.statusCode).toBe(404);
    const wrong = (await startMandate(member, { iban: 'NL92ABNA0417164300' })).response;
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'validation_failed', field: 'iban' });
  });

  it('resends at most 3 codes per mandate, 30 s apart, and only the newest code works', async () => {
    const member = await members.member();
    const { body, mandate } = await startMandate(member);
    const first = await kit.codeSentTo(body.phone);

    const tooSoon = await resend(member, mandate.id);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/\b(29|30) s\b/) });

    await codeSentAgo(mandate.id, 31_000);
    const second = await resend(member, mandate.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().mandate).toMatchObject({ codes_left: 1, resend_in_seconds: 30 });
    const secondCode = await kit.codeSentTo(body.phone);
    await codeSentAgo(mandate.id, 31_000);
    expect((await resend(member, mandate.id)).json().mandate.codes_left).toBe(0);
    await codeSentAgo(mandate.id, 31_000);
    expect(errorCode(await resend(member, mandate.id))).toBe('sms_limit_reached');
    expect(await kit.smsCount(body.phone)).toBe(3);

    // An earlier code no longer confirms (unless it happens to be the newest one again).
    const newest = await kit.codeSentTo(body.phone);
    const earlier = [...new Set([first, secondCode])].filter((old) => old !== newest);
    const answers = await Promise.all(earlier.map(async (old) => errorCode(await confirm(member, mandate.id, old))));
    expect(answers).toEqual(earlier.map(() => 'sms_code_invalid'));
  });

  it('sends at most 10 codes to a member in 24 hours', async () => {
    const member = await members.member();
    for (let i = 0; i < 10; i += 1) expect((await startMandate(member)).response.statusCode).toBe(200);
    const refused = (await startMandate(member)).response;
    expect(refused.statusCode).toBe(429);
    expect(errorCode(refused)).toBe('sms_limit_reached');
  });

  it('an expired code is invalid', async () => {
    const member = await members.member();
    const { body, mandate } = await startMandate(member);
    const code = await kit.codeSentTo(body.phone);
    await db()
      .update(directDebitMandates)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(directDebitMandates.publicId, mandate.id));
    expect(errorCode(await confirm(member, mandate.id, code))).toBe('sms_code_invalid');
  });

  it('blocks direct debit for the member after 5 wrong codes', async () => {
    const member = await members.member();
    const { body, mandate } = await startMandate(member);
    const code = await kit.codeSentTo(body.phone);
    for (let i = 0; i < 4; i += 1) expect(errorCode(await confirm(member, mandate.id, wrongCodeFor(code)))).toBe('sms_code_invalid');
    const fifth = await confirm(member, mandate.id, wrongCodeFor(code));
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().error).toEqual({ code: 'direct_debit_blocked', message: 'Your account is blocked for direct debit payments.' });
    expect(await blockOf(member)).toMatchObject({ reason: 'sms_code' });

    // Even the right code no longer works, a new mandate is refused, and the page knows.
    expect(errorCode(await confirm(member, mandate.id, code))).toBe('direct_debit_blocked');
    expect(errorCode((await startMandate(member)).response)).toBe('direct_debit_blocked');
    expect((await kit.call(member, getDirectDebitEndpoint)).json()).toMatchObject({ blocked: true });
  });

  it('counts every one of 5 wrong codes sent at once', async () => {
    const member = await members.member();
    const { body, mandate } = await startMandate(member);
    const wrong = wrongCodeFor(await kit.codeSentTo(body.phone));
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(member, mandate.id, wrong)));
    expect(answers.map(errorCode).sort()).toEqual(['direct_debit_blocked', ...Array.from({ length: 4 }, () => 'sms_code_invalid')]);
    expect(await blockOf(member)).toMatchObject({ reason: 'sms_code' });
  });
});

describe('wrong codes over several mandates', () => {
  const rightAndWrong = async (body: { phone: string }) => {
    const code = await kit.codeSentTo(body.phone);
    return { code, wrong: wrongCodeFor(code) };
  };

  it('a new mandate does not start the count again: the fifth wrong code of the member blocks', async () => {
    const member = await members.member();
    for (let round = 0; round < 2; round += 1) {
      const { body, mandate } = await startMandate(member);
      const { wrong } = await rightAndWrong(body);
      for (let i = 0; i < 2; i += 1) expect(errorCode(await confirm(member, mandate.id, wrong))).toBe('sms_code_invalid');
    }
    const { body, mandate } = await startMandate(member);
    const { code, wrong } = await rightAndWrong(body);
    const fifth = await confirm(member, mandate.id, wrong);
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().error).toEqual({ code: 'direct_debit_blocked', message: 'Your account is blocked for direct debit payments.' });

    expect((await kit.call(member, getDirectDebitEndpoint)).json()).toMatchObject({ blocked: true });
    expect(errorCode(await confirm(member, mandate.id, code))).toBe('direct_debit_blocked');
    expect(errorCode((await startMandate(member)).response)).toBe('direct_debit_blocked');
  });

  it('wrong codes sent at once to several waiting mandates are refused from the fifth on', async () => {
    const raceWrongCodes = async () => {
      const member = await members.member();
      const started = [];
      for (let i = 0; i < 6; i += 1) {
        const { body, mandate } = await startMandate(member);
        started.push({ mandate, ...(await rightAndWrong(body)) });
      }
      // A confirm cut short after the right code (the provider down, a discount used meanwhile) leaves its mandate
      // `code_accepted`, which a newer mandate does not supersede: several mandates can take codes at once.
      for (const { mandate } of started.slice(0, -1)) {
        await db().update(directDebitMandates).set({ status: 'code_accepted' }).where(eq(directDebitMandates.publicId, mandate.id));
      }
      const answers = await Promise.all(
        started.flatMap(({ mandate, wrong }) => Array.from({ length: 2 }, () => confirm(member, mandate.id, wrong))),
      );
      const last = started.at(-1)!;
      return {
        answers: answers.map(errorCode).sort(),
        status: (await kit.call(member, getDirectDebitEndpoint)).json(),
        rightCode: errorCode(await confirm(member, last.mandate.id, last.code)),
        block: await blockOf(member),
      };
    };

    // Several members at once, so that a race lost by one of them shows.
    for (const outcome of await Promise.all(Array.from({ length: 3 }, raceWrongCodes))) {
      expect(outcome).toEqual({
        answers: [...Array.from({ length: 8 }, () => 'direct_debit_blocked'), ...Array.from({ length: 4 }, () => 'sms_code_invalid')],
        status: expect.objectContaining({ blocked: true }),
        rightCode: 'direct_debit_blocked',
        block: expect.objectContaining({ reason: 'sms_code' }),
      });
    }
  });
});

describe('the consent to immediate supply (CRD art. 16(m))', () => {
  it('a mandate without it is refused on its field: nothing is stored and no SMS is sent', async () => {
    const member = await members.member();
    const body = await kit.mandateBody(member);
    for (const consent of [undefined, null, '1999-01', true]) {
      // Values the contract refuses: sent raw, on its path.
      const refused = await kit.unchecked(member, createDirectDebitEndpoint, { body: { ...body, withdrawal_consent: consent } });
      expect(refused.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(refused.json()).error).toMatchObject({ code: 'validation_failed', field: 'withdrawal_consent' });
    }
    expect(await db().select().from(directDebitMandates).where(eq(directDebitMandates.userId, member.id))).toEqual([]);
    expect(await kit.smsCount(body.phone)).toBe(0);
    // Not even the number was kept.
    expect((await kit.call(member, getDirectDebitEndpoint)).json()).toEqual({ blocked: false, phone: null });

    // The same form with the box ticked makes the mandate, which keeps the consent with the time it was given.
    const { mandate } = (await kit.call(member, createDirectDebitEndpoint, { body })).json() as { mandate: DirectDebitMandate };
    const [row] = await db().select().from(directDebitMandates).where(eq(directDebitMandates.publicId, mandate.id));
    expect(row).toMatchObject({ withdrawalConsentVersion: WITHDRAWAL_CONSENT_VERSION, withdrawalConsentAt: expect.any(Date) });
    expect(row!.withdrawalConsentAt!.getTime()).toBe(row!.createdAt.getTime());
    expect(await kit.smsCount(body.phone)).toBe(1);
  });

  it('the confirmed direct debit carries the consent given on the mandate form, version and time, like a checkout', async () => {
    const member = await members.member();
    const { body, mandate } = await startMandate(member);
    // The member read the SMS a while after ticking the box: the payment keeps when the consent was given.
    const givenAt = new Date(Date.now() - 7 * 60_000);
    await db().update(directDebitMandates).set({ withdrawalConsentAt: givenAt }).where(eq(directDebitMandates.publicId, mandate.id));

    const confirmed = PaymentResponseSchema.parse((await confirm(member, mandate.id, await kit.codeSentTo(body.phone))).json());
    const consent = { version: WITHDRAWAL_CONSENT_VERSION, given_at: givenAt.toISOString() };
    expect(confirmed.payment).toMatchObject({ method: 'sdd', status: 'pending', withdrawal_consent: consent });
    const [row] = await db()
      .select({ version: payments.withdrawalConsentVersion, at: payments.withdrawalConsentAt })
      .from(payments)
      .where(eq(payments.publicId, confirmed.payment.id));
    expect(row).toEqual({ version: WITHDRAWAL_CONSENT_VERSION, at: givenAt });
    // The receipt's answer and the list carry it too.
    const receipt = PaymentResponseSchema.parse(
      (await kit.call(member, getPaymentEndpoint, { query: { id: confirmed.payment.id } })).json(),
    );
    expect(receipt.payment.withdrawal_consent).toEqual(consent);
    expect((await kit.call(member, listPaymentsEndpoint)).json().payments[0]).toMatchObject({ withdrawal_consent: consent });
  });
});

describe('confirming, settling and returning', () => {
  it('the right code opens one pending direct debit; the bank settles it later and the credits arrive then', async () => {
    const member = await members.member();
    const before = (await readAccount(db(), member.id)).balance;
    const { body, mandate } = await startMandate(member);
    const code = await kit.codeSentTo(body.phone);

    const confirmed = await confirm(member, mandate.id, code);
    expect(confirmed.statusCode).toBe(200);
    const answer = PaymentResponseSchema.parse(confirmed.json());
    expect(answer).toMatchObject({
      payment: { status: 'pending', method: 'sdd', recurring: true, credits: 25, total_cents: 999, country: 'NL' },
      checkout_url: null,
    });
    // Confirming again answers the same payment.
    expect(PaymentResponseSchema.parse((await confirm(member, mandate.id, code)).json())).toEqual(answer);
    const [kept] = await db().select().from(storedPaymentMethods).where(eq(storedPaymentMethods.userId, member.id));
    expect(kept).toMatchObject({ method: 'sdd', label: 'SEPA ••0001', provider: 'sandbox' });

    // Nothing before the settlement day.
    await kit.runJobs(0);
    expect((await readAccount(db(), member.id)).balance).toBe(before);
    await kit.runJobs(5_000);
    const settled = PaymentResponseSchema.parse((await kit.call(member, getPaymentEndpoint, { query: { id: answer.payment.id } })).json());
    expect(settled.payment.status).toBe('completed');
    expect((await readAccount(db(), member.id)).balance).toBe(before + 25);

    // The next order can be the same direct debit in one click.
    const repeat = (await kit.call(member, getRepeatOrderEndpoint)).json();
    expect(repeat.order).toMatchObject({ method: 'sdd', one_click: true, stored_label: 'SEPA ••0001', fee_cents: 0, total_cents: 999 });
    const again = PaymentResponseSchema.parse(
      (
        await kit.call(member, createRepeatOrderEndpoint, {
          body: { client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
        })
      ).json(),
    );
    expect(again).toMatchObject({ payment: { status: 'pending', method: 'sdd', recurring: true }, checkout_url: null });
    await kit.runJobs(5_000);
    expect((await readAccount(db(), member.id)).balance).toBe(before + 50);
    // Unless direct debit has been blocked since.
    await db().update(users).set({ directDebitBlockedAt: new Date(), directDebitBlockReason: 'sms_code' }).where(eq(users.id, member.id));
    expect(
      errorCode(
        await kit.call(member, createRepeatOrderEndpoint, {
          body: { client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
        }),
      ),
    ).toBe('direct_debit_blocked');
  });

  it('a direct debit the bank returns after settling is a chargeback: the credits go and direct debit is blocked', async () => {
    const member = await members.member();
    const before = (await readAccount(db(), member.id)).balance;
    const { body, mandate } = await startMandate(member, { iban: SANDBOX_RETURNING_IBAN });
    const answer = PaymentResponseSchema.parse((await confirm(member, mandate.id, await kit.codeSentTo(body.phone))).json());

    await kit.runJobs(5_000);
    expect((await readAccount(db(), member.id)).balance).toBe(before + 25);
    await kit.runJobs(20_000);
    expect((await readAccount(db(), member.id)).balance).toBe(before);
    const [row] = await db().select({ status: payments.status }).from(payments).where(eq(payments.publicId, answer.payment.id));
    expect(row?.status).toBe('refunded');
    expect(await blockOf(member)).toMatchObject({ reason: 'chargeback' });

    // Blocked: no new mandate; and a returned order is nothing to repeat.
    expect(errorCode((await startMandate(member)).response)).toBe('direct_debit_blocked');
    expect((await kit.call(member, getRepeatOrderEndpoint)).json()).toEqual({ order: null });
  });

  it('confirms exactly once under concurrent confirms', async () => {
    const member = await members.member();
    const { body, mandate } = await startMandate(member);
    const code = await kit.codeSentTo(body.phone);
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(member, mandate.id, code)));
    const ids = answers.map((answer) => PaymentResponseSchema.parse(answer.json()).payment.id);
    expect(new Set(ids).size).toBe(1);
    const rows = await db()
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, member.id), eq(payments.method, 'sdd')));
    expect(rows).toHaveLength(1);
    const [row] = await db().select().from(directDebitMandates).where(eq(directDebitMandates.publicId, mandate.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentId: rows[0]!.id });
    await kit.runJobs(5_000);
  });
});

describe('a discount on the direct debit', () => {
  const redemptionsOf = (member: ChatMember) =>
    db().select({ code: discountRedemptions.discountCodeId }).from(discountRedemptions).where(eq(discountRedemptions.userId, member.id));

  it('the time bonus is charged at its price and redeemed when the bank settles; a used code is refused at the next mandate', async () => {
    const member = await members.member();
    const before = (await readAccount(db(), member.id)).balance;
    // Typed in lower case, it is the same code; it is kept as the code it is.
    const { body, response, mandate } = await startMandate(member, { discount_code: 'timebonus25' });
    expect(response.statusCode).toBe(200);
    const [row] = await db().select().from(directDebitMandates).where(eq(directDebitMandates.publicId, mandate.id));
    expect(row?.discountCode).toBe(TIME_BONUS.code);

    const answer = PaymentResponseSchema.parse((await confirm(member, mandate.id, await kit.codeSentTo(body.phone))).json());
    // 9.99 less 25 %, rounded half up: what the method page and /directdebit showed.
    expect(answer.payment).toMatchObject({
      status: 'pending',
      method: 'sdd',
      amount_cents: 749,
      total_cents: 749,
      credits: 25,
      discount: { code: TIME_BONUS.code, kind: 'time_bonus', value_percentage: 25, list_amount_cents: 999 },
    });
    expect(await redemptionsOf(member)).toEqual([]);

    await kit.runJobs(5_000);
    expect((await readAccount(db(), member.id)).balance).toBe(before + 25);
    expect(await redemptionsOf(member)).toHaveLength(1);

    const again = (await startMandate(member, { discount_code: TIME_BONUS.code })).response;
    expect(again.statusCode).toBe(422);
    expect(errorCode(again)).toBe('discount_used');
    expect(errorCode((await startMandate(member, { discount_code: 'NOSUCHCODE' })).response)).toBe('discount_not_found');
  });

  it('a code used meanwhile: the confirm answers its error and nothing is charged or kept', async () => {
    const member = await members.member();
    const { body, mandate } = await startMandate(member, { discount_code: TIME_BONUS.code });
    const code = await kit.codeSentTo(body.phone);
    // Another payment with the code completed between the mandate and its SMS code.
    const [timeBonus] = await db().select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, TIME_BONUS.code));
    await db().insert(discountRedemptions).values({ discountCodeId: timeBonus!.id, userId: member.id });

    const refused = await confirm(member, mandate.id, code);
    expect(refused.statusCode).toBe(422);
    expect(errorCode(refused)).toBe('discount_used');
    // Asked again, the same answer.
    expect(errorCode(await confirm(member, mandate.id, code))).toBe('discount_used');
    expect(await db().select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
    expect(await db().select().from(storedPaymentMethods).where(eq(storedPaymentMethods.userId, member.id))).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CreditBundlesResponseSchema,
  PaymentResponseSchema,
  createPaymentEndpoint,
  listCreditBundlesEndpoint,
  type PaymentMethod,
} from '@dating/shared/contracts/index';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { sandboxPspPayments, sandboxPspTokens } from '../../db/schema';
import { sandboxPayment } from '../../payments/sandbox/sandbox-psp';
import { inject } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';
import { createLoggedInMember } from '../../test/builders/members';

const context = setupTestContext({ app: { unlimited: true } });
const db = () => context().database.db;

let member: { cookie: string } | undefined;

/** A payment started through the real POST /api/payment.php; its sandbox checkout's path and reference. */
async function start(method: PaymentMethod, country = 'NL') {
  member ??= await createLoggedInMember(context(), { prefix: 'sandbox-checkout', language: 'nl' });
  const list = await inject(context().app, listCreditBundlesEndpoint, { as: member, query: { country } });
  const bundle = CreditBundlesResponseSchema.parse(list.json()).bundles[0]!;
  const created = await inject(context().app, createPaymentEndpoint, {
    as: member,
    body: { bundle: bundle.id, method, country, client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
  });
  expect(created.statusCode).toBe(200);
  const { payment, checkout_url } = PaymentResponseSchema.parse(created.json());
  const path = checkout_url!;
  return { path, reference: decodeURIComponent(path.split('/').pop()!), payment };
}

const open = (path: string) => context().app.inject({ method: 'GET', url: path });

/** The value of the hidden field `name` in a page's first form that has it. */
function hiddenValue(html: string, name: string): string {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`no hidden ${name} on the page`);
  return value;
}

async function post(path: string, fields: Record<string, string>) {
  return context().app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Posts a form of the checkout page with its token. */
async function submit(path: string, fields: Record<string, string>) {
  const page = await open(path);
  return post(path, { token: hiddenValue(page.body, 'token'), ...fields });
}

const statusOf = async (reference: string) => (await sandboxPayment(db(), reference))?.status;

describe('the sandbox checkout page', () => {
  it('shows each method its own part, the order, the sandbox banner, a cancel button and the tester panel', async () => {
    // Per method: its country, texts of its part, and the fields its payment form posts.
    const parts: [PaymentMethod, string, string[], string[]][] = [
      ['ideal', 'NL', ['Choose your bank', 'ABN AMRO', 'Rabobank', 'Revolut'], ['bank']],
      ['blik', 'PL', ['BLIK code', 'inputmode="numeric"', 'pattern="[0-9]{6}"'], ['code']],
      [
        'visa',
        'NL',
        ['Card number', 'autocomplete="cc-number"', 'autocomplete="cc-exp"', 'Security code', 'Name on card'],
        ['number', 'expiry', 'cvc', 'name'],
      ],
      ['paypal', 'NL', ['Log in to your PayPal account', 'type="email"', 'type="password"'], ['email', 'password']],
      ['sct', 'NL', ['Beneficiary', 'Sandbox PSP', 'IBAN', 'Mark as paid (tester)'], []],
      ['paysafecard', 'NL', ['paysafecard PIN'], ['pin']],
      ['swish', 'SE', ['Approve the payment in your Swish app', '>Approve<'], []],
      ['eps', 'AT', ['Approve the payment in your EPS app', 'Choose your bank', 'BAWAG'], ['bank']],
      ['prezelewy24', 'PL', ['Approve the payment in your Przelewy24 app', 'mBank'], ['bank']],
    ];
    for (const [method, country, texts, fields] of parts) {
      const { path, reference, payment } = await start(method, country);
      const page = await open(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      const html = page.body;
      for (const text of texts) expect({ method, found: html.includes(text) ? text : null }).toEqual({ method, found: text });
      expect(html).toContain('Sandbox payment provider</strong> — test mode, no real money');
      expect(html).toContain(`${payment.credits} credits`);
      const amount = new Intl.NumberFormat('nl', { style: 'currency', currency: payment.currency }).format(payment.total_cents / 100);
      expect(html).toContain(amount);
      // The first form holds the token, the method's fields and its button.
      const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
      for (const name of ['token', ...fields, 'action'])
        expect({ method, name, inForm: form.includes(`name="${name}"`) }).toEqual({ method, name, inForm: true });
      expect(html).toContain('Cancel and return');
      expect(html).toContain('<details class="tester">');
      for (const outcome of ['completed', 'failed', 'cancelled', 'expired', 'pending'])
        expect(html).toContain(`name="outcome" value="${outcome}"`);
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html).not.toContain('<script');
      // The one <style> carries this response's CSP nonce.
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).toContain(reference);
    }
  });

  it('escapes what it prints', async () => {
    const { path, reference } = await start('ideal');
    await db()
      .update(sandboxPspPayments)
      .set({ description: '<img src=x onerror="alert(1)"> & “co”' })
      .where(eq(sandboxPspPayments.reference, reference));
    const html = (await open(path)).body;
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; “co”');
    expect(html).not.toContain('<img');
  });

  it('answers an unknown reference with a 404 page, on GET and POST', async () => {
    const page = await open('/sandbox-psp/checkout/sbx_nothing_here');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Payment not found');
    expect((await post('/sandbox-psp/checkout/sbx_nothing_here', { action: 'cancel', token: 'x' })).statusCode).toBe(404);
  });
});

describe('posting the checkout', () => {
  it('BLIK: a malformed code is 422 with the error on the field and changes nothing; 000000 is declined', async () => {
    const { path, reference } = await start('blik', 'PL');
    const response = await submit(path, { action: 'pay', code: '12345' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('aria-describedby="code-hint code-error" aria-invalid="true"');
    expect(response.body).toContain('id="code-error"');
    expect(await statusOf(reference)).toBe('pending');

    const declined = await submit(path, { action: 'pay', code: '000000' });
    expect(declined.statusCode).toBe(303);
    expect(await statusOf(reference)).toBe('failed');
  });

  it('BLIK: six digits pay, back to the return URL', async () => {
    const { path, reference, payment } = await start('blik', 'PL');
    const response = await submit(path, { action: 'pay', code: '777123' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(new RegExp(`/transactions/${payment.id}$`));
    expect(await statusOf(reference)).toBe('completed');
  });

  it('card: a number failing Luhn or a past expiry is 422, the fields kept', async () => {
    const { path, reference } = await start('mastercard');
    const response = await submit(path, { action: 'pay', number: '4111 1111 1111 1112', expiry: '01/20', cvc: '123', name: 'Tess Ter' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('This card number is not valid');
    expect(response.body).toContain('This card has expired');
    expect(response.body).toContain('value="4111 1111 1111 1112"');
    expect(response.body).toContain('value="Tess Ter"');
    expect(await statusOf(reference)).toBe('pending');
  });

  it('card: a valid card leads to 3-D Secure; the right code completes the payment', async () => {
    const { path, reference, payment } = await start('visa');
    const step = await submit(path, { action: 'pay', number: '4111 1111 1111 1111', expiry: '12/99', cvc: '123', name: 'Tess Ter' });
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('Confirm with your bank');
    expect(step.body).toContain('enter the code 123456');
    expect(step.body).toContain('ending in 1111');
    expect(await statusOf(reference)).toBe('pending');

    // The checkout page's own token does not skip the card step.
    const skipped = await submit(path, { action: '3ds', last4: '1111', code: '123456' });
    expect(skipped.statusCode).toBe(403);
    expect(await statusOf(reference)).toBe('pending');

    const done = await post(path, {
      action: '3ds',
      token: hiddenValue(step.body, 'token'),
      last4: '1111',
      brand: hiddenValue(step.body, 'brand'),
      code: '123456',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toMatch(new RegExp(`/transactions/${payment.id}$`));
    expect(await statusOf(reference)).toBe('completed');
    // The shop asked to keep the card: it is chargeable again under its name.
    const [kept] = await db()
      .select()
      .from(sandboxPspTokens)
      .where(eq(sandboxPspTokens.token, (await sandboxPayment(db(), reference))!.token!));
    expect(kept).toMatchObject({ method: 'visa', label: 'Visa •••• 1111', behaviour: 'ok' });
  });

  it('card: the decline-on-repeat test card pays now and is kept as one that is declined later; its brand comes from its number', async () => {
    const { path, reference } = await start('creditcard');
    expect((await open(path)).body).toContain('4000 0000 0000 0341');
    const step = await submit(path, { action: 'pay', number: '4000000000000341', expiry: '12/99', cvc: '123', name: 'Tess Ter' });
    const fields = { token: hiddenValue(step.body, 'token'), last4: '0341', brand: hiddenValue(step.body, 'brand') };
    // The brand is bound to the step's token like the last four digits: another one is refused.
    expect((await post(path, { action: '3ds', ...fields, brand: 'Mastercard', code: '123456' })).statusCode).toBe(403);
    expect((await post(path, { action: '3ds', ...fields, code: '123456' })).statusCode).toBe(303);
    const row = await sandboxPayment(db(), reference);
    expect(row?.status).toBe('completed');
    const [kept] = await db().select().from(sandboxPspTokens).where(eq(sandboxPspTokens.token, row!.token!));
    expect(kept).toMatchObject({ label: 'Visa •••• 0341', behaviour: 'decline' });
  });

  it('card: another 3-D Secure code fails the payment', async () => {
    const { path, reference } = await start('creditcard');
    const step = await submit(path, { action: 'pay', number: '5555555555554444', expiry: '12/99', cvc: '123', name: 'Tess Ter' });
    const done = await post(path, {
      action: '3ds',
      token: hiddenValue(step.body, 'token'),
      last4: '4444',
      brand: hiddenValue(step.body, 'brand'),
      code: '654321',
    });
    expect(done.statusCode).toBe(303);
    expect(await statusOf(reference)).toBe('failed');
  });

  it('PayPal: a login, then "Pay now"', async () => {
    const { path, reference } = await start('paypal');
    const review = await submit(path, { action: 'pay', email: 'buyer@example.test', password: 'anything' });
    expect(review.statusCode).toBe(200);
    expect(review.body).toContain('Logged in as <strong>buyer@example.test</strong>');
    const done = await post(path, { action: 'paypal-pay', token: hiddenValue(review.body, 'token') });
    expect(done.statusCode).toBe(303);
    expect(await statusOf(reference)).toBe('completed');
  });

  it('SEPA transfer: stays pending after "I have made the transfer" until the tester marks it paid', async () => {
    const { path, reference } = await start('sct');
    expect((await submit(path, { action: 'pay' })).statusCode).toBe(303);
    expect(await statusOf(reference)).toBe('pending');
    expect((await submit(path, { action: 'mark-paid' })).statusCode).toBe(303);
    expect(await statusOf(reference)).toBe('completed');
  });

  it('iDEAL: needs a bank, then pays', async () => {
    const { path, reference } = await start('ideal');
    expect((await submit(path, { action: 'pay' })).statusCode).toBe(422);
    expect((await submit(path, { action: 'pay', bank: 'rabobank' })).statusCode).toBe(303);
    expect(await statusOf(reference)).toBe('completed');
  });

  it('cancel and return: cancelled', async () => {
    const { path, reference, payment } = await start('ideal');
    const response = await submit(path, { action: 'cancel' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(new RegExp(`/transactions/${payment.id}$`));
    expect(await statusOf(reference)).toBe('cancelled');
  });

  it('the tester forces an outcome: expired', async () => {
    const { path, reference } = await start('swish', 'SE');
    expect((await submit(path, { action: 'force', outcome: 'expired' })).statusCode).toBe(303);
    expect(await statusOf(reference)).toBe('expired');
  });

  it('refuses a post without the page’s token and changes nothing', async () => {
    const { path, reference } = await start('ideal');
    expect((await post(path, { action: 'force', outcome: 'completed' })).statusCode).toBe(403);
    const forged = await post(path, { action: 'force', outcome: 'completed', token: 'A'.repeat(43) });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('Nothing was paid or changed');
    // Another payment's token is no good here either.
    const other = await start('ideal');
    const otherToken = hiddenValue((await open(other.path)).body, 'token');
    expect((await post(path, { action: 'force', outcome: 'completed', token: otherToken })).statusCode).toBe(403);
    expect(await statusOf(reference)).toBe('pending');
  });

  it('sends a payment no longer pending straight back to the return URL', async () => {
    const { path, reference, payment } = await start('ideal');
    const token = hiddenValue((await open(path)).body, 'token');
    await post(path, { action: 'cancel', token });
    const again = await post(path, { action: 'force', outcome: 'completed', token });
    expect(again.statusCode).toBe(303);
    expect(await statusOf(reference)).toBe('cancelled');
    const page = await open(path);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toMatch(new RegExp(`/transactions/${payment.id}$`));
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentMethod } from '@dating/shared/contracts/index';
import { methodName } from '../method-catalogue';
import { SANDBOX_OUTCOMES, type KeptMethod, type SandboxOutcome } from './sandbox-psp';

/**
 * What the sandbox's hosted checkout asks for per method, and how it judges a posted form. The pages are a test
 * stand-in for an external provider's, so they are English only.
 */

export interface Bank {
  id: string;
  name: string;
}

const banks = (...names: string[]): readonly Bank[] => names.map((name) => ({ id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name }));

/** How a method's checkout looks: a bank to choose, a code, a card form, a wallet login, transfer instructions, a voucher PIN or an app. */
export type MethodKind =
  | { kind: 'bank'; banks: readonly Bank[] }
  | { kind: 'blik' }
  | { kind: 'card' }
  | { kind: 'paypal' }
  | { kind: 'transfer' }
  | { kind: 'voucher' }
  | { kind: 'app'; banks?: readonly Bank[] };

const IDEAL_BANKS = banks('ABN AMRO', 'ING', 'Rabobank', 'SNS', 'ASN Bank', 'bunq', 'Triodos', 'Knab', 'Revolut');
const EPS_BANKS = banks(
  'Erste Bank und Sparkassen',
  'Raiffeisen',
  'Bank Austria',
  'BAWAG',
  'Volksbank',
  'Oberbank',
  'easybank',
  'Hypo Tirol',
);
const P24_BANKS = banks(
  'PKO Bank Polski',
  'Bank Pekao',
  'mBank',
  'ING Bank Śląski',
  'Santander Bank Polska',
  'BNP Paribas',
  'Alior Bank',
  'Millennium',
);

const CARDS = new Set<PaymentMethod>(['visa', 'mastercard', 'maestro', 'creditcard', 'cartebancaire', 'nexi', 'dankort']);

export function methodKind(method: PaymentMethod): MethodKind {
  if (CARDS.has(method)) return { kind: 'card' };
  switch (method) {
    case 'ideal':
      return { kind: 'bank', banks: IDEAL_BANKS };
    case 'blik':
      return { kind: 'blik' };
    case 'paypal':
      return { kind: 'paypal' };
    case 'sct':
      return { kind: 'transfer' };
    case 'paysafecard':
      return { kind: 'voucher' };
    case 'eps':
      return { kind: 'app', banks: EPS_BANKS };
    case 'prezelewy24':
      return { kind: 'app', banks: P24_BANKS };
    default:
      // The wallets and apps, and the methods switched off in the catalogue (a row of theirs can only be old).
      return { kind: 'app' };
  }
}

/** The account the transfer instructions name (a valid-looking IBAN of a bank code no real bank has). */
export const SANDBOX_BENEFICIARY = { name: 'Sandbox PSP', iban: 'NL74 SBOX 0123 4567 89', bic: 'SBOXNL2A' } as const;
/** The one 3-D Secure code the sandbox's "bank" accepts. */
export const THREE_DS_CODE = '123456';
/** The BLIK code the sandbox's "bank" declines. */
export const BLIK_DECLINED_CODE = '000000';
/** A test card that pays its checkout but is declined whenever it is charged again (a repeat order in one click). */
export const DECLINED_ON_REPEAT_CARD = '4000 0000 0000 0341';
const DECLINED_ON_REPEAT_LAST4 = DECLINED_ON_REPEAT_CARD.slice(-4);

/** The card's brand as the payer's card names it: the method's own, or for "Credit card" by the number's first digits. */
function cardBrand(method: PaymentMethod, number: string): string {
  if (method !== 'creditcard') return methodName(method);
  if (number.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Card';
}

const field = z.string().max(200).optional();
/** A posted checkout form: every field optional, the action deciding which are needed. */
export const CheckoutFormSchema = z.object({
  token: field,
  action: z.enum(['pay', '3ds', 'paypal-pay', 'mark-paid', 'cancel', 'force']).optional(),
  outcome: field,
  bank: field,
  code: field,
  number: field,
  expiry: field,
  cvc: field,
  name: field,
  email: field,
  password: field,
  pin: field,
  last4: field,
  brand: field,
});
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;

/**
 * Which page a token belongs to: the checkout itself, the 3-D Secure step of a card (bound to the card's last
 * four digits, which the step shows), or the PayPal review after its login.
 */
export type TokenStage = { stage: 'checkout' } | { stage: '3ds'; last4: string; brand: string } | { stage: 'paypal' };

function stageText(stage: TokenStage): string {
  return stage.stage === '3ds' ? `3ds:${stage.last4}:${stage.brand}` : stage.stage;
}

/**
 * The hidden form token: an HMAC of the payment's reference and the page, so a form posted from another site
 * (which knows no secret) cannot end a payment. The label keeps it apart from the webhook signatures made with
 * the same secret.
 */
export function checkoutToken(secret: string, reference: string, stage: TokenStage): string {
  return createHmac('sha256', secret)
    .update(`sandbox-checkout-form\n${reference}\n${stageText(stage)}`)
    .digest('base64url');
}

export function checkoutTokenValid(secret: string, reference: string, stage: TokenStage, token: string | undefined): boolean {
  const expected = Buffer.from(checkoutToken(secret, reference, stage));
  const given = Buffer.from(token ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const digitsOf = (text: string | undefined) => (text ?? '').replace(/[\s-]/g, '');

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` not yet past: a card is valid through the last day of its expiry month (UTC, as the sandbox has no card holder's zone). */
export function expiryError(text: string | undefined, now: Date): string | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(text ?? '');
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY.';
  const year = 2000 + Number(match[2]);
  const firstDayAfter = Date.UTC(year, month, 1);
  return firstDayAfter <= now.getTime() ? 'This card has expired.' : null;
}

export type FieldErrors = Partial<
  Record<'bank' | 'code' | 'number' | 'expiry' | 'cvc' | 'name' | 'email' | 'password' | 'pin' | 'form', string>
>;

/** What a posted form leads to. */
export type Decision =
  | { next: 'finish'; outcome: SandboxOutcome; keep?: KeptMethod }
  | { next: 'forbidden' }
  | { next: 'invalid'; page: 'checkout' | '3ds'; errors: FieldErrors }
  | { next: '3ds'; last4: string; brand: string }
  | { next: 'paypal-review'; email: string };

function chosenBank(list: readonly Bank[], form: CheckoutForm): FieldErrors | null {
  return list.some((bank) => bank.id === form.bank) ? null : { bank: 'Choose your bank.' };
}

/** The main button of a method's page. */
function pay(kind: MethodKind, method: PaymentMethod, form: CheckoutForm, now: Date): Decision {
  switch (kind.kind) {
    case 'bank': {
      const errors = chosenBank(kind.banks, form);
      return errors ? { next: 'invalid', page: 'checkout', errors } : { next: 'finish', outcome: 'completed' };
    }
    case 'app': {
      const errors = kind.banks ? chosenBank(kind.banks, form) : null;
      return errors ? { next: 'invalid', page: 'checkout', errors } : { next: 'finish', outcome: 'completed' };
    }
    case 'blik': {
      const code = digitsOf(form.code);
      if (!/^\d{6}$/.test(code))
        return { next: 'invalid', page: 'checkout', errors: { code: 'Enter the 6-digit BLIK code from your banking app.' } };
      return { next: 'finish', outcome: code === BLIK_DECLINED_CODE ? 'failed' : 'completed' };
    }
    case 'voucher': {
      const pin = digitsOf(form.pin);
      return /^\d{16}$/.test(pin)
        ? { next: 'finish', outcome: 'completed' }
        : { next: 'invalid', page: 'checkout', errors: { pin: 'Enter the 16-digit PIN printed on your paysafecard.' } };
    }
    case 'transfer':
      // "I have made the transfer": the money has not arrived, so the payment stays pending.
      return { next: 'finish', outcome: 'pending' };
    case 'paypal': {
      const errors: FieldErrors = {};
      const email = (form.email ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Enter the e-mail address of your PayPal account.';
      if (!form.password) errors.password = 'Enter your password.';
      return Object.keys(errors).length ? { next: 'invalid', page: 'checkout', errors } : { next: 'paypal-review', email };
    }
    case 'card': {
      const errors: FieldErrors = {};
      const number = digitsOf(form.number);
      if (!/^\d{12,19}$/.test(number)) errors.number = 'Enter the 12 to 19 digits of your card number.';
      else if (!luhnValid(number)) errors.number = 'This card number is not valid. Check it for typing errors.';
      const expiry = expiryError(form.expiry, now);
      if (expiry) errors.expiry = expiry;
      if (!/^\d{3,4}$/.test(digitsOf(form.cvc))) errors.cvc = 'Enter the 3 or 4 digits of the security code.';
      if (!(form.name ?? '').trim()) errors.name = 'Enter the name on the card.';
      return Object.keys(errors).length
        ? { next: 'invalid', page: 'checkout', errors }
        : { next: '3ds', last4: number.slice(-4), brand: cardBrand(method, number) };
    }
  }
}

/**
 * Judges a posted form: its token first (nothing changes without the right one), then the action the method
 * allows with its fields.
 */
export function decide(input: { secret: string; reference: string; method: PaymentMethod; form: CheckoutForm; now: Date }): Decision {
  const { secret, reference, form } = input;
  const kind = methodKind(input.method);
  const tokenOf = (stage: TokenStage) => checkoutTokenValid(secret, reference, stage, form.token);
  switch (form.action) {
    case '3ds': {
      const last4 = form.last4 ?? '';
      const brand = form.brand ?? '';
      if (kind.kind !== 'card' || !/^\d{4}$/.test(last4) || !tokenOf({ stage: '3ds', last4, brand })) return { next: 'forbidden' };
      const code = digitsOf(form.code);
      if (!/^\d{6}$/.test(code)) return { next: 'invalid', page: '3ds', errors: { code: 'Enter the 6-digit code.' } };
      if (code !== THREE_DS_CODE) return { next: 'finish', outcome: 'failed' };
      // Kept (when the shop asked) under the card's name; the decline-on-repeat test card fails when charged again.
      const behaviour = last4 === DECLINED_ON_REPEAT_LAST4 ? 'decline' : 'ok';
      return { next: 'finish', outcome: 'completed', keep: { label: `${brand} •••• ${last4}`, behaviour } };
    }
    case 'paypal-pay':
      return kind.kind === 'paypal' && tokenOf({ stage: 'paypal' })
        ? { next: 'finish', outcome: 'completed', keep: { label: 'PayPal', behaviour: 'ok' } }
        : { next: 'forbidden' };
    case undefined:
      return { next: 'forbidden' };
    default:
      break;
  }
  if (!tokenOf({ stage: 'checkout' })) return { next: 'forbidden' };
  switch (form.action) {
    case 'cancel':
      return { next: 'finish', outcome: 'cancelled' };
    case 'force': {
      const outcome = SANDBOX_OUTCOMES.find((o) => o === form.outcome);
      return outcome ? { next: 'finish', outcome } : { next: 'invalid', page: 'checkout', errors: { form: 'Choose an outcome.' } };
    }
    case 'mark-paid':
      return kind.kind === 'transfer' ? { next: 'finish', outcome: 'completed' } : { next: 'forbidden' };
    case 'pay':
      return pay(kind, input.method, form, input.now);
  }
}

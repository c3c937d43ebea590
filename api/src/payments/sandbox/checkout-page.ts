import type { PaymentMethod } from '@dating/shared/contracts/index';
import { escapeHtml } from '../../http/escape-html';
import { methodName } from '../method-catalogue';
import {
  type Bank,
  type CheckoutForm,
  type FieldErrors,
  methodKind,
  SANDBOX_BENEFICIARY,
  THREE_DS_CODE,
  BLIK_DECLINED_CODE,
  DECLINED_ON_REPEAT_CARD,
} from './checkout-form';

/*
 * The sandbox PSP's hosted checkout pages. A test stand-in for an external provider's pages, so English only
 * (a real provider shows its own pages in its own languages); no script, styles in one nonce'd <style>.
 */

/** Markup that is already safe; everything else put into `markup` is escaped. */
class Html {
  constructor(readonly text: string) {}
}
type Part = Html | string | number | readonly Html[] | null | undefined | false;

function markup(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0] ?? '';
  parts.forEach((part, i) => {
    if (part instanceof Html) out += part.text;
    else if (Array.isArray(part)) out += (part as readonly Html[]).map((p) => p.text).join('');
    else if (typeof part === 'string') out += escapeHtml(part);
    else if (typeof part === 'number') out += String(part);
    out += strings[i + 1] ?? '';
  });
  return new Html(out);
}

export interface CheckoutPayment {
  reference: string;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  locale: string;
}

/** Which page of a checkout: the method's own, a card's 3-D Secure step, or the PayPal review after its login. */
export type CheckoutView =
  | { page: 'checkout'; values?: CheckoutForm; errors?: FieldErrors }
  | { page: '3ds'; last4: string; brand: string; token: string; errors?: FieldErrors }
  | { page: 'paypal-review'; email: string; token: string };

/** A brand-like colour per method (dark enough for white text on it). */
const ACCENTS: Partial<Record<PaymentMethod, string>> = {
  ideal: '#b5005b',
  blik: '#111111',
  paypal: '#003087',
  sct: '#0f6b62',
  paysafecard: '#005f96',
  swish: '#b3124a',
  vipps: '#c8400d',
  mobilepay: '#3b54d4',
  twint: '#111111',
  satispay: '#c0262c',
  applepay: '#111111',
  bancontact: '#005498',
  eps: '#a3005a',
  prezelewy24: '#b3202b',
  mastercard: '#b81427',
  cartebancaire: '#0d4f8b',
  nexi: '#2d3277',
  dankort: '#b3121f',
};

function formatAmount(payment: Pick<CheckoutPayment, 'amountCents' | 'currency' | 'locale'>): string {
  try {
    return new Intl.NumberFormat(payment.locale, { style: 'currency', currency: payment.currency }).format(payment.amountCents / 100);
  } catch {
    // An unknown locale or currency code: still a readable amount.
    return `${(payment.amountCents / 100).toFixed(2)} ${payment.currency}`;
  }
}

/** Icons drawn inline (no font has them everywhere, and the page loads nothing). */
const LOCK_ICON = new Html(
  '<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor"/><path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>',
);
const SHIELD_ICON = new Html(
  '<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 1 2.5 3v4.5c0 3.4 2.4 6.3 5.5 7.5 3.1-1.2 5.5-4.1 5.5-7.5V3z" fill="currentColor"/><path d="m5.3 8 1.9 1.9 3.6-3.7" fill="none" stroke="#fff" stroke-width="1.6"/></svg>',
);
const CHECK_ICON = new Html(
  '<svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d="m3.5 8.3 3 3 6-6.3" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
);

const STYLE = `
:root { --accent: #1f3a93; --ink: #1b1f27; --muted: #5b6472; --line: #d9dee6; --bg: #eef1f5; --error: #b42318; --focus: #2563eb; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: var(--bg); }
.sandbox-bar { background: repeating-linear-gradient(135deg, #ffe8a3 0 14px, #ffdf7e 14px 28px); color: #5c3c00; text-align: center; padding: .5rem 1rem; font-size: .875rem; border-bottom: 1px solid #e8c45c; }
.sandbox-bar strong { font-weight: 700; }
.page { max-width: 30rem; margin: 2rem auto 3rem; padding: 0 1rem; }
.card { background: #fff; border-radius: 14px; box-shadow: 0 1px 2px rgba(16,24,40,.06), 0 8px 24px rgba(16,24,40,.08); overflow: hidden; }
.psp { display: flex; align-items: center; justify-content: space-between; gap: .75rem; padding: .875rem 1.5rem; border-bottom: 1px solid var(--line); font-size: .875rem; color: var(--muted); }
.psp-name { display: flex; align-items: center; gap: .5rem; font-weight: 700; color: var(--ink); letter-spacing: .01em; }
.psp-mark { width: 1.5rem; height: 1.5rem; border-radius: 6px; background: var(--ink); color: #fff; display: inline-grid; place-items: center; font-size: .75rem; }
.lock { display: inline-flex; align-items: center; gap: .3rem; }
.icon { width: 1em; height: 1em; flex: none; }
.order { margin: 0; padding: 1.25rem 1.5rem; background: #f8fafc; border-bottom: 1px solid var(--line); display: grid; grid-template-columns: 1fr auto; align-items: end; gap: .25rem 1rem; }
.order dt { font-size: .8125rem; color: var(--muted); }
.order dd { margin: 0; }
.order .description { grid-column: 1; grid-row: 2; font-weight: 600; overflow-wrap: anywhere; }
.order .amount { grid-column: 2; grid-row: 2; font-size: 1.625rem; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.order .amount-label { grid-column: 2; grid-row: 1; text-align: right; }
.method { padding: 1.5rem; }
.method-badge { display: inline-block; background: var(--accent); color: #fff; font-weight: 700; font-size: .8125rem; padding: .25rem .625rem; border-radius: 6px; letter-spacing: .02em; }
h1 { font-size: 1.375rem; line-height: 1.3; margin: .75rem 0 1rem; }
p { margin: 0 0 1rem; }
.lead { color: var(--muted); }
form { margin: 0; }
fieldset { border: 0; margin: 0 0 1.25rem; padding: 0; min-width: 0; }
legend { font-weight: 600; margin-bottom: .5rem; padding: 0; }
.field { margin-bottom: 1rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 .875rem; }
label { display: block; font-weight: 600; font-size: .9375rem; margin-bottom: .3rem; }
.hint { display: block; color: var(--muted); font-size: .8125rem; margin: -.1rem 0 .35rem; }
input[type=text], input[type=email], input[type=password] { width: 100%; font: inherit; padding: .7rem .8rem; border: 1px solid #b8c0cc; border-radius: 8px; background: #fff; color: var(--ink); }
input[aria-invalid=true] { border-color: var(--error); box-shadow: 0 0 0 1px var(--error); }
input.code { font-size: 1.5rem; letter-spacing: .4em; text-align: center; font-variant-numeric: tabular-nums; }
.error { color: var(--error); font-size: .875rem; font-weight: 600; margin: .35rem 0 0; }
.error::before { content: "\\26A0\\FE0E  "; }
.form-error { border: 1px solid var(--error); background: #fef3f2; border-radius: 8px; padding: .75rem 1rem; color: var(--error); font-weight: 600; }
.banks { display: grid; grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr)); gap: .5rem; }
.bank { display: flex; align-items: center; gap: .5rem; margin: 0; padding: .7rem .75rem; border: 1px solid var(--line); border-radius: 10px; font-weight: 500; cursor: pointer; min-height: 3rem; }
.bank:hover { border-color: var(--accent); }
.bank:has(input:checked) { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); background: #fafbff; }
.bank input { accent-color: var(--accent); width: 1.1rem; height: 1.1rem; margin: 0; flex: none; }
button { font: inherit; cursor: pointer; border-radius: 10px; }
.primary { display: block; width: 100%; border: 0; background: var(--accent); color: #fff; font-weight: 700; font-size: 1.0625rem; padding: .85rem 1rem; margin-top: .5rem; }
.primary:hover { filter: brightness(1.12); }
.cancel { border-top: 1px solid var(--line); margin-top: 1.5rem; padding-top: 1rem; text-align: center; }
.link { background: none; border: 0; color: var(--muted); text-decoration: underline; padding: .5rem; font-size: .9375rem; }
.link:hover { color: var(--ink); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
input:focus-visible { outline-offset: 0; }
.instructions { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0 0 1rem; padding: 1rem; border: 1px solid var(--line); border-radius: 10px; background: #f8fafc; }
.instructions dt { color: var(--muted); font-size: .875rem; }
.instructions dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.instructions .reference { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #fff7d6; padding: 0 .25rem; border-radius: 4px; }
.note { font-size: .875rem; color: var(--muted); background: #f1f5f9; border-radius: 8px; padding: .75rem 1rem; }
.app { text-align: center; padding: 1rem 0 .5rem; }
.phone { width: 4.5rem; height: 7.5rem; margin: 0 auto 1rem; border: 3px solid var(--ink); border-radius: 14px; display: grid; place-items: center; position: relative; }
.phone::after { content: ""; position: absolute; bottom: .4rem; width: 1.25rem; height: .25rem; border-radius: 2px; background: var(--ink); }
.phone .icon { width: 1.25rem; height: 1.25rem; }
.phone span { width: 2.25rem; height: 2.25rem; border-radius: 50%; background: var(--accent); color: #fff; display: grid; place-items: center; font-weight: 700; }
.bank-step .icon { color: var(--accent); width: 1.5rem; height: 1.5rem; }
.bank-step { display: flex; align-items: center; gap: .75rem; padding: .75rem 1rem; border-radius: 10px; background: #f8fafc; border: 1px solid var(--line); margin-bottom: 1rem; font-size: .9375rem; }
.tester-inline { margin-top: 1rem; padding: 1rem; border: 2px dashed #d29b00; border-radius: 10px; background: #fffbeb; }
.tester-inline p { font-size: .875rem; color: #5c3c00; margin-bottom: .5rem; }
.tester-button { width: 100%; background: #fff; border: 1px solid #b07c00; color: #5c3c00; font-weight: 700; padding: .65rem 1rem; }
details.tester { margin-top: 1.25rem; border: 2px dashed #d29b00; border-radius: 12px; background: #fffbeb; color: #5c3c00; }
details.tester summary { cursor: pointer; padding: .875rem 1.25rem; font-weight: 700; }
details.tester form { padding: 0 1.25rem 1.25rem; }
.outcomes label { display: flex; gap: .6rem; align-items: baseline; font-weight: 400; margin: 0 0 .4rem; }
.outcomes strong { font-weight: 700; }
.outcomes input { accent-color: #8a5a00; }
footer { text-align: center; color: var(--muted); font-size: .8125rem; margin-top: 1.25rem; overflow-wrap: anywhere; }
@media (max-width: 30rem) {
  .page { margin: 0 auto 2rem; padding: 0; }
  .card { border-radius: 0; box-shadow: none; border-bottom: 1px solid var(--line); }
  .psp, .order, .method { padding-left: 1rem; padding-right: 1rem; }
  details.tester { margin: 1.25rem 1rem 0; }
  footer { padding: 0 1rem; }
  .order .amount { font-size: 1.375rem; }
}
`;

interface Shell {
  title: string;
  accent?: string;
  /** The order summary; absent on a page about no payment (not found). */
  payment?: CheckoutPayment;
  body: Html;
  after?: Html;
}

function document(shell: Shell): string {
  const accent = shell.accent ?? '#1f3a93';
  const order = shell.payment
    ? markup`<dl class="order">
        <dt>Description</dt>
        <dd class="description">${shell.payment.description}</dd>
        <dt class="amount-label">Amount</dt>
        <dd class="amount">${formatAmount(shell.payment)}</dd>
      </dl>`
    : null;
  return markup`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${shell.title} · Sandbox PSP</title>
        <style>
          ${new Html(STYLE)}:root {
            --accent: ${new Html(accent)};
          }
        </style>
      </head>
      <body>
        <header class="sandbox-bar"><strong>Sandbox payment provider</strong> — test mode, no real money</header>
        <div class="page">
          <main class="card">
            <div class="psp">
              <span class="psp-name"><span class="psp-mark" aria-hidden="true">S</span>Sandbox PSP</span
              ><span class="lock">${LOCK_ICON}Secure checkout</span>
            </div>
            ${order}
            <div class="method">${shell.body}</div>
          </main>
          ${shell.after} ${shell.payment ? markup`<footer>Payment reference ${shell.payment.reference}</footer>` : null}
        </div>
      </body>
    </html> `.text;
}

interface FieldSpec {
  name: 'code' | 'number' | 'expiry' | 'cvc' | 'name' | 'email' | 'password' | 'pin';
  label: string;
  type?: 'text' | 'email' | 'password';
  hint?: string;
  value?: string;
  /** Extra validation and input attributes (constant markup of ours). */
  attributes: string;
  className?: string;
}

function input(spec: FieldSpec, errors: FieldErrors, autofocus: boolean): Html {
  const error = errors[spec.name];
  const describedBy = [spec.hint ? `${spec.name}-hint` : null, error ? `${spec.name}-error` : null].filter(Boolean).join(' ');
  return markup`<div class="field">
    <label for="f-${spec.name}">${spec.label}</label>
    ${spec.hint ? markup`<span class="hint" id="${spec.name}-hint">${spec.hint}</span>` : null}
    <input
      id="f-${spec.name}"
      name="${spec.name}"
      type="${spec.type ?? 'text'}"
      ${new Html(spec.attributes)}${spec.className ? markup` class="${spec.className}"` : null}${
        spec.value === undefined ? null : markup` value="${spec.value}"`
      }${describedBy ? markup` aria-describedby="${describedBy}"` : null}${error ? new Html(' aria-invalid="true"') : null}${autofocus ? new Html(' autofocus') : null}
    />
    ${error ? markup`<p class="error" id="${spec.name}-error">${error}</p>` : null}
  </div>`;
}

/** Fields in order; the first one with an error gets the focus, so a keyboard or screen reader user lands on it. */
function inputs(specs: FieldSpec[], errors: FieldErrors): Html[] {
  const first = specs.find((spec) => errors[spec.name]);
  return specs.map((spec) => input(spec, errors, spec === first));
}

function bankChoice(banks: readonly Bank[], legend: string, chosen: string | undefined, errors: FieldErrors): Html {
  const error = errors.bank;
  return markup`<fieldset${error ? markup` aria-describedby="bank-error"` : null}>
    <legend>${legend}</legend>
    ${error ? markup`<p class="error" id="bank-error">${error}</p>` : null}
    <div class="banks">
      ${banks.map(
        (bank, i) =>
          markup`<label class="bank"
            ><input
              type="radio"
              name="bank"
              value="${bank.id}"
              required${chosen === bank.id ? new Html(' checked') : null}${
                error && i === 0 ? new Html(' autofocus aria-invalid="true"') : null
              }
            />
            ${bank.name}</label
          >`,
      )}
    </div>
  </fieldset>`;
}

const hidden = (name: string, value: string) => markup`<input type="hidden" name="${name}" value="${value}" />`;

interface PageContext {
  payment: CheckoutPayment;
  /** Where every form posts. */
  action: string;
  /** The checkout page's form token. */
  token: string;
}

function formError(errors: FieldErrors): Html | null {
  return errors.form ? markup`<p class="form-error" role="alert">${errors.form}</p>` : null;
}

/** The method's own part of the checkout page. */
function methodPart(ctx: PageContext, values: CheckoutForm, errors: FieldErrors): { title: string; body: Html } {
  const { payment } = ctx;
  const name = methodName(payment.method);
  const amount = formatAmount(payment);
  const kind = methodKind(payment.method);
  const open = () => markup`<form method="post" action="${ctx.action}">${hidden('token', ctx.token)}`;
  switch (kind.kind) {
    case 'bank':
      return {
        title: `Pay with ${name}`,
        body: markup`${open()}
          ${bankChoice(kind.banks, 'Choose your bank', values.bank, errors)}
          <p class="lead">You will confirm the payment in your bank’s app or online banking.</p>
          <button class="primary" name="action" value="pay">Pay ${amount}</button>
        </form>`,
      };
    case 'blik':
      return {
        title: 'Pay with BLIK',
        body: markup`${open()}
          ${inputs(
            [
              {
                name: 'code',
                label: 'BLIK code',
                hint: `Open your banking app and enter the 6-digit code it shows. Sandbox: any code passes, ${BLIK_DECLINED_CODE} is declined.`,
                value: values.code,
                className: 'code',
                attributes: 'inputmode="numeric" pattern="[0-9]{6}" maxlength="6" minlength="6" required autocomplete="one-time-code"',
              },
            ],
            errors,
          )}
          <button class="primary" name="action" value="pay">Pay ${amount}</button>
        </form>`,
      };
    case 'card':
      return {
        title: `Pay with ${name}`,
        body: markup`${open()}
          ${inputs(
            [
              {
                name: 'number',
                label: 'Card number',
                value: values.number,
                attributes:
                  'inputmode="numeric" autocomplete="cc-number" pattern="[0-9 \\-]{12,23}" maxlength="23" required placeholder="1234 5678 9012 3456"',
              },
            ],
            errors,
          )}
          <div class="row">${inputs(
            [
              {
                name: 'expiry',
                label: 'Expiry date',
                hint: 'MM/YY',
                value: values.expiry,
                attributes:
                  'inputmode="numeric" autocomplete="cc-exp" pattern="(0[1-9]|1[0-2]) ?/ ?[0-9]{2}" maxlength="7" required placeholder="MM/YY"',
              },
              {
                name: 'cvc',
                label: 'Security code',
                hint: '3 or 4 digits',
                attributes: 'inputmode="numeric" autocomplete="cc-csc" pattern="[0-9]{3,4}" maxlength="4" required',
              },
            ],
            errors,
          )}</div>
          ${inputs([{ name: 'name', label: 'Name on card', value: values.name, attributes: 'autocomplete="cc-name" maxlength="100" required' }], errors)}
          <p class="note">
            Test card: 4111 1111 1111 1111, any future expiry date, any security code. ${DECLINED_ON_REPEAT_CARD} pays
            now but is declined when charged again (a repeat order).
          </p>
          <button class="primary" name="action" value="pay">Pay ${amount}</button>
        </form>`,
      };
    case 'paypal':
      return {
        title: 'Pay with PayPal',
        body: markup`${open()}
          <p class="lead">Log in to your PayPal account to pay. In the sandbox any e-mail address and password are accepted.</p>
          ${inputs(
            [
              {
                name: 'email',
                label: 'E-mail address',
                type: 'email',
                value: values.email,
                attributes: 'autocomplete="email" maxlength="200" required',
              },
              {
                name: 'password',
                label: 'Password',
                type: 'password',
                attributes: 'autocomplete="current-password" maxlength="200" required',
              },
            ],
            errors,
          )}
          <button class="primary" name="action" value="pay">Log in</button>
        </form>`,
      };
    case 'transfer':
      return {
        title: 'Pay by bank transfer',
        body: markup`<p class="lead">Transfer the amount from your own bank account to the account below. Quote the reference exactly, so we can match your payment.</p>
          <dl class="instructions">
            <dt>Beneficiary</dt><dd>${SANDBOX_BENEFICIARY.name}</dd>
            <dt>IBAN</dt><dd>${SANDBOX_BENEFICIARY.iban}</dd>
            <dt>BIC</dt><dd>${SANDBOX_BENEFICIARY.bic}</dd>
            <dt>Amount</dt><dd>${amount}</dd>
            <dt>Reference</dt><dd><span class="reference">${payment.reference}</span></dd>
          </dl>
          <p class="note">Your payment stays pending until the money arrives, usually within one working day.</p>
          ${open()}
            <button class="primary" name="action" value="pay">I have made the transfer</button>
            <div class="tester-inline">
              <p>Tester: the sandbox never receives a real transfer. Mark it as received to complete the payment.</p>
              <button class="tester-button" name="action" value="mark-paid">Mark as paid (tester)</button>
            </div>
          </form>`,
      };
    case 'voucher':
      return {
        title: 'Pay with paysafecard',
        body: markup`${open()}
          ${inputs(
            [
              {
                name: 'pin',
                label: 'paysafecard PIN',
                hint: 'The 16 digits printed on your paysafecard.',
                value: values.pin,
                attributes: 'inputmode="numeric" pattern="[0-9 ]{16,19}" maxlength="19" required autocomplete="off"',
              },
            ],
            errors,
          )}
          <button class="primary" name="action" value="pay">Pay ${amount}</button>
        </form>`,
      };
    case 'app':
      return {
        title: `Pay with ${name}`,
        body: markup`${open()}
          ${kind.banks ? bankChoice(kind.banks, 'Choose your bank', values.bank, errors) : null}
          <div class="app">
            <div class="phone" aria-hidden="true"><span>${CHECK_ICON}</span></div>
            <p>Approve the payment in your ${name} app.</p>
          </div>
          <button class="primary" name="action" value="pay">Approve</button>
        </form>`,
      };
  }
}

/** The tester's panel: force any outcome, whatever the method. */
function testerPanel(ctx: PageContext): Html {
  const outcomes: [string, string][] = [
    ['completed', 'the payment succeeds'],
    ['failed', 'the bank declines it'],
    ['cancelled', 'the payer cancels'],
    ['expired', 'the payer never finishes'],
    ['pending', 'no result yet; back to the shop with the payment still open'],
  ];
  return markup`<aside aria-label="Tester tools"><details class="tester">
    <summary>Tester tools: force the outcome</summary>
    <form method="post" action="${ctx.action}">
      ${hidden('token', ctx.token)}
      <fieldset class="outcomes">
        <legend>Outcome</legend>
        ${outcomes.map(
          ([value, text]) =>
            markup`<label
              ><input type="radio" name="outcome" value="${value}" required${value === 'completed' ? new Html(' checked') : null} />
              <span><strong>${value}</strong> — ${text}</span></label
            >`,
        )}
      </fieldset>
      <button class="tester-button" name="action" value="force">Apply outcome and return</button>
    </form>
  </details></aside>`;
}

function cancelForm(ctx: PageContext): Html {
  return markup`<form class="cancel" method="post" action="${ctx.action}">
    ${hidden('token', ctx.token)}
    <button class="link" name="action" value="cancel" formnovalidate>Cancel and return</button>
  </form>`;
}

/** A checkout page: the method's part, the 3-D Secure step or the PayPal review. */
export function checkoutPage(input: { payment: CheckoutPayment; action: string; token: string; view: CheckoutView }): string {
  const { payment, view } = input;
  const ctx: PageContext = { payment, action: input.action, token: input.token };
  const name = methodName(payment.method);
  const amount = formatAmount(payment);
  const accent = ACCENTS[payment.method];
  const badge = markup`<span class="method-badge">${name}</span>`;
  let title: string;
  let body: Html;
  if (view.page === '3ds') {
    const errors = view.errors ?? {};
    title = 'Confirm with your bank';
    body = markup`${badge}
      <h1>${title}</h1>
      <div class="bank-step">${SHIELD_ICON}<span>3-D Secure · ${name} card ending in ${view.last4}</span></div>
      <p>Your bank asks you to confirm the payment of <strong>${amount}</strong> to Sandbox PSP.</p>
      <form method="post" action="${ctx.action}">
        ${hidden('token', view.token)}${hidden('last4', view.last4)}${hidden('brand', view.brand)}
        ${inputs(
          [
            {
              name: 'code',
              label: 'Confirmation code',
              hint: `Sandbox: enter the code ${THREE_DS_CODE}. Another code declines the payment.`,
              className: 'code',
              attributes: 'inputmode="numeric" pattern="[0-9]{6}" maxlength="6" minlength="6" required autocomplete="one-time-code"',
            },
          ],
          errors,
        )}
        <button class="primary" name="action" value="3ds">Confirm</button>
      </form>
      ${cancelForm(ctx)}`;
  } else if (view.page === 'paypal-review') {
    title = 'Review your payment';
    body = markup`${badge}
      <h1>${title}</h1>
      <p class="lead">Logged in as <strong>${view.email}</strong></p>
      <dl class="instructions">
        <dt>Pay with</dt>
        <dd>PayPal balance</dd>
        <dt>Amount</dt>
        <dd>${amount}</dd>
      </dl>
      <form method="post" action="${ctx.action}">
        ${hidden('token', view.token)}
        <button class="primary" name="action" value="paypal-pay">Pay now</button>
      </form>
      ${cancelForm(ctx)}`;
  } else {
    const errors = view.errors ?? {};
    const part = methodPart(ctx, view.values ?? {}, errors);
    title = part.title;
    body = markup`${badge}
      <h1>${title}</h1>
      ${formError(errors)} ${part.body} ${cancelForm(ctx)}`;
  }
  return document({ title, payment, body, after: testerPanel(ctx), ...(accent ? { accent } : {}) });
}

/** A page about no checkout: an unknown payment, or a form that did not come from its page. */
export function messagePage(input: { title: string; text: string; back?: string }): string {
  return document({
    title: input.title,
    body: markup`<h1>${input.title}</h1>
      <p>${input.text}</p>
      ${input.back ? markup`<p><a href="${input.back}">Back to the payment page</a></p>` : null}`,
  });
}

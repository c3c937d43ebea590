import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createDirectDebitEndpoint } from '@dating/shared/contracts/direct-debit';
import { listCreditBundlesEndpoint, listPaymentMethodsEndpoint } from '@dating/shared/contracts/payments';
import { getCompanyInfoEndpoint } from '@dating/shared/contracts/settings';
import { createDirectDebitHandlers, MOCK_SMS_CODE } from '@dating/shared/msw/direct-debit';
import { createDiscountHandlers } from '@dating/shared/msw/discounts';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { companyInfoFixture, freeUserFixture } from '@dating/shared/msw/fixtures';
import { createPaymentsHandlers } from '@dating/shared/msw/payments';
import { errorResponse } from '@dating/shared/msw/responses';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';

const EURO_BUNDLES = [
  { id: 1, credits: 25, amount_cents: 999, currency: 'EUR', popular: false },
  { id: 2, credits: 60, amount_cents: 1999, currency: 'EUR', popular: true },
  { id: 3, credits: 150, amount_cents: 3999, currency: 'EUR', popular: false },
];

// The member's time bonus (TIMEBONUS25) holds, so a mandate may carry it.
const discounts = createDiscountHandlers();
const mock = createDirectDebitHandlers({}, { discounts });
const server = setupScreenServer(
  ...mock.handlers,
  endpointHandler(listCreditBundlesEndpoint, () => HttpResponse.json({ country: 'NL', currency: 'EUR', bundles: EURO_BUNDLES })),
  // Direct debit not listed: the form shows the bundle's price without a total.
  endpointHandler(listPaymentMethodsEndpoint, () => errorResponse(404, 'not_found', 'No such bundle here')),
  endpointHandler(getCompanyInfoEndpoint, () => HttpResponse.json(companyInfoFixture)),
);

beforeEach(() =>
  Object.assign(mock.state, {
    blocked: false,
    phone: '+31612345678',
    codesToday: 0,
    wrongCodes: 0,
    mandates: [],
    creates: [],
    refuseNextConfirms: [],
  }),
);
beforeEach(() => {
  discounts.state.used = [];
});
afterEach(() => jest.useRealTimers());

const CONSENT = /I want my credits right away: I agree that they are delivered as soon as I have paid/;
const CONSENT_REQUIRED = 'Tick the box to pay: without your consent we cannot deliver your credits right away.';

const openDirectDebit = (query: Record<string, string> = { bundle: '3', country: 'NL' }) =>
  mountScreen(parcels['direct-debit'], { route: 'directdebit', query, user: freeUserFixture });

/** The form filled in correctly (the mandate accepted), the consent to immediate supply not yet given. */
async function fillForm(user: Awaited<ReturnType<typeof openDirectDebit>>['user']) {
  await fill(user, await screen.findByLabelText('Account holder'), 'Jan de Vries');
  await fill(user, screen.getByLabelText('IBAN'), 'nl91 abna 0417 1643 00');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the SEPA direct debit mandate' }));
}

/** The form filled in correctly, the consent given, and sent: the code step follows. */
async function toCodeStep(user: Awaited<ReturnType<typeof openDirectDebit>>['user']) {
  await fillForm(user);
  await user.click(screen.getByRole('checkbox', { name: CONSENT }));
  await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
  return screen.findByTestId('sms-code-step');
}

describe('direct debit', () => {
  it('tells a blocked member at once, with the way to another method', async () => {
    mock.state.blocked = true;
    await openDirectDebit();
    const stop = await screen.findByTestId('direct-debit-stop');
    expect(within(stop).getByRole('alert')).toHaveTextContent('Your account is blocked for direct debit payments.');
    expect(within(stop).getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute('href', '/credits/3?country=NL');
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
  });

  it('checks the IBAN when it is left, and a refused submit lists what to correct with focus on the summary', async () => {
    const { user } = await openDirectDebit();
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('+31612345678');
    expect(screen.getByRole('radio', { name: /150 credits/ })).toBeChecked();
    // The creditor's name comes with the company info, which may land after the form.
    await waitFor(() =>
      expect(screen.getByTestId('mandate-text')).toHaveTextContent('you authorise Demo Media B.V. to send instructions to your bank'),
    );
    expect(screen.getByTestId('mandate-text')).toHaveTextContent('within 8 weeks');

    const iban = screen.getByLabelText('IBAN');
    // The right shape, the wrong check digits: only mod-97 finds it.
    await fill(user, iban, 'NL92 ABNA 0417 1643 00');
    await user.tab();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription(expect.stringContaining('This is not a valid IBAN. Please check the number.'));

    // An account outside SEPA, a wrong length: each said as such.
    await user.clear(iban);
    await fill(user, iban, 'US64 SVBK US6S 3300 9673 8637');
    await user.tab();
    expect(iban).toHaveAccessibleDescription(expect.stringContaining('Direct debit works only with an account in the SEPA area.'));
    await user.clear(iban);
    await fill(user, iban, 'NL91 ABNA 0417 1643');
    await user.tab();
    expect(iban).toHaveAccessibleDescription(expect.stringContaining('This IBAN has too few or too many characters.'));
    await user.clear(iban);
    await fill(user, iban, 'NL92 ABNA 0417 1643 00');

    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    const summary = await screen.findByTestId('direct-debit-error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter the name of the account holder.',
      'This is not a valid IBAN. Please check the number.',
      'Accept the mandate to continue.',
    ]);
    expect(screen.getByRole('checkbox', { name: 'I accept the SEPA direct debit mandate' })).toHaveAccessibleDescription(
      'Accept the mandate to continue.',
    );
    expect(mock.state.creates).toEqual([]);
  });

  it('the consent to immediate supply blocks sending until it is ticked: its error is tied to the box, which takes focus', async () => {
    const { user } = await openDirectDebit();
    await fillForm(user);
    const box = screen.getByRole('checkbox', { name: CONSENT });
    expect(box).not.toBeChecked();
    const send = screen.getByRole('button', { name: 'Send code by SMS' });
    await user.click(send);
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(CONSENT_REQUIRED);
    expect(screen.queryByTestId('direct-debit-error-summary')).not.toBeInTheDocument();
    expect(mock.state.creates).toEqual([]);

    // Again: focus comes back to the box, so it is read again.
    send.focus();
    await user.click(send);
    await waitFor(() => expect(box).toHaveFocus());
    expect(mock.state.creates).toEqual([]);

    await user.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAccessibleDescription();
    await user.click(send);
    expect(await screen.findByTestId('sms-code-step')).toBeInTheDocument();
    expect(mock.state.creates).toEqual([expect.objectContaining({ holder: 'Jan de Vries', withdrawal_consent: '2026-12' })]);
  });

  it('the api refusing the consent is said at the box, unticked again, with focus on it', async () => {
    server.use(
      endpointHandler(createDirectDebitEndpoint, () =>
        errorResponse(400, 'validation_failed', 'withdrawal_consent: required', 'withdrawal_consent'),
      ),
    );
    const { user } = await openDirectDebit();
    await fillForm(user);
    const box = screen.getByRole('checkbox', { name: CONSENT });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(CONSENT_REQUIRED);
    expect(screen.queryByTestId('direct-debit-error-summary')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sms-code-step')).not.toBeInTheDocument();
  });

  it('sends the mandate, then the code step: the masked number, a one-time-code field, "Code invalid" in place, the status page once confirmed', async () => {
    const { user, navigate } = await openDirectDebit();
    const step = await toCodeStep(user);
    expect(mock.state.creates).toEqual([
      {
        bundle: 3,
        country: 'NL',
        holder: 'Jan de Vries',
        iban: 'NL91ABNA0417164300',
        phone: '+31612345678',
        mandate_accepted: true,
        client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        withdrawal_consent: '2026-12',
      },
    ]);
    expect(step).toHaveTextContent('We have sent a 6-digit code to +31 •••• 5678.');
    const code = within(step).getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await fill(user, code, '654321');
    await user.click(within(step).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(step).findByText('Code invalid')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();

    await user.clear(code);
    await fill(user, code, MOCK_SMS_CODE);
    await user.click(within(step).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/transactions/pay_${mock.state.mandates[0]!.id}`));
    expect(mock.state.wrongCodes).toBe(1);
  });

  it('offers a new code once the countdown ends, with the codes left; past the limit, the limit-reached message', async () => {
    const { user } = await openDirectDebit();
    // The clock is the test's from here: the page has loaded, the countdown starts with the code step.
    expect(await screen.findByTestId('mandate-text')).toHaveTextContent('Demo Media B.V.');
    jest.useFakeTimers({ advanceTimers: true });
    const step = await toCodeStep(user);
    const resend = within(step).getByRole('button', { name: 'Send a new code' });
    expect(resend).toBeDisabled();
    expect(within(step).getByTestId('resend')).toHaveTextContent('You can request a new code in 0:30.2 new codes left');

    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(resend).toBeEnabled();
    expect(within(step).getByTestId('resend')).not.toHaveTextContent('You can request');
    await user.click(resend);
    expect(await within(step).findByText('A new code is on its way.')).toBeInTheDocument();
    expect(within(step).getByTestId('resend')).toHaveTextContent('You can request a new code in 0:30.1 new code left');

    // Today's codes used up (the api's daily limit): the next resend is refused.
    mock.state.codesToday = 10;
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    await user.click(within(step).getByRole('button', { name: 'Send a new code' }));
    const stop = await screen.findByTestId('direct-debit-stop');
    expect(stop).toHaveAttribute('data-stop', 'limit');
    expect(within(stop).getByRole('alert')).toHaveTextContent('You have reached the limit of SMS codes.');
  });
});

describe('direct debit with the discount the method page carried', () => {
  // The payments mock prices direct debit with the code, as the api does.
  beforeEach(() => server.use(...createPaymentsHandlers({ discounts }).handlers));

  it('shows the old and the new price and sends the code with the mandate; the payment is the discounted one', async () => {
    const { user, navigate } = await openDirectDebit({ bundle: '1', country: 'NL', discount: 'timebonus25' });
    const line = await screen.findByTestId('direct-debit-discount');
    expect(line).toHaveTextContent('Code TIMEBONUS25: 25% off');
    expect(within(line).getByRole('deletion')).toHaveTextContent('Old price €9.99');
    expect(within(line).getByRole('insertion')).toHaveTextContent('New price €7.49');
    expect(screen.getByTestId('direct-debit-total')).toHaveTextContent('Total€7.49');

    const step = await toCodeStep(user);
    expect(mock.state.creates).toEqual([expect.objectContaining({ bundle: 1, discount_code: 'TIMEBONUS25' })]);
    await fill(user, within(step).getByLabelText('Code'), MOCK_SMS_CODE);
    await user.click(within(step).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/transactions/pay_${mock.state.mandates[0]!.id}`));
    expect(mock.state.mandates[0]!.payment?.payment).toMatchObject({ total_cents: 749, discount: { code: 'TIMEBONUS25' } });
  });

  it('a code used before the SMS code: the step says so, and the form then shows the full price and sends no code', async () => {
    const { user } = await openDirectDebit({ bundle: '1', country: 'NL', discount: 'TIMEBONUS25' });
    expect(await screen.findByTestId('direct-debit-discount')).toBeInTheDocument();
    const step = await toCodeStep(user);
    discounts.state.used.push('TIMEBONUS25');
    await fill(user, within(step).getByLabelText('Code'), MOCK_SMS_CODE);
    await user.click(within(step).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('Code already used');
    expect(mock.state.mandates[0]!.payment).toBeNull();

    await user.click(within(step).getByRole('button', { name: 'Change your details' }));
    expect(await screen.findByTestId('direct-debit-discount-error')).toHaveTextContent('Code already used');
    // The same purchase: the consent given stays given, as the mandate's acceptance does.
    expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('direct-debit-total')).toHaveTextContent('Total€9.99'));
    expect(screen.queryByTestId('direct-debit-discount')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await screen.findByTestId('sms-code-step');
    expect(mock.state.creates[1]).not.toHaveProperty('discount_code');
    expect(mock.state.creates[1]).toMatchObject({ client_id: expect.not.stringMatching(mock.state.mandates[0]!.clientId) });
  });
});

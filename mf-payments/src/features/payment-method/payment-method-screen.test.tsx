import { screen, waitFor, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import parcels from '../../parcels';
import { fill } from '@dating/shared/test-support/screen-test-kit';
import { newMember, newMemberTimeBonus, publishOffers, withOfferClock, type TestOffers } from '../../test-support/offers';
import { setupBuyScreens } from '../../test-support/payments-api';
import { purchaseOriginOf, rememberPurchaseOrigin } from '../../api/purchase-origin';
import { goToCheckout } from './checkout-redirect';

jest.mock('./checkout-redirect', () => ({ goToCheckout: jest.fn() }));

const { state, discounts, mountScreen } = setupBuyScreens();

const mountMethods = (
  params: { id: string; paymentmethod?: string },
  query: Record<string, string> = { country: 'NL' },
  user = freeUserFixture,
  offers?: TestOffers,
) =>
  mountScreen(parcels['payment-method'], {
    route: 'credits-id-paymentmethod',
    params,
    query,
    user,
    beforeMount: (shell) => offers && publishOffers(shell.bus, user.id, offers),
  });

const methodNames = () => screen.getAllByTestId('payment-method').map((option) => within(option).getByRole('radio').closest('label')!);
const CONSENT = /I want my credits right away: I agree that they are delivered as soon as I have paid/;
/** Ticks the consent to immediate supply, as a member must before paying. */
const consent = async (user: { click: (element: Element) => Promise<void> }) =>
  user.click(await screen.findByRole('checkbox', { name: CONSENT }));

afterEach(() => {
  delete window.ApplePaySession;
});

describe('the payment method page', () => {
  it('shows the bundle and, in a radio group, each method with its logo and one price (no fee in the EEA); Apple Pay hidden without ApplePaySession', async () => {
    await mountMethods({ id: '2' });
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose how to pay' })).toBeInTheDocument();
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual([
      'ideal',
      'visa',
      'mastercard',
      'creditcard',
      'paypal',
      'sct',
      'sdd',
    ]);
    const ideal = methodNames()[0]!;
    expect(ideal).toHaveTextContent(/^iDEAL€19\.99$/);
    expect(ideal.querySelector('img')).toHaveAttribute('src', '/logos/ideal.svg');
    expect(methodNames()[5]).toHaveTextContent(/^SEPA bank transfer€19\.99$/);
    // The first method is chosen; the member sees one price, the bundle's, and no fee anywhere.
    expect(screen.getByRole('radio', { name: /iDEAL/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay €19.99' })).toBeEnabled();
    expect(screen.queryByText(/Transaction fee/)).not.toBeInTheDocument();
    // The consent to immediate supply: a real checkbox, never ticked in advance.
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  });

  it('outside the EEA (Switzerland) each method shows its fee, and the summary adds it to the total', async () => {
    // The francs' bundles are ids 31–34: 60 credits for CHF 18.99; a card's fee 25 euro cents in francs + 1.8 %.
    await mountMethods({ id: '32' }, { country: 'CH' });
    await screen.findByRole('group', { name: 'Payment method' });
    expect(methodNames()[0]).toHaveTextContent(/^VisaTransaction fee CHF\s0\.58CHF\s19\.57$/);
    expect(screen.getByText('Transaction fee (Visa)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay CHF\s19\.57$/ })).toBeInTheDocument();
  });

  it('the consent blocks paying until it is ticked: the error is tied to the box, which takes focus', async () => {
    const { user } = await mountMethods({ id: '2', paymentmethod: 'ideal' });
    await user.click(await screen.findByRole('button', { name: 'Pay €19.99' }));
    const box = screen.getByRole('checkbox', { name: CONSENT });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Tick the box to pay: without your consent we cannot deliver your credits right away.');
    expect(state.creates).toEqual([]);
    expect(goToCheckout).not.toHaveBeenCalled();
    await user.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Pay €19.99' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(state.creates).toEqual([expect.objectContaining({ method: 'ideal', withdrawal_consent: '2026-12' })]);
  });

  it('shows Apple Pay where the browser can pay with it, and a method in the address is chosen', async () => {
    window.ApplePaySession = { canMakePayments: () => true };
    const { user } = await mountMethods({ id: '2', paymentmethod: 'paypal' });
    expect(await screen.findByRole('radio', { name: /Apple Pay/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay €19.99' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Visa/ }));
    expect(screen.getByRole('radio', { name: /Visa/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay €19.99' })).toBeInTheDocument();
  });

  it('pays once per click: one create however often it is clicked, then the provider checkout', async () => {
    let open = () => {};
    state.createGate = new Promise<void>((resolve) => (open = resolve));
    const { user } = await mountMethods({ id: '2', paymentmethod: 'ideal' });
    const pay = await screen.findByRole('button', { name: 'Pay €19.99' });
    await consent(user);
    await user.dblClick(pay);
    await user.click(pay);
    expect(pay).toBeDisabled();
    expect(pay).toHaveTextContent('Opening iDEAL…');
    open();
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(state.creates).toEqual([
      { bundle: 2, method: 'ideal', country: 'NL', client_id: expect.stringMatching(/^[0-9a-f-]{36}$/), withdrawal_consent: '2026-12' },
    ]);
    expect(goToCheckout).toHaveBeenCalledWith(expect.stringMatching(/^\/sandbox-psp\/checkout\/pay_\d+_/));
  });

  it('a refused create says why in words and a retry sends the same client id; another method is a new attempt', async () => {
    state.refuseNextCreates.push({ status: 503, code: 'rate_limited' }, { status: 503, code: 'rate_limited' });
    const { user } = await mountMethods({ id: '2' });
    await consent(user);
    await user.click(await screen.findByRole('button', { name: 'Pay €19.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    await user.click(screen.getByRole('button', { name: 'Pay €19.99' }));
    await waitFor(() => expect(state.creates).toHaveLength(2));
    await screen.findByRole('alert');
    expect(state.creates[1]!.client_id).toBe(state.creates[0]!.client_id);
    await user.click(screen.getByRole('radio', { name: /Visa/ }));
    await user.click(screen.getByRole('button', { name: 'Pay €19.99' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(state.creates[2]).toMatchObject({ method: 'visa' });
    expect(state.creates[2]!.client_id).not.toBe(state.creates[0]!.client_id);
  });

  it('a bundle not sold in the payment country is a translated error', async () => {
    await mountMethods({ id: '2' }, { country: 'PL' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be found.');
  });
});

describe('the payment method page with a discount code', () => {
  withOfferClock();

  it("prices the methods with the member's active discount (old and new) and pays with its code", async () => {
    // The shell's offers on the bus; the api's, to price and pay with.
    discounts.timeBonus = newMemberTimeBonus();
    const { user } = await mountMethods({ id: '2', paymentmethod: 'ideal' }, { country: 'NL' }, newMember, {
      timeBonus: newMemberTimeBonus(),
    });
    const pay = await screen.findByRole('button', { name: 'Pay €14.99' });
    // Asked once, with the code: no full prices first.
    expect(state.methodDiscounts).toEqual(['TIMEBONUS25']);
    expect(methodNames()[0]).toHaveTextContent('iDEALOld price €19.99New price €14.99€14.99');
    const applied = screen.getByTestId('applied-discount');
    expect(applied).toHaveTextContent('Code TIMEBONUS25: 25% off');
    expect(within(applied).getByRole('timer')).toHaveTextContent('03:59:00');
    expect(screen.getByText('Discount TIMEBONUS25 (25%)')).toBeInTheDocument();
    await consent(user);
    await user.click(pay);
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(state.creates).toEqual([expect.objectContaining({ method: 'ideal', discount_code: 'TIMEBONUS25' })]);
  });

  it('takes the code /credits carried; one limited to a method is applied there only, and the others pay without it', async () => {
    const { user } = await mountMethods({ id: '2' }, { country: 'NL', discount: 'ideal20' });
    expect(await screen.findByRole('button', { name: 'Pay €15.99' })).toBeInTheDocument();
    expect(state.methodDiscounts).toEqual(['IDEAL20']);
    await user.click(screen.getByRole('radio', { name: /Visa/ }));
    expect(screen.getByText('Code IDEAL20 does not apply to Visa. Choose another method to use it.')).toBeInTheDocument();
    await consent(user);
    await user.click(screen.getByRole('button', { name: 'Pay €19.99' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(state.creates[0]).not.toHaveProperty('discount_code');
  });

  it('says at the field why a code does not hold, and asks again for another typed code; a removal carried over applies none', async () => {
    const { user } = await mountMethods({ id: '2' }, { country: 'NL', discount: 'OLD10' });
    expect(await screen.findByTestId('discount-error')).toHaveTextContent('This code has expired.');
    expect(screen.getByRole('button', { name: 'Pay €19.99' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Have a code?' });
    expect(field).toHaveValue('OLD10');
    await user.clear(field);
    await fill(user, field, 'SUMMER10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('applied-discount')).toHaveTextContent('Code SUMMER10: 10% off');
    expect(screen.getByRole('button', { name: 'Pay €17.99' })).toBeInTheDocument();
    expect(state.methodDiscounts).toEqual(['OLD10', 'SUMMER10']);

    discounts.timeBonus = newMemberTimeBonus();
    document.body.innerHTML = '';
    await mountMethods({ id: '2' }, { country: 'NL', discount: 'none' }, { ...newMember, id: 11 }, { timeBonus: newMemberTimeBonus() });
    expect(await screen.findByRole('button', { name: 'Pay €19.99' })).toBeInTheDocument();
    expect(state.methodDiscounts[2]).toBeNull();
  });

  it('a code refused at payment (used meanwhile) is said at the field and the prices are asked for again', async () => {
    const { user } = await mountMethods({ id: '2' }, { country: 'NL', discount: 'SUMMER10' });
    const pay = await screen.findByRole('button', { name: 'Pay €17.99' });
    discounts.used.push('SUMMER10');
    await consent(user);
    await user.click(pay);
    expect(await screen.findByTestId('discount-error')).toHaveTextContent('Code already used');
    await screen.findByRole('button', { name: 'Pay €19.99' });
    expect(screen.getByRole('textbox', { name: 'Have a code?' })).toHaveValue('SUMMER10');
    expect(screen.getByTestId('discount-error')).toHaveTextContent('Code already used');
    expect(state.methodDiscounts).toEqual(['SUMMER10', 'SUMMER10']);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('keeps the chosen method and Pay in a bar held at the bottom of the screen, following the choice', async () => {
    const { user } = await mountMethods({ id: '2' });
    const bar = await screen.findByTestId('pay-bar');
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(within(bar).getByTestId('pay-bar-method')).toHaveTextContent('Payment method: iDEAL');
    expect(within(bar).getByRole('button', { name: 'Pay €19.99' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(within(bar).getByTestId('pay-bar-method')).toHaveTextContent('Payment method: PayPal');
    expect(bar.querySelector('img')).toHaveAttribute('src', '/logos/paypal.svg');
  });

  it('without a country in the address, prices in the member’s own country, not the visitor’s (GeoIP)', async () => {
    const berliner = { ...freeUserFixture, profile: { ...freeUserFixture.profile, country: 'DE', city: 'Berlin' } };
    await mountMethods({ id: '2' }, {}, berliner);
    expect(await screen.findByText('Payment country: Germany')).toBeInTheDocument();
    // iDEAL is the Netherlands' own: a German member starts with a card.
    expect(screen.queryByRole('radio', { name: /iDEAL/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Visa/ })).toBeChecked();
    expect(screen.getByRole('link', { name: /Other bundles/ })).toHaveAttribute('href', '/credits?country=DE');
  });

  it('a purchase started in a conversation keeps its way back on the link to the other bundles, and ties it to the payment it starts', async () => {
    rememberPurchaseOrigin('/chats/5');
    const { user } = await mountMethods({ id: '2', paymentmethod: 'ideal' });
    expect(await screen.findByRole('link', { name: /Other bundles/ })).toHaveAttribute(
      'href',
      '/credits?country=NL&return_to=%2Fchats%2F5',
    );
    await consent(user);
    await user.click(screen.getByRole('button', { name: 'Pay €19.99' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    const paymentId = /checkout\/(pay_[^/?]+)/.exec(jest.mocked(goToCheckout).mock.calls[0]![0])?.[1];
    expect(purchaseOriginOf(paymentId!)).toBe('/chats/5');
    sessionStorage.clear();
  });

  it('SEPA direct debit goes on to the mandate page instead of a checkout', async () => {
    const { navigate, user } = await mountMethods({ id: '2' });
    await user.click(await screen.findByRole('radio', { name: /SEPA direct debit/ }));
    const next = screen.getByRole('link', { name: 'Continue with SEPA direct debit' });
    expect(next).toHaveAttribute('href', '/directdebit?bundle=2&country=NL');
    await user.click(next);
    expect(navigate).toHaveBeenCalledWith('/directdebit?bundle=2&country=NL');
    expect(state.creates).toEqual([]);
    // Its payment starts at the mandate page, not here: no consent box beside the link.
    expect(screen.queryByRole('checkbox', { name: CONSENT })).not.toBeInTheDocument();
  });
});

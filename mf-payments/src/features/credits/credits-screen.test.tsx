import { screen, waitFor, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { fill } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';
import { newMember, newMemberTimeBonus, publishOffers, withOfferClock, type TestOffers } from '../../test-support/offers';
import { purchaseOrigin } from '../../api/purchase-origin';
import { setupBuyScreens } from '../../test-support/payments-api';

const { state, discounts, mountScreen } = setupBuyScreens();

const mountCredits = (query: Record<string, string> = {}, user = freeUserFixture, offers?: TestOffers) =>
  mountScreen(parcels.credits, {
    route: 'credits',
    query,
    user,
    beforeMount: (shell) => {
      // The shell's session says what the member has.
      shell.bus.set('credits', { credits: user.credits, premium: user.paid_user });
      if (offers) publishOffers(shell.bus, user.id, offers);
    },
  });

describe('the credits page', () => {
  it('shows the bundles of the visitor country with prices, price per credit and the popular mark, and the premium claim', async () => {
    const { navigate, user } = await mountCredits();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy credits' })).toBeInTheDocument();
    const bundles = await screen.findAllByTestId('bundle');
    expect(bundles.map((bundle) => bundle.textContent)).toEqual([
      '25 credits€9.99€0.40 per creditChoose',
      'Most popular60 credits€19.99€0.33 per creditChoose',
      '150 credits€39.99€0.27 per creditChoose',
      '400 credits€89.99€0.22 per creditChoose',
    ]);
    // The balance first, then the story the chat footer tells, in the same figures as the cards.
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('You have 3 credits');
    expect(screen.getByTestId('price-summary')).toHaveTextContent(
      'You have 3 credits1 credit per message · from €0.22 per creditA credit costs €0.40 in the smallest bundle and €0.22 in the best-value bundle.',
    );
    expect(screen.getByText('Premium members have a 46% higher chance of success.')).toBeInTheDocument();
    expect(screen.getByText('Buying any bundle makes you a premium member.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Payment country' })).toHaveValue('NL');
    expect(state.bundleRequests).toEqual(['']);
    await user.click(within(bundles[1]!).getByText('60 credits'));
    expect(navigate).toHaveBeenCalledWith('/credits/2?country=NL');
  });

  it('changing the payment country asks for its bundles and prices them in its currency', async () => {
    const { navigate, user } = await mountCredits();
    const select = await screen.findByRole('combobox', { name: 'Payment country' });
    await screen.findAllByTestId('bundle');
    // The site's countries and those with a currency of their own, named in the member's language.
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(expect.arrayContaining(['Netherlands', 'Belgium', 'Poland', 'Sweden', 'United Kingdom']));
    await user.selectOptions(select, 'PL');
    await waitFor(() => expect(screen.getAllByTestId('bundle')[0]).toHaveTextContent('PLN'));
    expect(screen.getAllByTestId('bundle')[1]).toHaveTextContent('85.99');
    expect(state.bundleRequests).toEqual(['', 'PL']);
    expect(navigate).toHaveBeenCalledWith('/credits?country=PL', { replace: true });
    expect(select).toHaveValue('PL');
  });

  it('opens with the country of the address', async () => {
    await mountCredits({ country: 'GB' });
    await waitFor(() => expect(screen.getAllByTestId('bundle')[0]).toHaveTextContent('£8.99'));
    expect(state.bundleRequests).toEqual(['GB']);
  });

  it("speaks the member's language: Polish plurals, złoty and country names in Polish", async () => {
    await mountScreen(parcels.credits, { route: 'credits', query: { country: 'PL' }, user: freeUserFixture, locale: 'pl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kup kredyty' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('bundle')[0]).toHaveTextContent(/^25 kredytów42,99\szł/));
    expect(screen.getByRole('combobox', { name: 'Kraj płatności' })).toHaveDisplayValue('Polska');
    expect(screen.getByText('Najpopularniejszy')).toBeInTheDocument();
  });
});

describe('the way back to a refused message', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the conversation a purchase started from for the completed page, also when the country changes', async () => {
    const { navigate, user } = await mountCredits({ return_to: '/chats/5' });
    const select = await screen.findByRole('combobox', { name: 'Payment country' });
    await waitFor(() => expect(purchaseOrigin()).toBe('/chats/5'));
    await user.selectOptions(select, 'PL');
    expect(navigate).toHaveBeenCalledWith('/credits?country=PL&return_to=%2Fchats%2F5', { replace: true });
  });

  it('never keeps a path off the site', async () => {
    await mountCredits({ return_to: 'https://evil.test/chats/5' });
    await screen.findAllByTestId('bundle');
    expect(purchaseOrigin()).toBeNull();
  });
});

describe('the credits page with a discount', () => {
  withOfferClock();

  it('applies the time bonus without typing anything: old price struck through, new price, the code and its countdown', async () => {
    // The shell's offers on the bus; the api's, for the code typed in again below.
    discounts.timeBonus = newMemberTimeBonus();
    const { navigate, user } = await mountCredits({}, newMember, { timeBonus: newMemberTimeBonus() });
    await waitFor(() => expect(screen.getAllByTestId('bundle')[1]).toHaveTextContent('€14.99'));
    const bundles = screen.getAllByTestId('bundle');
    expect(bundles[0]).toHaveTextContent('25 creditsOld price €9.99New price €7.49€0.30 per creditChoose');
    expect(bundles[1]!.querySelector('del')).toHaveTextContent('€19.99');
    const applied = screen.getByTestId('applied-discount');
    expect(applied).toHaveTextContent('Code TIMEBONUS25: 25% off');
    expect(within(applied).getByRole('timer')).toHaveTextContent('03:59:00');
    await user.click(within(bundles[1]!).getByText('60 credits'));
    expect(navigate).toHaveBeenCalledWith('/credits/2?country=NL&discount=TIMEBONUS25');

    // Removed and typed again: the same offer, with its countdown.
    await user.click(screen.getByRole('button', { name: 'Remove code TIMEBONUS25' }));
    await fill(user, screen.getByRole('textbox', { name: 'Have a code?' }), 'timebonus25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(within(await screen.findByTestId('applied-discount')).getByRole('timer')).toHaveTextContent(/^03:5\d:\d\d$/);
  });

  it('checks a typed code at the server and says why it is refused, in place; a valid code is applied and can be removed', async () => {
    discounts.used = ['USED10'];
    discounts.codes.USED10 = { ...discounts.codes.SUMMER10!, code: 'USED10' };
    const { navigate, user } = await mountCredits();
    await screen.findAllByTestId('bundle');
    const field = screen.getByRole('textbox', { name: 'Have a code?' });
    await fill(user, field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('discount-error')).toHaveTextContent('Code not found');
    expect(field).toHaveAccessibleDescription('Code not found');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await fill(user, field, 'used10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('discount-error')).toHaveTextContent('Code already used'));

    await user.clear(field);
    await fill(user, field, ' summer10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('applied-discount')).toHaveTextContent(
      'Code SUMMER10: 10% offValid until Dec 26, 2026, 12:00 PMRemove',
    );
    expect(discounts.requests).toEqual([
      { code: 'NOPE', country: 'NL' },
      { code: 'USED10', country: 'NL' },
      { code: 'SUMMER10', country: 'NL' },
    ]);
    expect(screen.getAllByTestId('bundle')[1]).toHaveTextContent('Old price €19.99New price €17.99');

    await user.click(screen.getByRole('button', { name: 'Remove code SUMMER10' }));
    expect(screen.getAllByTestId('bundle')[1]).toHaveTextContent(/^Most popular60 credits€19.99/);
    await user.click(within(screen.getAllByTestId('bundle')[1]!).getByText('60 credits'));
    // Removed on purpose: the method page applies none, not even an offer of the member's.
    expect(navigate).toHaveBeenCalledWith('/credits/2?country=NL&discount=none');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import parcels from '../../parcels';
import { setupBuyScreens } from '../../test-support/payments-api';

const { state, mountScreen } = setupBuyScreens();

const mountCredits = (query: Record<string, string> = {}) =>
  mountScreen(parcels.credits, { route: 'credits', query, user: freeUserFixture });

describe('the credits page', () => {
  it('shows the bundles of the visitor country with prices, price per credit and the popular mark, and the premium claim', async () => {
    const { navigate, user } = await mountCredits();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy credits' })).toBeInTheDocument();
    const bundles = await screen.findAllByTestId('bundle');
    expect(bundles.map((bundle) => bundle.textContent)).toEqual([
      '25 credits€9.99€0.40 per creditChoose',
      'Most popular60 credits€19.99€0.333 per creditChoose',
      '150 credits€39.99€0.267 per creditChoose',
      '400 credits€89.99€0.225 per creditChoose',
    ]);
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

import { screen, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import parcels from '../../parcels';
import { setupBuyScreens } from '../../test-support/payments-api';

const { mountScreen } = setupBuyScreens();

describe('the price list', () => {
  it('tells a visitor what a message, photo and gift cost, what a credit costs, and the bundles', async () => {
    await mountScreen(parcels.pricing, { route: 'pricing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    const costs = screen.getByText('Sending a message').closest('dl')!;
    expect(costs).toHaveTextContent('Sending a message1 creditSending a photo2 creditsSending a giftfrom 5 credits');
    // The chat footer's story, in the figures of the cards below: never a price of three decimals.
    expect(await screen.findByTestId('price-line')).toHaveTextContent('1 credit per message · from €0.22 per credit');
    expect(screen.getByTestId('price-summary')).toHaveTextContent(
      'A credit costs €0.40 in the smallest bundle and €0.22 in the best-value bundle.',
    );
    expect(screen.getByText('Most popular').parentElement).toHaveTextContent('60 credits€19.99€0.33 per credit');
    expect(document.body.textContent).not.toMatch(/\d[.,]\d{3}\b/);
    expect(screen.queryByTestId('bundle')).toBeNull();
    expect(screen.queryByTestId('credit-balance')).toBeNull();
  });

  it('offers a visitor the way on: signing up, or logging in to buy', async () => {
    const { navigate, user, shell } = await mountScreen(parcels.pricing, { route: 'pricing' });
    const requests: unknown[] = [];
    shell.bus.on$('signupRequested').subscribe((payload) => requests.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Sign up for free' }));
    expect(requests).toEqual([{ reason: 'other' }]);
    await user.click(screen.getByRole('button', { name: 'Log in to buy credits' }));
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcredits');
  });

  it('offers a member the way to buy: a bundle or the button', async () => {
    const { navigate, user } = await mountScreen(parcels.pricing, { route: 'pricing', user: freeUserFixture });
    expect(await screen.findAllByTestId('bundle')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(navigate).toHaveBeenCalledWith('/credits');
    expect(screen.queryByRole('button', { name: 'Sign up for free' })).toBeNull();
    expect(within(screen.getAllByRole('list')[0]!).getAllByRole('listitem')).toHaveLength(4);
  });
});

import { screen, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import parcels from '../../parcels';
import { setupBuyScreens } from '../../test-support/payments-api';

const { mountScreen } = setupBuyScreens();

describe('the price list', () => {
  it('tells a visitor what a message, photo and gift cost, the least a message costs in their country, and the bundles', async () => {
    await mountScreen(parcels.pricing, { route: 'pricing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    const costs = screen.getByText('Sending a message').closest('dl')!;
    expect(costs).toHaveTextContent('Sending a message1 creditSending a photo2 creditsSending a giftfrom 5 credits');
    expect(await screen.findByText('Minimum price per message (Netherlands): €0.99')).toBeInTheDocument();
    expect(screen.getByText('Most popular').parentElement).toHaveTextContent('60 credits€19.99');
    expect(screen.queryByTestId('bundle')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy credits' })).toBeNull();
  });

  it('offers a member the way to buy', async () => {
    const { navigate, user } = await mountScreen(parcels.pricing, { route: 'pricing', user: freeUserFixture });
    await user.click(await screen.findByRole('button', { name: 'Buy credits' }));
    expect(navigate).toHaveBeenCalledWith('/credits');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  });
});

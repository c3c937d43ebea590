import { screen, waitFor, within } from '@testing-library/react';
import parcels from '../../parcels';
import { mountPiece, withOfferClock, welcomeMember, welcomeMemberCode } from '../../test-support/offers';
import { setupBuyScreens } from '../../test-support/payments-api';

const { discounts, mountScreen } = setupBuyScreens();
withOfferClock();

const mountBanner = (options?: Parameters<typeof mountPiece>[3]) =>
  mountPiece(mountScreen, parcels['welcome-bonus-banner'], 'welcome-bonus-banner', { user: welcomeMember, ...options });

describe('the welcome-bonus banner', () => {
  it('shows the welcome code while it is valid, linking to /credits, and is dismissible for good', async () => {
    discounts.welcome = welcomeMemberCode();
    const { navigate, user } = await mountBanner();
    const banner = await screen.findByTestId('welcome-bonus-banner');
    // Past the time bonus's 4 hours, only the welcome code is asked for.
    expect(discounts.requests).toEqual([{ welcome: 'true' }]);
    expect(banner).toHaveTextContent('Your welcome gift: 15% off your first credits with code WELCOME15. Valid until Dec 1, 2026');
    await user.click(within(banner).getByRole('link', { name: 'Use my discount' }));
    expect(navigate).toHaveBeenCalledWith('/credits');

    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('welcome-bonus-banner')).toBeNull();
    expect(Number(window.localStorage.getItem('alert-dismissed:welcome-bonus-banner:7'))).toBeGreaterThan(0);
    await mountBanner();
    await waitFor(() => expect(discounts.requests).toHaveLength(1));
    expect(screen.queryByTestId('welcome-bonus-banner')).toBeNull();
  });

  it('shows nothing without a valid code, and a failed load is ignored', async () => {
    discounts.welcome = { ...welcomeMemberCode(), expires: new Date(Date.now() - 1000).toISOString() };
    await mountBanner();
    await waitFor(() => expect(discounts.requests).toHaveLength(1));
    expect(screen.queryByTestId('welcome-bonus-banner')).toBeNull();

    discounts.failNextLoad = true;
    discounts.welcome = welcomeMemberCode();
    await mountBanner({ user: { ...welcomeMember, id: 8 } });
    await waitFor(() => expect(discounts.requests).toHaveLength(2));
    expect(screen.queryByTestId('welcome-bonus-banner')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

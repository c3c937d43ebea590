import { act, screen, within } from '@testing-library/react';
import parcels from '../../parcels';
import { mountPiece, withOfferClock, welcomeMember, welcomeMemberCode } from '../../test-support/offers';
import { setupBuyScreens } from '../../test-support/payments-api';

const { discounts, mountScreen } = setupBuyScreens();
const settle = () => act(() => jest.advanceTimersByTimeAsync(100));
withOfferClock();

const mountBanner = (options?: Parameters<typeof mountPiece>[3]) =>
  mountPiece(mountScreen, parcels['welcome-bonus-banner'], 'welcome-bonus-banner', {
    user: welcomeMember,
    offers: { welcome: welcomeMemberCode() },
    ...options,
  });

describe('the welcome-bonus banner', () => {
  it('shows the welcome code while it is valid, linking to /credits, and is dismissible for good', async () => {
    const { navigate, user } = await mountBanner();
    const banner = await screen.findByTestId('welcome-bonus-banner');
    // The shell loaded the code: the piece asks the api for nothing.
    expect(discounts.requests).toEqual([]);
    expect(banner).toHaveTextContent('Your welcome gift: 15% off your first credits with code WELCOME15. Valid until Dec 1, 2026');
    await user.click(within(banner).getByRole('link', { name: 'Use my discount' }));
    expect(navigate).toHaveBeenCalledWith('/credits');

    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('welcome-bonus-banner')).toBeNull();
    expect(Number(window.localStorage.getItem('alert-dismissed:welcome-bonus-banner:7'))).toBeGreaterThan(0);
    await mountBanner();
    await settle();
    expect(screen.queryByTestId('welcome-bonus-banner')).toBeNull();
  });

  it('shows nothing without a valid code', async () => {
    await mountBanner({ offers: {} });
    await mountBanner({ offers: { welcome: { ...welcomeMemberCode(), expires: new Date(Date.now() - 1000).toISOString() } } });
    await settle();
    expect(screen.queryByTestId('welcome-bonus-banner')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { act, screen, within } from '@testing-library/react';
import parcels from '../../parcels';
import { mountPiece, withOfferClock, welcomeMember, welcomeMemberCode } from '../../test-support/offers';
import { setupBuyScreens } from '../../test-support/payments-api';

const { mountScreen } = setupBuyScreens();
const settle = () => act(() => jest.advanceTimersByTimeAsync(100));
withOfferClock();

const mountModal = (options?: Parameters<typeof mountPiece>[3]) =>
  mountPiece(mountScreen, parcels['welcome-bonus-modal'], 'welcome-bonus-modal', {
    user: welcomeMember,
    offers: { welcome: welcomeMemberCode() },
    ...options,
  });

describe('the welcome-bonus modal', () => {
  it('opens on entering the members area while the code is valid, once: closing it is remembered', async () => {
    const { user } = await mountModal();
    const dialog = await screen.findByRole('dialog', { name: 'A welcome gift for you' });
    expect(dialog).toHaveTextContent('Buy your first credits with 15% off.');
    expect(dialog).toHaveTextContent('Your personal code WELCOME15 is valid until Dec 1, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Number(window.localStorage.getItem('alert-dismissed:welcome-bonus-modal:7'))).toBeGreaterThan(0);

    await mountModal();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to /credits, and not outside the members area', async () => {
    const { navigate, user } = await mountModal();
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Use my discount' }));
    expect(navigate).toHaveBeenCalledWith('/credits');
    expect(screen.queryByRole('dialog')).toBeNull();

    await mountModal({ pathname: '/settings', user: { ...welcomeMember, id: 9 } });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

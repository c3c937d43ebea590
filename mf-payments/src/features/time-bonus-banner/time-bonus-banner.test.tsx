import { act, screen, within } from '@testing-library/react';
import parcels from '../../parcels';
import { NOW, newMember, newMemberTimeBonus, mountPiece, publishOffers, withOfferClock } from '../../test-support/offers';
import { setupBuyScreens } from '../../test-support/payments-api';

const { discounts, mountScreen } = setupBuyScreens();
withOfferClock();

const mountBanner = (options?: Parameters<typeof mountPiece>[3]) =>
  mountPiece(mountScreen, parcels['time-bonus-banner'], 'time-bonus-banner', { offers: { timeBonus: newMemberTimeBonus() }, ...options });
const timer = () => within(screen.getByTestId('time-bonus-banner')).getByRole('timer');

describe('the time-bonus banner', () => {
  it('shows the offer and a countdown ticking every second, linking to /credits', async () => {
    const { navigate, user } = await mountBanner();
    const banner = await screen.findByTestId('time-bonus-banner');
    expect(banner).toHaveTextContent('25% off your first credits! Code TIMEBONUS25 is applied automatically.');
    expect(timer()).toHaveTextContent('03:59:00');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(timer()).toHaveTextContent('03:58:59');
    await act(() => jest.advanceTimersByTimeAsync(61_000));
    expect(timer()).toHaveTextContent('03:57:58');
    // The shell loaded the offer: the piece asks the api for nothing.
    expect(discounts.requests).toEqual([]);
    await user.click(within(banner).getByRole('link', { name: 'Get 25% off' }));
    expect(navigate).toHaveBeenCalledWith('/credits');
  });

  it('clears at zero', async () => {
    await mountBanner();
    await screen.findByTestId('time-bonus-banner');
    // Hours later (the clock moved on without every tick in between: the next tick reads it), then the last
    // minute. The ticks run from the mount, so a reading may be a second behind the jump's round figure.
    jest.setSystemTime(NOW + 3 * 3_600_000 + 58 * 60_000);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(timer()).toHaveTextContent(/^00:0(1:00|0:59)$/);
    await act(() => jest.advanceTimersByTimeAsync(58_000));
    expect(timer()).toHaveTextContent(/^00:00:0[12]$/);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it('clears on logout, when the member has paid, and when the shell takes the offer back', async () => {
    const { shell } = await mountBanner();
    await screen.findByTestId('time-bonus-banner');
    act(() => shell.user$.next(null));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    act(() => shell.user$.next(newMember));
    await screen.findByTestId('time-bonus-banner');
    act(() => shell.bus.set('credits', { credits: 60, premium: true }));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    act(() => {
      shell.bus.set('credits', { credits: 60, premium: false });
      shell.user$.next({ ...newMember, paid_user: true });
    });
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    act(() => shell.user$.next(newMember));
    await screen.findByTestId('time-bonus-banner');
    act(() => publishOffers(shell.bus, newMember.id, {}));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });

  it("shows nothing without the bonus or with another member's, and only in the members area", async () => {
    await mountBanner({ offers: {} });
    await mountBanner({ user: { ...newMember, id: 8 }, offers: {} });
    const { shell } = await mountBanner({ user: { ...newMember, id: 9 }, offers: {} });
    act(() => publishOffers(shell.bus, newMember.id, { timeBonus: newMemberTimeBonus() }));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();

    const { shell: other, mounted } = await mountBanner({ pathname: '/settings' });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    await mounted.update(other.withRoute({ ...other.context.route, pathname: '/chats' }));
    expect(await screen.findByTestId('time-bonus-banner')).toBeInTheDocument();
  });
});

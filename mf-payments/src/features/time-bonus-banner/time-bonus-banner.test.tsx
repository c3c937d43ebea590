import { act, screen, waitFor, within } from '@testing-library/react';
import parcels from '../../parcels';
import { NOW, newMember, newMemberTimeBonus, mountPiece, withOfferClock } from '../../test-support/offers';
import { setupBuyScreens } from '../../test-support/payments-api';

const { discounts, mountScreen } = setupBuyScreens();
withOfferClock();

const mountBanner = (options?: Parameters<typeof mountPiece>[3]) =>
  mountPiece(mountScreen, parcels['time-bonus-banner'], 'time-bonus-banner', options);
const timer = () => within(screen.getByTestId('time-bonus-banner')).getByRole('timer');

describe('the time-bonus banner', () => {
  beforeEach(() => {
    discounts.timeBonus = newMemberTimeBonus();
  });

  it('shows the offer and a countdown ticking every second, linking to /credits', async () => {
    const { navigate, user } = await mountBanner();
    const banner = await screen.findByTestId('time-bonus-banner');
    expect(banner).toHaveTextContent('25% off your first credits! Code TIMEBONUS25 is applied automatically.');
    expect(timer()).toHaveTextContent('03:59:00');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(timer()).toHaveTextContent('03:58:59');
    await act(() => jest.advanceTimersByTimeAsync(61_000));
    expect(timer()).toHaveTextContent('03:57:58');
    expect(discounts.requests).toEqual([{}]);
    await user.click(within(banner).getByRole('link', { name: 'Get 25% off' }));
    expect(navigate).toHaveBeenCalledWith('/credits');
  });

  it('clears at zero, and the welcome code is asked for then', async () => {
    await mountBanner();
    await screen.findByTestId('time-bonus-banner');
    // Hours later (the clock moved on without every tick in between), then the last minute second by second.
    jest.setSystemTime(NOW + 3 * 3_600_000 + 58 * 60_000);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(timer()).toHaveTextContent('00:00:59');
    await act(() => jest.advanceTimersByTimeAsync(58_000));
    expect(timer()).toHaveTextContent('00:00:01');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    await waitFor(() => expect(discounts.requests).toEqual([{}, { welcome: 'true' }]));
  });

  it('clears on logout, and when the member has paid', async () => {
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
  });

  it('loads nothing for a member without a signup date, and shows only in the members area', async () => {
    await mountBanner({ user: { ...newMember, signup_date: '' } });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(discounts.requests).toEqual([]);
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();

    const { shell, mounted } = await mountBanner({ pathname: '/settings' });
    await waitFor(() => expect(discounts.requests).toHaveLength(1));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    await mounted.update(shell.withRoute({ ...shell.context.route, pathname: '/chats' }));
    expect(await screen.findByTestId('time-bonus-banner')).toBeInTheDocument();
  });
});

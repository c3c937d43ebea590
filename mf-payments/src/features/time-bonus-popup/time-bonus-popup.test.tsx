import { act, screen, within } from '@testing-library/react';
import parcels from '../../parcels';
import { newMemberTimeBonus, mountPiece, withOfferClock } from '../../test-support/offers';
import { setupBuyScreens } from '../../test-support/payments-api';

const { mountScreen } = setupBuyScreens();
withOfferClock();

const mountPopup = (options?: Parameters<typeof mountPiece>[3]) =>
  mountPiece(mountScreen, parcels['time-bonus-popup'], 'time-bonus-popup', { offers: { timeBonus: newMemberTimeBonus() }, ...options });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** Mounted with the time bonus on the bus (the 40 s count from the mount, in the members area). */
async function openedAndLoaded(options?: Parameters<typeof mountPiece>[3]) {
  const mounted = await mountPopup(options);
  // The piece's lazy code arrives.
  await wait(0);
  return mounted;
}

describe('the time-bonus popup', () => {
  it('opens 40 s after entering the members area, urging to act fast with the 4 hours, and Escape dismisses it for good', async () => {
    const { user } = await openedAndLoaded();
    await wait(39_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(1_500);
    const dialog = await screen.findByRole('dialog', { name: '25% off, for 4 hours only' });
    expect(dialog).toHaveTextContent(
      'As a new member you get 25% off your first credits with code TIMEBONUS25, but only in your first 4 hours. Act fast',
    );
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^03:58:[12]\d$/);
    // The shared modal: focus moved into the dialog and kept there.
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Number(window.localStorage.getItem('alert-dismissed:time-bonus-popup:7'))).toBeGreaterThanOrEqual(
      Date.parse('2026-11-26T12:00:40Z'),
    );

    // Dismissed: not again, on this page or the next.
    await openedAndLoaded();
    await wait(45_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('its button goes to /credits and counts as a dismissal', async () => {
    const { navigate, user } = await openedAndLoaded();
    await wait(40_500);
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Get 25% off' }));
    expect(navigate).toHaveBeenCalledWith('/credits');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('alert-dismissed:time-bonus-popup:7')).not.toBeNull();
  });

  it('does not open with credits, nor outside the members area; the 40 s start on entering it', async () => {
    await openedAndLoaded({ credits: 3 });
    await wait(45_000);
    expect(screen.queryByRole('dialog')).toBeNull();

    const { shell, mounted } = await openedAndLoaded({ pathname: '/credits' });
    await wait(45_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await mounted.update(shell.withRoute({ ...shell.context.route, pathname: '/members' }));
    await wait(39_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(1_500);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does not open without the time bonus', async () => {
    await openedAndLoaded({ offers: {} });
    await wait(45_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

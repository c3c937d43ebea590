import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createProfileActionHandlers, type ProfileActionsMockState } from '@dating/shared/msw/member-profile';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { BlockedMembersSettings } from './blocked-members-section';

const state: ProfileActionsMockState = { liked: new Set(), blocked: new Set(), reports: [] };
const server = setupScreenServer(...createProfileActionHandlers({ state }));
afterEach(() => state.blocked.clear());

const parcel = createRemoteParcel(remote, 'blocked-members-test', BlockedMembersSettings);
async function mountSection() {
  return (await mountScreen(parcel, { route: 'settings', user: freeUserFixture })).mounted;
}

describe('blocked members (settings)', () => {
  it('lists the blocked members; unblocking keeps the row with "Block again" to undo it', async () => {
    state.blocked.add(101);
    state.blocked.add(102);
    const mounted = await mountSection();
    const rows = await screen.findAllByTestId('blocked-member');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Sanne, 29'), expect.stringContaining('Lotte, 34')]);

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Unblock Sanne' }));
    expect(await screen.findByTestId('blocked-members-status')).toHaveTextContent('Sanne is no longer blocked.');
    expect([...state.blocked]).toEqual([102]);
    expect(within(rows[0]!).getByText('No longer blocked')).toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Block Sanne again' }));
    expect(await screen.findByText('Sanne is blocked again.')).toBeInTheDocument();
    expect([...state.blocked].sort((a, b) => a - b)).toEqual([101, 102]);
    await mounted.unmount();
  });

  it('says so when nobody is blocked, and offers a retry when the list cannot be loaded', async () => {
    const first = await mountSection();
    expect(await screen.findByTestId('blocked-members-empty')).toHaveTextContent('You have not blocked anyone.');
    await first.unmount();
    document.body.innerHTML = '';

    server.use(
      http.get('*/api/blocks.php', () => HttpResponse.json({ error: { code: 'internal', message: 'down' } }, { status: 500 }), {
        once: true,
      }),
    );
    const second = await mountSection();
    expect(await screen.findByText('Your blocked members could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('blocked-members-empty')).toBeInTheDocument();
    await second.unmount();
  }, 20_000);
});

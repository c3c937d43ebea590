import { screen, waitFor, within } from '@testing-library/react';
import { createStaffReportsHandlers } from '@dating/shared/msw/staff-reports';
import type { MockStaffMember } from '@dating/shared/msw/staff';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as reportsParcel from './reports.parcel';

const server = setupScreenServer();
const moderator: MockStaffMember = { id: 3, email: 'moderator@demo.test', role: 'moderator' };

async function renderReports(viewer: MockStaffMember = moderator) {
  const mock = createStaffReportsHandlers({ viewer: () => viewer });
  server.use(...mock.handlers);
  const showError = jest.fn();
  const mounted = await mountScreen(reportsParcel, {
    route: 'staff-reports',
    beforeMount: (shell) => {
      shell.context.showError = showError;
    },
  });
  return { mock, showError, ...mounted };
}

const queue = () => screen.findByRole('navigation', { name: 'Reports queue' });
const panel = () => screen.findByRole('article');

describe('the reports page', () => {
  it('lists reported members oldest first, opens the first with its reports, and reads a reported conversation', async () => {
    const { user, mock } = await renderReports();
    const items = within(await queue()).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^SSam2 reports · since/),
      expect.stringMatching(/^KKim1 report · since/),
      expect.stringMatching(/^JJoAppeal: Suspend/),
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    const open = await panel();
    expect(within(open).getByRole('heading', { name: 'Sam' })).toBeInTheDocument();
    expect(within(open).getByText('Asked me for money for a train ticket.')).toBeInTheDocument();
    expect(within(open).getByText(/reported by Alex \(profile 201\)/)).toBeInTheDocument();
    expect(within(open).getByRole('img', { name: 'Reported photo 77' })).toHaveAttribute('src', '/photos/fixture-77.jpg');

    // Reading is asked only when the moderator opens it (the api logs each reading).
    expect(mock.state.conversationsRead).toEqual([]);
    await user.click(within(open).getByRole('button', { name: 'Read the conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reported conversation' });
    expect(await within(dialog).findByText('Can you send me 50 euros for a train ticket?')).toBeInTheDocument();
    expect(mock.state.conversationsRead).toEqual([501]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('asks for a ground and the facts, then bans on the reports shown and opens the next member', async () => {
    const { user, mock } = await renderReports();
    const open = await panel();
    await user.click(within(open).getByRole('radio', { name: 'Ban' }));
    await user.click(within(open).getByRole('button', { name: 'Ban the member' }));
    expect(within(open).getByRole('combobox', { name: 'Ground' })).toHaveAccessibleDescription('Choose the ground of the decision.');
    expect(within(open).getByRole('textbox', { name: 'Facts' })).toHaveAccessibleDescription(/Describe the facts the decision rests on\./);
    expect(mock.state.decisions).toEqual([]);

    await user.selectOptions(within(open).getByRole('combobox', { name: 'Ground' }), 'Fraud, scams or asking for money');
    await fill(user, within(open).getByRole('textbox', { name: 'Facts' }), 'Asked two members for money.');
    await user.click(within(open).getByRole('button', { name: 'Ban the member' }));
    await waitFor(() =>
      expect(mock.state.decisions).toEqual([
        { member: 41, kind: 'ban', ground: 'fraud', facts: 'Asked two members for money.', reports: [501, 502] },
      ]),
    );
    expect(await screen.findByText(/Decision saved\./)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kim' })).toBeInTheDocument();
  });

  it('removes the reported photo, or suspends for the days given', async () => {
    const { user, mock } = await renderReports();
    let open = await panel();
    await user.click(within(open).getByRole('radio', { name: 'Remove the photo' }));
    await user.selectOptions(within(open).getByRole('combobox', { name: 'Ground' }), 'Photo that breaks the photo rules');
    await fill(user, within(open).getByRole('textbox', { name: 'Facts' }), 'Nudity in a profile photo.');
    await user.click(within(open).getByRole('button', { name: 'Remove the photo' }));
    await waitFor(() => expect(mock.state.decisions[0]).toMatchObject({ member: 41, kind: 'remove_photo', photo: 77 }));

    await screen.findByRole('heading', { name: 'Kim' });
    open = await panel();
    // No photo reported: no removal offered.
    expect(within(open).queryByRole('radio', { name: 'Remove the photo' })).not.toBeInTheDocument();
    await user.click(within(open).getByRole('radio', { name: 'Suspend' }));
    await user.clear(within(open).getByRole('spinbutton', { name: 'Days' }));
    await fill(user, within(open).getByRole('spinbutton', { name: 'Days' }), '14');
    await user.selectOptions(within(open).getByRole('combobox', { name: 'Ground' }), 'Fake profile or impersonation');
    await fill(user, within(open).getByRole('textbox', { name: 'Facts' }), 'Photos of someone else.');
    await user.click(within(open).getByRole('button', { name: 'Suspend the member' }));
    await waitFor(() => expect(mock.state.decisions[1]).toMatchObject({ member: 42, kind: 'suspend', suspend_days: 14, reports: [503] }));
  });

  it('shows an appeal with the decision and the member’s words, and lifts it with reasons', async () => {
    const { user, mock } = await renderReports();
    await user.click(within(await queue()).getByRole('button', { name: /^Jo Appeal/ }));
    const open = await panel();
    expect(within(open).getByText('Insults in three conversations.')).toBeInTheDocument();
    expect(within(open).getByText('I only said hello.')).toHaveAttribute('lang', 'en');
    await user.click(within(open).getByRole('radio', { name: 'Lift the decision' }));
    await fill(user, within(open).getByRole('textbox', { name: 'Reasons' }), 'The messages were not insults.');
    await user.click(within(open).getByRole('button', { name: 'Decide on the appeal' }));
    await waitFor(() =>
      expect(mock.state.appealDecisions).toEqual([{ appeal: 61, outcome: 'lift', facts: 'The messages were not insults.' }]),
    );
    expect(await screen.findByText('Appeal decided. The member has been told.')).toBeInTheDocument();
  });

  it('has a tab of the site’s own profiles: takes one offline on its reports, and puts another back online', async () => {
    const { user, mock } = await renderReports();
    const tabs = screen.getByRole('tablist', { name: 'Whose reports' });
    expect(within(tabs).getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    // The tabs pattern: the arrow key moves to the next tab and opens it.
    within(tabs).getByRole('tab', { name: 'Members' }).focus();
    await user.keyboard('{ArrowRight}');
    const profilesTab = within(tabs).getByRole('tab', { name: 'Site profiles' });
    expect(profilesTab).toHaveFocus();
    expect(profilesTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Site profiles');

    const items = within(await screen.findByRole('navigation', { name: 'Site profiles queue' })).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^LLena1 report · since/),
      expect.stringMatching(/^MMiraTaken offline/),
    ]);
    let open = await panel();
    expect(within(open).getByRole('heading', { name: 'Lena' })).toBeInTheDocument();
    expect(within(open).getByText('Asked me to buy a gift card.')).toBeInTheDocument();
    // No member to warn, suspend or ban: what fits a profile the site owns.
    expect(
      within(open)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['dismiss', 'remove_photo', 'take_offline']);
    expect(within(open).getByRole('textbox', { name: 'Facts' })).toHaveAccessibleDescription(/For the record only/);

    await user.click(within(open).getByRole('radio', { name: 'Take offline' }));
    await user.selectOptions(within(open).getByRole('combobox', { name: 'Ground' }), 'Fraud, scams or asking for money');
    await fill(user, within(open).getByRole('textbox', { name: 'Facts' }), 'Asked members for gift cards.');
    await user.click(within(open).getByRole('button', { name: 'Take the profile offline' }));
    await waitFor(() =>
      expect(mock.state.profileDecisions).toEqual([
        { profile: 7001, kind: 'take_offline', ground: 'fraud', facts: 'Asked members for gift cards.', reports: [601] },
      ]),
    );
    expect(await screen.findByText('Decision saved. The reporters’ notes are on their way.')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Site profiles queue' })).getByRole('button', { name: /^Mira/ }));
    open = await panel();
    expect(within(open).getByText('The photos were of a known model.')).toBeInTheDocument();
    // Its ground is the one it was taken offline on, unless the moderator changes it.
    expect(within(open).getByRole('combobox', { name: 'Ground' })).toHaveValue('fake_identity');
    await fill(user, within(open).getByRole('textbox', { name: 'Facts' }), 'New photos of the site’s own.');
    await user.click(within(open).getByRole('button', { name: 'Put the profile back online' }));
    await waitFor(() =>
      expect(mock.state.profileDecisions[1]).toEqual({
        profile: 7002,
        kind: 'put_online',
        ground: 'fake_identity',
        facts: 'New photos of the site’s own.',
      }),
    );
  });

  it('is the console’s 404 page for an operator', async () => {
    const { showError } = await renderReports({ id: 2, email: 'operator@demo.test', role: 'operator' });
    await waitFor(() => expect(showError).toHaveBeenCalledWith(404));
    expect(screen.queryByRole('navigation', { name: 'Reports queue' })).not.toBeInTheDocument();
  });
});

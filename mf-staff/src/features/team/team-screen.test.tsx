import { screen, waitFor, within } from '@testing-library/react';
import { createStaffAdminHandlers, FIXTURE_INVITED_STAFF_ID } from '@dating/shared/msw/staff-admin';
import type { MockStaffMember } from '@dating/shared/msw/staff';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as teamParcel from './team.parcel';

const server = setupScreenServer();
const admin: MockStaffMember = { id: 1, email: 'admin@demo.test', role: 'admin' };

async function renderTeam(viewer: MockStaffMember = admin) {
  const mock = createStaffAdminHandlers({ viewer: () => viewer });
  server.use(...mock.handlers);
  const showError = jest.fn();
  const mounted = await mountScreen(teamParcel, {
    route: 'staff-team',
    beforeMount: (shell) => {
      shell.bus.set('staffSession', { status: 'signed_in', staff: viewer });
      shell.context.showError = showError;
    },
  });
  return { mock, showError, ...mounted };
}

const rowOf = (email: string) => screen.getByRole('rowheader', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}`) }).closest('tr')!;

describe('the team page', () => {
  it('lists every account with its role, two-step state, status and last activity', async () => {
    await renderTeam();
    expect(await screen.findByRole('table', { name: 'Staff accounts' })).toBeInTheDocument();
    expect(
      within(rowOf('admin@demo.test'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Administrator', 'On', 'Active', expect.any(String), '']);
    expect(rowOf('admin@demo.test')).toHaveTextContent('admin@demo.test (you)');
    expect(
      within(rowOf('moderator@demo.test'))
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Moderator', 'Off', 'Active', 'Not yet']);
    expect(rowOf('new.operator@demo.test')).toHaveTextContent('Invited');
    expect(
      within(rowOf('new.operator@demo.test')).getByRole('button', { name: 'New set-up link for new.operator@demo.test' }),
    ).toBeInTheDocument();
  });

  it('invites a staff member and shows the set-up link once, with a copy button and the advice to send it privately', async () => {
    const { user, mock } = await renderTeam();
    const form = await screen.findByRole('form', { name: 'Invite a staff member' });
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(within(form).getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription('Enter the e-mail address');

    await fill(user, within(form).getByRole('textbox', { name: 'E-mail address' }), 'New.Moderator@demo.test');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'moderator');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));

    const notice = await screen.findByRole('region', { name: 'Set-up link for new.moderator@demo.test' });
    expect(notice).toHaveFocus();
    expect(within(notice).getByRole('textbox', { name: 'Set-up link' })).toHaveValue(mock.state.setupUrls[0]);
    expect(notice).toHaveTextContent('Send this link to new.moderator@demo.test privately');
    expect(within(notice).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'new.moderator@demo.test' })).toBeInTheDocument();
    expect(mock.state.entries[0]).toMatchObject({
      action: 'staff_invited',
      detail: { email: 'new.moderator@demo.test', role: 'moderator' },
    });

    await user.click(within(notice).getByRole('button', { name: 'Done, hide the link' }));
    expect(screen.queryByRole('region', { name: /Set-up link/ })).not.toBeInTheDocument();
  });

  it('says so when the address has an account already', async () => {
    const { user } = await renderTeam();
    const form = await screen.findByRole('form', { name: 'Invite a staff member' });
    await fill(user, within(form).getByRole('textbox', { name: 'E-mail address' }), 'support@demo.test');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This address has a staff account already.');
  });

  it('gives an invited account a new set-up link', async () => {
    const { user, mock } = await renderTeam();
    await screen.findByRole('table', { name: 'Staff accounts' });
    await user.click(screen.getByRole('button', { name: 'New set-up link for new.operator@demo.test' }));
    const notice = await screen.findByRole('region', { name: 'Set-up link for new.operator@demo.test' });
    expect(within(notice).getByRole('textbox', { name: 'Set-up link' })).toHaveValue(mock.state.setupUrls[0]);
    expect(mock.state.entries[0]).toMatchObject({ action: 'setup_link_issued', detail: { staff_id: FIXTURE_INVITED_STAFF_ID } });
  });

  it('asks for a reason before disabling, then disables; enabling undoes it', async () => {
    const { user, mock } = await renderTeam();
    await screen.findByRole('table', { name: 'Staff accounts' });
    expect(within(rowOf('admin@demo.test')).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable operator@demo.test' }));

    const dialog = await screen.findByRole('dialog', { name: 'Disable operator@demo.test?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give a reason'));
    expect(mock.state.accounts.find((account) => account.id === 2)?.disabled_at).toBeNull();

    await fill(user, reason, 'Left the company');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.state.entries[0]).toMatchObject({ action: 'staff_disabled', reason: 'Left the company' });
    expect(await within(rowOf('operator@demo.test')).findByText(/^Disabled since/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enable operator@demo.test' }));
    expect(await within(rowOf('operator@demo.test')).findByText('Active')).toBeInTheDocument();
    expect(mock.state.entries[0]).toMatchObject({ action: 'staff_enabled' });
  });

  it('is the console’s 404 page for a staff member who is no admin', async () => {
    const { showError } = await renderTeam({ id: 2, email: 'operator@demo.test', role: 'operator' });
    await waitFor(() => expect(showError).toHaveBeenCalledWith(404));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

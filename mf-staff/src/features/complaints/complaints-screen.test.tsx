import { screen, waitFor, within } from '@testing-library/react';
import { createStaffSupportHandlers } from '@dating/shared/msw/staff-support';
import type { MockStaffMember } from '@dating/shared/msw/staff';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as complaintsParcel from './complaints.parcel';

const server = setupScreenServer();
const support: MockStaffMember = { id: 4, email: 'support@demo.test', role: 'support' };

async function renderComplaints(viewer: MockStaffMember = support, query: Record<string, string> = {}) {
  const mock = createStaffSupportHandlers({ viewer: () => viewer });
  server.use(...mock.handlers);
  const showError = jest.fn();
  const mounted = await mountScreen(complaintsParcel, {
    route: 'staff-complaints',
    query,
    beforeMount: (shell) => {
      shell.context.showError = showError;
    },
  });
  return { mock, showError, ...mounted };
}

describe('the complaints inbox', () => {
  it('lists the open complaints oldest first with each tab’s count, and the answered ones in their tab', async () => {
    const { user } = await renderComplaints();
    const list = await screen.findByRole('list', { name: 'Complaints: Open' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/^C-11 Doppelt abgebucht/), expect.stringMatching(/^C-12 A profile keeps writing to me/)]);
    expect(screen.getByRole('button', { name: 'Open 2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Answered 1' }));
    expect(await screen.findByRole('list', { name: 'Complaints: Answered' })).toHaveTextContent('C-13 Cannot log in');
  });

  it('opens a complaint with its message and sender, sends an answer and shows it; the complaint leaves the open tab', async () => {
    const { user, mock, navigate } = await renderComplaints();
    await user.click(await screen.findByRole('link', { name: /^C-11/ }));
    expect(navigate).toHaveBeenCalledWith('/staff/complaints?complaint=11');
    const complaint = await screen.findByRole('article', { name: 'C-11 Doppelt abgebucht' });
    expect(complaint).toHaveTextContent('Mir wurde ein Paket zweimal berechnet.');
    expect(complaint).toHaveTextContent('anna@example.test');
    expect(complaint).toHaveTextContent('Anna (member 42)');
    expect(complaint).toHaveTextContent('T-2024-17');
    expect(within(complaint).getByText('Not answered yet.')).toBeInTheDocument();

    const form = within(complaint).getByRole('form', { name: 'Answer to C-11' });
    const field = within(form).getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('e-mailed to anna@example.test with C-11 in the subject'));
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Write your answer first.'));
    expect(mock.state.actions).toEqual([]);

    await fill(user, field, 'Wir haben eine Zahlung erstattet.');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Answer sent to anna@example.test.');
    expect(field).toHaveValue('');
    expect(within(complaint).getByRole('heading', { name: 'Answers (1)' })).toBeInTheDocument();
    expect(complaint).toHaveTextContent('Wir haben eine Zahlung erstattet.');
    expect(complaint).toHaveTextContent('Answered');
    expect(mock.state.actions).toEqual([{ action: 'complaint_answered', detail: { complaint_id: 11 } }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open 1' })).toBeInTheDocument());
  });

  it('closes and reopens the complaint the address names', async () => {
    const { user, mock } = await renderComplaints(support, { complaint: '12' });
    const complaint = await screen.findByRole('article', { name: 'C-12 A profile keeps writing to me' });
    expect(complaint).toHaveTextContent('Visitor (not logged in)');
    await user.click(within(complaint).getByRole('button', { name: 'Close complaint' }));
    await user.click(await within(complaint).findByRole('button', { name: 'Reopen' }));
    await within(complaint).findByRole('button', { name: 'Close complaint' });
    expect(mock.state.actions.map((entry) => entry.action)).toEqual(['complaint_closed', 'complaint_reopened']);
  });

  it('is the console’s 404 page for a moderator', async () => {
    const { showError } = await renderComplaints({ id: 3, email: 'moderator@demo.test', role: 'moderator' });
    await waitFor(() => expect(showError).toHaveBeenCalledWith(404));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { createStaffSupportHandlers } from '@dating/shared/msw/staff-support';
import type { MockStaffMember } from '@dating/shared/msw/staff';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as jobsParcel from './jobs.parcel';

const server = setupScreenServer();
const admin: MockStaffMember = { id: 1, email: 'admin@demo.test', role: 'admin' };

async function renderJobs(viewer: MockStaffMember = admin) {
  const mock = createStaffSupportHandlers({ viewer: () => viewer });
  server.use(...mock.handlers);
  const showError = jest.fn();
  const mounted = await mountScreen(jobsParcel, {
    route: 'staff-jobs',
    beforeMount: (shell) => {
      shell.context.showError = showError;
    },
  });
  return { mock, showError, ...mounted };
}

describe('the job queue page', () => {
  it('shows the health per kind and the dead jobs; Retry gives one a fresh start and says so', async () => {
    const { user, mock } = await renderJobs();
    const kinds = await screen.findByRole('table', { name: 'Jobs per kind' });
    expect(
      within(within(kinds).getByRole('row', { name: /^message-mail/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '1', '1', '0', '0', '230', '1 min']);
    const dead = screen.getByRole('table', { name: 'Dead jobs, newest first' });
    expect(within(dead).getByRole('row', { name: /^#301/ })).toHaveTextContent('Error: connect ECONNREFUSED 127.0.0.1:587');

    await user.click(within(dead).getByRole('button', { name: 'Retry job #301' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Job #301 is pending again');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry job #301' })).not.toBeInTheDocument());
    expect(mock.state.actions).toEqual([{ action: 'job_retried', detail: { job_id: 301, kind: 'complaint-answer-mail' } }]);
  });

  it('is the console’s 404 page for support', async () => {
    const { showError } = await renderJobs({ id: 4, email: 'support@demo.test', role: 'support' });
    await waitFor(() => expect(showError).toHaveBeenCalledWith(404));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { AUDIT_LOG_PAGE_SIZE } from '@dating/shared/contracts/staff-admin';
import { createStaffAdminHandlers, FIXTURE_AUDIT_ENTRIES } from '@dating/shared/msw/staff-admin';
import type { MockStaffMember } from '@dating/shared/msw/staff';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as auditLogParcel from './audit-log.parcel';

const server = setupScreenServer();
const admin: MockStaffMember = { id: 1, email: 'admin@demo.test', role: 'admin' };

async function renderAuditLog(viewer: MockStaffMember = admin) {
  const mock = createStaffAdminHandlers({ viewer: () => viewer });
  server.use(...mock.handlers);
  const showError = jest.fn();
  const mounted = await mountScreen(auditLogParcel, {
    route: 'staff-audit-log',
    beforeMount: (shell) => {
      shell.context.showError = showError;
    },
  });
  return { mock, showError, ...mounted };
}

const bodyRows = async () => within((await screen.findAllByRole('rowgroup'))[1]!).getAllByRole('row');

describe('the audit log page', () => {
  it('shows the newest entries with who, role, action, detail and reason, and pages to older ones', async () => {
    const { user } = await renderAuditLog();
    await screen.findByRole('table', { name: 'Audit log entries' });
    const rows = await bodyRows();
    expect(rows).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual([
      'admin@demo.testAdministrator',
      'Account disabled',
      '',
      'staff_id: 6, email: former@demo.test, role: operator, sessions_ended: 1',
      'Left the team',
    ]);

    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(FIXTURE_AUDIT_ENTRIES));
    const oldest = within((await bodyRows()).at(-1)!).getAllByRole('cell');
    expect(oldest[1]).toHaveTextContent('Command line');
    expect(oldest[2]).toHaveTextContent('Account created');
    expect(screen.queryByRole('button', { name: 'Older entries' })).not.toBeInTheDocument();
  });

  it('filters by staff member and action, and says when nothing matches', async () => {
    const { user } = await renderAuditLog();
    const filters = await screen.findByRole('form', { name: 'Filter the audit log' });
    await screen.findByRole('table', { name: 'Audit log entries' });
    await waitFor(() => expect(within(filters).getByRole('option', { name: 'operator@demo.test' })).toBeInTheDocument());
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Staff member' }), 'operator@demo.test');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Action' }), 'Logged in');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => {
      for (const row of await bodyRows()) expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('operator@demo.testOperator');
    });
    expect((await bodyRows()).length).toBeLessThan(AUDIT_LOG_PAGE_SIZE);

    await fill(user, within(filters).getByRole('textbox', { name: 'Member ID' }), 'abc');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(within(filters).getByRole('textbox', { name: 'Member ID' })).toHaveAccessibleDescription('Enter a number');
    await user.clear(within(filters).getByRole('textbox', { name: 'Member ID' }));
    await fill(user, within(filters).getByRole('textbox', { name: 'Member ID' }), '4242');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(AUDIT_LOG_PAGE_SIZE));
  });

  it('is the console’s 404 page for a staff member who is no admin', async () => {
    const { showError } = await renderAuditLog({ id: 3, email: 'moderator@demo.test', role: 'moderator' });
    await waitFor(() => expect(showError).toHaveBeenCalledWith(404));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { createStaffInboxHandlers } from '@dating/shared/msw/staff-inbox';
import type { MockStaffMember } from '@dating/shared/msw/staff';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as figuresParcel from './figures.parcel';

const server = setupScreenServer();
const admin: MockStaffMember = { id: 1, email: 'admin@demo.test', role: 'admin' };

async function renderFigures(viewer: MockStaffMember = admin) {
  const mock = createStaffInboxHandlers({ viewer: () => viewer });
  server.use(...mock.handlers);
  const showError = jest.fn();
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/figures.php')) asked.push(new URL(request.url).searchParams.get('days') ?? '');
  });
  const mounted = await mountScreen(figuresParcel, {
    route: 'staff-figures',
    beforeMount: (shell) => {
      shell.context.showError = showError;
    },
  });
  return { mock, showError, asked, ...mounted };
}

describe('the inbox figures page', () => {
  it('shows the queue now, a table per operator and one per language, with waits as minutes and seconds', async () => {
    await renderFigures();
    const operators = await screen.findByRole('table', { name: 'Per operator' });
    const operator = within(operators).getByRole('row', { name: /^operator@demo\.test/ });
    expect(
      within(operator)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['42', '1 min 35 s', '6 min 50 s']);
    const languages = screen.getByRole('table', { name: 'Per language' });
    expect(within(languages).getAllByRole('row').length).toBeGreaterThan(1);
    const queue = screen.getByRole('region', { name: 'The queue now' });
    expect(within(queue).getByText('Conversations waiting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'As JSON' })).toHaveAttribute('href', '/api/staff/inbox/figures.php?days=7');
  });

  it('asks for the period chosen, and the JSON link follows it', async () => {
    const { user, asked } = await renderFigures();
    await screen.findByRole('table', { name: 'Per operator' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 30 days');
    await waitFor(() => expect(asked).toContain('30'));
    expect(screen.getByRole('link', { name: 'As JSON' })).toHaveAttribute('href', '/api/staff/inbox/figures.php?days=30');
  });

  it('is the console’s 404 page for a staff member who is no admin', async () => {
    const { showError } = await renderFigures({ id: 2, email: 'operator@demo.test', role: 'operator' });
    await waitFor(() => expect(showError).toHaveBeenCalledWith(404));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { staffLogoutEverywhereEndpoint } from '@dating/shared/contracts/staff';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { createStaffHandlers, type MockStaffMember } from '@dating/shared/msw/staff';
import { createStaffHomeHandlers } from '@dating/shared/msw/staff-home';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as homeParcel from './home.parcel';

const server = setupScreenServer();
const operator: MockStaffMember = { id: 2, email: 'operator@demo.test', role: 'operator' };

async function renderHome({ onBus = true, staff = operator }: { onBus?: boolean; staff?: MockStaffMember } = {}) {
  const mock = createStaffHandlers({ signedIn: staff });
  server.use(...mock.handlers, ...createStaffHomeHandlers({ viewer: () => mock.state.session }).handlers);
  const mounted = await mountScreen(homeParcel, {
    route: 'staff',
    beforeMount: (shell) => {
      if (onBus) shell.bus.set('staffSession', { status: 'signed_in', staff });
    },
  });
  return { mock, ...mounted };
}

describe('the console home', () => {
  it('says who is signed in, in which role, and what their account is', async () => {
    await renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff console' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as operator@demo.test · Operator')).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('E-mail addressoperator@demo.test');
    expect(account).toHaveTextContent('RoleOperator');
    expect(account).toHaveTextContent('Two-step verificationOn (authenticator app)');
  });

  it('logs out here, or everywhere, and says so on the bus (the shell then shows the login)', async () => {
    const { user, shell, mock } = await renderHome();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(shell.bus.get('staffSession')).toEqual({ status: 'none' }));
    expect(mock.state.session).toBeNull();
  });

  it('keeps the session and says why when logging out everywhere fails', async () => {
    const { user, shell } = await renderHome();
    server.use(endpointHandler(staffLogoutEverywhereEndpoint, () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('No connection. Check your internet connection and try again.')).toBeInTheDocument();
    expect(shell.bus.get('staffSession')).toEqual({ status: 'signed_in', staff: operator });
  });

  it('asks the api itself when mounted without the shell’s answer (the standalone page)', async () => {
    await renderHome({ onBus: false });
    expect(await screen.findByText('Signed in as operator@demo.test · Operator')).toBeInTheDocument();
  });

  it('leads operators (and admins) to the inbox, and no one else', async () => {
    const { user, navigate } = await renderHome();
    const inbox = await screen.findByRole('region', { name: 'Operator inbox' });
    const link = within(inbox).getByRole('link', { name: 'Open the inbox' });
    expect(link).toHaveAttribute('href', '/staff/inbox');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/staff/inbox');

    document.body.innerHTML = '';
    await renderHome({ staff: { id: 3, email: 'moderator@demo.test', role: 'moderator' } });
    expect(await screen.findByText('Signed in as moderator@demo.test · Moderator')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Operator inbox' })).not.toBeInTheDocument();
  });

  it('has a tile for each page of the role’s work, in the navigation’s order, with what waits there', async () => {
    const tiles = () =>
      within(screen.getByRole('region', { name: 'Your work' }))
        .getAllByRole('region')
        .map((tile) => [tile.querySelector('h3')?.textContent, within(tile).getByRole('link').getAttribute('href')]);

    await renderHome({ staff: { id: 3, email: 'moderator@demo.test', role: 'moderator' } });
    await screen.findByTestId('home-figure-photos_waiting');
    expect(tiles()).toEqual([
      ['Photo review', '/staff/photos'],
      ['Reports', '/staff/reports'],
      ['Members', '/staff/members'],
    ]);
    // The figure's label first, then the number (the fixture's): read as "Photos waiting 3".
    expect(screen.getByTestId('home-figure-photos_waiting')).toHaveTextContent('Photos waiting3');
    const reports = screen.getByRole('region', { name: 'Reports' });
    expect(
      within(reports)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['5', '6', '1']);
    expect(within(reports).getByText('Open reports about site profiles')).toBeInTheDocument();
    expect(within(reports).getByText('Appeals to review')).toBeInTheDocument();
    // Never a figure of a page the role may not open.
    expect(screen.queryByTestId('home-figure-open_complaints')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-figure-inbox_waiting')).not.toBeInTheDocument();

    document.body.innerHTML = '';
    await renderHome({ staff: { id: 4, email: 'support@demo.test', role: 'support' } });
    await screen.findByTestId('home-figure-open_complaints');
    expect(tiles()).toEqual([
      ['Members', '/staff/members'],
      ['Complaints', '/staff/complaints'],
    ]);

    document.body.innerHTML = '';
    const { user, navigate } = await renderHome({ staff: { id: 1, email: 'admin@demo.test', role: 'admin' } });
    await screen.findByTestId('home-figure-dead_jobs');
    expect(tiles().map(([title]) => title)).toEqual([
      'Operator inbox',
      'Photo review',
      'Reports',
      'Members',
      'Complaints',
      'Inbox figures',
      'Job queue',
      'Team',
      'Audit log',
    ]);
    await user.click(screen.getByRole('link', { name: 'Open the job queue' }));
    expect(navigate).toHaveBeenCalledWith('/staff/jobs');
  });
});

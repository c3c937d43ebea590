import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { HappeningPayload } from '@dating/shared/bus/events';
import { reactivateAccountByLinkEndpoint } from '@dating/shared/contracts/account-deletion';
import { REACTIVATION_FIXTURE_TOKEN } from '@dating/shared/msw/account-deletion';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { mountParcel } from '@dating/shared/parcel/parcel-test-kit';
import { createStandInShell, routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import * as accountDeletedParcel from './account-deleted.parcel';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

const render = (query: Record<string, string> = {}, locale: 'en' | 'de' = 'en') =>
  mountParcel(accountDeletedParcel, createStandInShell({ route: routeInfoFor('account-deleted', {}, query), user: null, locale }).context);

describe('account deleted screen', () => {
  it('says what happened and how to come back within 14 days', async () => {
    await render();
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(screen.getByTestId('account-deleted')).toHaveTextContent('The link works for 14 days.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('has the shell re-read the session the deletion ended', async () => {
    const shell = createStandInShell({ route: routeInfoFor('account-deleted'), user: structuredClone(freeUserFixture) });
    const requests: HappeningPayload<'refreshRequested'>[] = [];
    shell.bus.on$('refreshRequested').subscribe((request) => requests.push(request));
    await mountParcel(accountDeletedParcel, shell.context);
    await screen.findByRole('heading', { name: 'Your account has been deleted' });
    expect(requests).toEqual([{ what: ['user'] }]);
  });

  it('explains a reactivation link that no longer works, in the member’s language', async () => {
    await render({ reactivation: 'failed' }, 'de');
    expect(await screen.findByRole('heading', { name: 'Dieser Link funktioniert nicht mehr' })).toBeInTheDocument();
    expect(screen.getByTestId('reactivation-failed')).toHaveTextContent('abgelaufen oder wurde bereits verwendet');
  });

  describe('the mailed reactivation link (?reactivate=<token>)', () => {
    async function openLink(token: string) {
      const mock = createMockApi({ loggedIn: false });
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
      });
      server.use(...mock.handlers);
      const shell = createStandInShell({ route: routeInfoFor('account-deleted', {}, { reactivate: token }), user: null });
      const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
      shell.context.navigate = navigate;
      await mountParcel(accountDeletedParcel, shell.context);
      return { mock, shell, navigate, calls, user: userEvent.setup() };
    }
    afterEach(() => server.events.removeAllListeners());

    it('does nothing on opening (link scanners); the button reactivates, logs in and goes to the welcome-back page', async () => {
      const { shell, navigate, calls, user } = await openLink(REACTIVATION_FIXTURE_TOKEN);
      expect(await screen.findByRole('heading', { name: 'Reactivate your account' })).toBeInTheDocument();
      expect(calls).toEqual([]);
      expect(shell.bus.get('auth').status).toBe('logged_out');

      await user.click(screen.getByRole('button', { name: 'Reactivate my account' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/settings?reactivated=1', { replace: true }));
      expect(calls).toEqual(['POST /api/account-reactivate-link.php']);
      const auth = shell.bus.get('auth');
      expect(auth.status === 'logged_in' && auth.user.email).toBe(freeUserFixture.email);
      expect(screen.getByRole('button', { name: 'Reactivating…' })).toBeDisabled();
    });

    it('a spent or unknown link shows the explanation', async () => {
      const { navigate, user } = await openLink('not-a-token-the-mock-knows');
      await user.click(await screen.findByRole('button', { name: 'Reactivate my account' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account-deleted?reactivation=failed', { replace: true }));
    });

    it('a banned account goes to the ban page; a suspended one is told until when, the button gone', async () => {
      const refuse = (error: { code: string; message: string; until?: string }) =>
        server.use(endpointHandler(reactivateAccountByLinkEndpoint, () => HttpResponse.json({ error }, { status: 403 })));
      const banned = await openLink(REACTIVATION_FIXTURE_TOKEN);
      refuse({ code: 'account_banned', message: 'Your account has been banned.' });
      await banned.user.click(await screen.findByRole('button', { name: 'Reactivate my account' }));
      await waitFor(() => expect(banned.navigate).toHaveBeenCalledWith('/pages/ban', { replace: true }));
      document.body.innerHTML = '';

      const suspended = await openLink(REACTIVATION_FIXTURE_TOKEN);
      refuse({ code: 'account_suspended', message: 'Your account is suspended.', until: '2031-06-08T10:00:00.000Z' });
      await suspended.user.click(await screen.findByRole('button', { name: 'Reactivate my account' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/Your account is suspended until June 8, 2031/);
      expect(screen.queryByRole('button')).toBeNull();
      expect(suspended.navigate).not.toHaveBeenCalled();
      expect(suspended.shell.bus.get('auth').status).toBe('logged_out');
    });

    it('a network failure keeps the button for a retry, with the error in focus', async () => {
      const { navigate, shell, user } = await openLink(REACTIVATION_FIXTURE_TOKEN);
      server.use(endpointHandler(reactivateAccountByLinkEndpoint, () => HttpResponse.error()));
      await user.click(await screen.findByRole('button', { name: 'Reactivate my account' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
      expect(screen.getByRole('alert').parentElement).toHaveFocus();
      expect(navigate).not.toHaveBeenCalled();
      expect(shell.bus.get('auth').status).toBe('logged_out');
      server.resetHandlers();
      server.use(...createMockApi({ loggedIn: false }).handlers);
      await user.click(screen.getByRole('button', { name: 'Reactivate my account' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/settings?reactivated=1', { replace: true }));
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { reactivateAccountEndpoint } from '@dating/shared/contracts/account-deletion';
import { createAccountDeletionHandlers, PENDING_DELETION_EMAIL } from '@dating/shared/msw/account-deletion';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { FIXTURE_PASSWORD } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { mountParcel } from '@dating/shared/parcel/parcel-test-kit';
import { createStandInShell, routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import * as loginParcel from './login.parcel';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

async function renderLogin() {
  const mock = createMockApi({ loggedIn: false });
  const deletion = createAccountDeletionHandlers(mock.state);
  // The pending-deletion login answer goes in front of the generic login handler.
  server.use(deletion.pendingLogin, ...mock.handlers);
  const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
  const shell = createStandInShell({ route: routeInfoFor('login'), user: null });
  shell.context.navigate = navigate;
  await mountParcel(loginParcel, shell.context);
  return { mock, shell, navigate, user: userEvent.setup() };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login of an account waiting for deletion', () => {
  it('a wrong password is the ordinary failure: nothing about the account state', async () => {
    const { user } = await renderLogin();
    await logIn(user, PENDING_DELETION_EMAIL, 'not-the-password');
    expect(await screen.findByTestId('login-error-summary')).toHaveTextContent('Login failed, please try again');
    expect(screen.queryByTestId('login-reactivate')).not.toBeInTheDocument();
  });

  it('the right password offers reactivation, which logs the member in', async () => {
    const { user, shell, navigate } = await renderLogin();
    await logIn(user, PENDING_DELETION_EMAIL, FIXTURE_PASSWORD);
    const heading = await screen.findByRole('heading', { name: 'Your account is scheduled for deletion' });
    expect(heading).toHaveFocus();
    expect(screen.queryByTestId('login-error-summary')).not.toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue(FIXTURE_PASSWORD);

    await user.click(screen.getByRole('button', { name: 'Reactivate my account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/members', { replace: true }));
    const auth = shell.bus.get('auth');
    expect(auth.status).toBe('logged_in');
    expect(auth.status === 'logged_in' && auth.user.email).toBe(PENDING_DELETION_EMAIL);
  });

  it('"Not now" closes the offer and returns to the form with what was typed', async () => {
    const { user, navigate } = await renderLogin();
    await logIn(user, PENDING_DELETION_EMAIL, FIXTURE_PASSWORD);
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('login-reactivate')).not.toBeInTheDocument();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveValue(FIXTURE_PASSWORD);
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveValue(PENDING_DELETION_EMAIL);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a rate limit on reactivating says "too many attempts", the offer stays', async () => {
    const { user, navigate } = await renderLogin();
    await logIn(user, PENDING_DELETION_EMAIL, FIXTURE_PASSWORD);
    server.use(
      endpointHandler(reactivateAccountEndpoint, () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'Slow down' } }, { status: 429 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Reactivate my account' }));
    expect(await within(screen.getByTestId('login-reactivate')).findByRole('alert')).toHaveTextContent(
      'Too many attempts, please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Reactivate my account' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

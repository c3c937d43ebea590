import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { FIXTURE_PASSWORD, freeUserFixture } from '@dating/shared/msw/fixtures';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, createMockApi } from '@dating/shared/msw/handlers';
import { loginEndpoint, type User } from '@dating/shared/contracts/user';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as loginParcel from './login.parcel';

const server = setupScreenServer();

async function renderLogin({
  query = {},
  user = null,
  locale,
}: { query?: Record<string, string>; user?: User | null; locale?: 'en' | 'de' } = {}) {
  const mock = createMockApi({ loggedIn: false });
  server.use(...mock.handlers);
  const { recorded, ...mounted } = await mountScreen(loginParcel, { route: 'login', query, user, locale, record: ['refreshRequested'] });
  return { mock, ...mounted, refreshes: recorded.refreshRequested };
}

const emailField = () => screen.getByLabelText('E-mail address');
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Log in' });

function countLoginPosts(): { count: number } {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/user.php') counter.count += 1;
  });
  return counter;
}

describe('login screen', () => {
  it('is a labelled form with autocomplete hints, a password toggle and links to reset and signup', async () => {
    const { user } = await renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordField()).toHaveAttribute('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
  });

  it('links navigate through the shell on a plain click', async () => {
    const { user, navigate } = await renderLogin();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(navigate).toHaveBeenCalledWith('/reset-password');
  });

  it('validates with the shared schema before sending: one translated message per field, summary focused', async () => {
    const { user } = await renderLogin();
    const posts = countLoginPosts();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    const summary = await screen.findByTestId('login-error-summary');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your e-mail address');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your password');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Enter your e-mail address');
    expect(passwordField()).toHaveAccessibleDescription('Enter your password');

    await user.type(emailField(), 'not-an-address');
    await user.type(passwordField(), 'x');
    await user.click(submit());
    expect(emailField()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com');
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
    expect(posts.count).toBe(0);
  });

  it('shows the login failed text on 401 and keeps what was typed, the password included', async () => {
    const { user, shell, navigate } = await renderLogin();
    await user.type(await screen.findByLabelText('E-mail address'), 'free@demo.test');
    await user.type(passwordField(), 'wrong-password');
    await user.click(submit());

    expect(await screen.findByText('Login failed, please try again')).toBeInTheDocument();
    expect(screen.getByTestId('login-error-summary')).toHaveFocus();
    expect(emailField()).toHaveValue('free@demo.test');
    expect(passwordField()).toHaveValue('wrong-password');
    expect(shell.bus.get('auth')).toEqual({ status: 'logged_out' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the lockout text with the minutes after repeated failures (429 account_locked)', async () => {
    const { user } = await renderLogin();
    await user.type(await screen.findByLabelText('E-mail address'), 'nobody@example.test');
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      await user.clear(passwordField());
      await user.type(passwordField(), `wrong-${attempt}`);
      await user.click(submit());
      await screen.findByText('Login failed, please try again');
    }
    await user.clear(passwordField());
    await user.type(passwordField(), 'one-more');
    await user.click(submit());
    expect(await screen.findByText(`Too many incorrect attempts, account blocked for ${LOGIN_LOCK_MINUTES} min.`)).toBeInTheDocument();
    expect(screen.queryByText('Login failed, please try again')).toBeNull();
  });

  it('says "too many attempts" on a rate limit, the generic error on a server failure and "no connection" on a network failure, keeping what was typed', async () => {
    const { user } = await renderLogin();
    server.use(
      endpointHandler(loginEndpoint, () => HttpResponse.json({ error: { code: 'rate_limited', message: 'Slow down' } }, { status: 429 })),
    );
    await user.type(await screen.findByLabelText('E-mail address'), 'free@demo.test');
    await user.type(passwordField(), FIXTURE_PASSWORD);
    await user.click(submit());
    expect(await screen.findByText('Too many attempts, please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('An error occured, please try again later.')).toBeNull();
    expect(passwordField()).toHaveValue(FIXTURE_PASSWORD);

    server.use(
      endpointHandler(loginEndpoint, () => HttpResponse.json({ error: { code: 'internal', message: 'Stack trace' } }, { status: 500 })),
    );
    await user.click(submit());
    expect(await screen.findByText('An error occured, please try again later.')).toBeInTheDocument();

    server.use(endpointHandler(loginEndpoint, () => HttpResponse.error()));
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('login-error-summary')).toHaveFocus());
    expect(await screen.findByText('No connection. Check your internet connection and try again.')).toBeInTheDocument();
    expect(emailField()).toHaveValue('free@demo.test');
    expect(passwordField()).toHaveValue(FIXTURE_PASSWORD);
  });

  it('on success publishes auth and credits, asks for fresh badges and goes to a safe redirect', async () => {
    const { user, shell, navigate, refreshes } = await renderLogin({ query: { redirect: '/chats/12?tab=unread' } });
    await user.type(await screen.findByLabelText('E-mail address'), '  Free@demo.test ');
    await user.type(passwordField(), FIXTURE_PASSWORD);
    await user.click(submit());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/chats/12?tab=unread', { replace: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(shell.bus.get('auth')).toEqual({ status: 'logged_in', user: freeUserFixture });
    expect(shell.bus.get('credits')).toEqual({ credits: freeUserFixture.credits, premium: freeUserFixture.paid_user });
    expect(refreshes).toEqual([{ what: ['chats', 'likes'] }]);
    // Until the shell unmounts the page, the form stays busy: no second login in between.
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  });

  it.each([['https://evil.test/members'], ['//evil.test'], ['/\\evil.test'], ['javascript:alert(1)'], ['/login']])(
    'ignores the unsafe redirect %s and goes to /members',
    async (redirect) => {
      const { user, navigate } = await renderLogin({ query: { redirect } });
      await user.type(await screen.findByLabelText('E-mail address'), 'free@demo.test');
      await user.type(passwordField(), FIXTURE_PASSWORD);
      await user.click(submit());
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/members', { replace: true }));
    },
  );

  it('sends one request however often the member clicks, and shows the busy state meanwhile', async () => {
    const { user, navigate } = await renderLogin();
    const posts = countLoginPosts();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Holds the answer back until the clicks are done, then falls through to the mock api's login.
    server.use(
      endpointHandler(loginEndpoint, async () => {
        await released;
      }),
    );

    await user.type(await screen.findByLabelText('E-mail address'), 'free@demo.test');
    await user.type(passwordField(), FIXTURE_PASSWORD);
    await user.dblClick(submit());
    await user.keyboard('{Enter}');
    const busyButton = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busyButton).toBeDisabled();
    await user.click(busyButton);
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/members', { replace: true }));
    expect(posts.count).toBe(1);
  });

  it('sends a member who is already logged in to /members', async () => {
    const { navigate } = await renderLogin({ user: freeUserFixture });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/members', { replace: true }));
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
  });

  it('speaks the active locale, errors included', async () => {
    const { user } = await renderLogin({ locale: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Einloggen' }));
    expect(await screen.findByText('Gib deine E-Mail-Adresse ein', { selector: 'a' })).toBeInTheDocument();
  });
});

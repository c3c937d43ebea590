import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, type HttpHandler } from 'msw';
import { ApiError } from '@dating/shared/api-client/api-client';
import { checkPasswordResetLinkEndpoint, resetPasswordEndpoint } from '@dating/shared/contracts/password-reset';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { FIXTURE_RESET_TOKEN, createPasswordResetHandlers } from '@dating/shared/msw/password-reset';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { message, refusal } from '@dating/shared/forms/form-failure';
import { isLinkRefusal } from '@dating/shared/forms/new-password';
import { resetDoFailure, validateNewPassword } from './reset-password-do-errors';
import * as doParcel from './reset-password-do.parcel';

const server = setupScreenServer();

async function renderDo({
  token = FIXTURE_RESET_TOKEN,
  locale,
  handlers = [],
}: { token?: string | null; locale?: 'en' | 'de'; handlers?: HttpHandler[] } = {}) {
  const mock = createPasswordResetHandlers();
  // `handlers` answer before the mock's.
  server.use(...handlers, ...mock.handlers);
  const query: Record<string, string> = token === null ? {} : { token };
  const { shell, navigate, recorded, user } = await mountScreen(doParcel, {
    route: 'reset-password-do',
    query,
    locale,
    record: ['alert', 'refreshRequested'],
  });
  return { mock, shell, navigate, alerts: recorded.alert, refreshes: recorded.refreshRequested, user };
}

const passwordField = () => screen.getByLabelText('New password', { selector: 'input' });
const repeatField = () => screen.getByLabelText('Repeat new password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Save new password' });

describe('reset password do screen', () => {
  it('is a labelled form with new-password hints and one toggle for both fields', async () => {
    const { user } = await renderDo();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(repeatField()).toHaveAttribute('autocomplete', 'new-password');
    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(repeatField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses different passwords on the client with their own text, sending nothing', async () => {
    const { user, mock } = await renderDo();
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'a-new-password');
    await user.type(repeatField(), 'another-password');
    await user.click(submit());
    expect(await screen.findByTestId('reset-password-do-error-summary')).toHaveFocus();
    expect(repeatField()).toHaveAccessibleDescription('The entered passwords are not the same.');
    expect(mock.state.used.size).toBe(0);
    // What was typed stays.
    expect(passwordField()).toHaveValue('a-new-password');
  });

  it('asks for a password of the minimum length', async () => {
    const { user } = await renderDo();
    await user.click(await screen.findByRole('button', { name: 'Save new password' }));
    expect(passwordField()).toHaveAccessibleDescription('Enter a new password');
    await user.type(passwordField(), 'short');
    await user.type(repeatField(), 'short');
    await user.click(submit());
    expect(passwordField()).toHaveAccessibleDescription('The password must be at least 8 characters long');
  });

  it('on success publishes the session, asks for badges, goes to /members and announces it', async () => {
    const { user, shell, navigate, alerts, refreshes } = await renderDo();
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'a-new-password');
    await user.type(repeatField(), 'a-new-password');
    await user.click(submit());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/members', { replace: true }));
    expect(shell.bus.get('auth')).toEqual({ status: 'logged_in', user: freeUserFixture });
    expect(shell.bus.get('credits')).toEqual({ credits: freeUserFixture.credits, premium: freeUserFixture.paid_user });
    expect(refreshes).toEqual([{ what: ['chats', 'likes'] }]);
    expect(alerts).toEqual([{ level: 'success', message: 'Your new password has been saved. You are now logged in.' }]);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('checks the link on opening and shows the invalid-link text at once for a used one, with a way to ask for a new e-mail', async () => {
    const { user, navigate, mock } = await renderDo({ token: 'Used-or-expired-token_0123456789abcdefghijk' });
    const invalid = await screen.findByTestId('reset-password-do-invalid');
    expect(invalid).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
    expect(mock.state.used.size).toBe(0);
    await user.click(screen.getByRole('link', { name: 'Request a new e-mail' }));
    expect(navigate).toHaveBeenCalledWith('/reset-password');
  });

  it('the check on opening uses nothing up: a working link shows the form and still saves', async () => {
    const checks: string[] = [];
    const { user, mock, navigate } = await renderDo({
      handlers: [
        endpointHandler(checkPasswordResetLinkEndpoint, ({ request }) => {
          // Answers nothing: the mock's handler answers.
          checks.push(new URL(request.url).search);
        }),
      ],
    });
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'a-new-password');
    expect(checks).toEqual([`?token=${FIXTURE_RESET_TOKEN}`]);
    expect(mock.state.used.size).toBe(0);
    await user.type(repeatField(), 'a-new-password');
    await user.click(submit());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/members', { replace: true }));
  });

  it('shows the form when the check itself fails, and the invalid-link text when saving finds the link used', async () => {
    const { user } = await renderDo({
      handlers: [
        endpointHandler(checkPasswordResetLinkEndpoint, () =>
          HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 400 }),
        ),
        endpointHandler(resetPasswordEndpoint, () =>
          HttpResponse.json({ error: { code: 'token_invalid', message: 'Link expired or invalid, request a new email' } }, { status: 400 }),
        ),
      ],
    });
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'a-new-password');
    await user.type(repeatField(), 'a-new-password');
    await user.click(submit());
    const invalid = await screen.findByTestId('reset-password-do-invalid');
    expect(invalid).toHaveTextContent('Link expired or invalid, request a new email');
    expect(invalid).toHaveFocus();
  });

  it.each([[null], ['short'], ['has spaces in it and is otherwise long enough!!']])(
    'shows the invalid-link text at once for the token %p',
    async (token) => {
      await renderDo({ token });
      expect(await screen.findByText('Link expired or invalid, request a new email')).toBeInTheDocument();
      expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
    },
  );

  it('keeps the typed passwords after a network failure and says there is no connection', async () => {
    const { user } = await renderDo();
    server.use(endpointHandler(resetPasswordEndpoint, () => HttpResponse.error()));
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'a-new-password');
    await user.type(repeatField(), 'a-new-password');
    await user.click(submit());
    expect(await screen.findByText('No connection. Check your internet connection and try again.')).toBeInTheDocument();
    expect(passwordField()).toHaveValue('a-new-password');
    expect(repeatField()).toHaveValue('a-new-password');
  });

  it('says "too many attempts" on a rate limit and keeps the typed passwords', async () => {
    const { user } = await renderDo();
    server.use(
      endpointHandler(resetPasswordEndpoint, () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'Slow down' } }, { status: 429 }),
      ),
    );
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'a-new-password');
    await user.type(repeatField(), 'a-new-password');
    await user.click(submit());
    expect(await screen.findByTestId('reset-password-do-error-summary')).toHaveTextContent('Too many attempts, please try again later.');
    expect(screen.queryByText('An error occured, please try again later.')).toBeNull();
    expect(passwordField()).toHaveValue('a-new-password');
    expect(repeatField()).toHaveValue('a-new-password');
  });

  it('a banned account: the link page goes to the ban page on opening', async () => {
    const { navigate } = await renderDo({
      handlers: [
        endpointHandler(checkPasswordResetLinkEndpoint, () =>
          HttpResponse.json({ error: { code: 'account_banned', message: 'Your account has been banned.' } }, { status: 403 }),
        ),
      ],
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pages/ban', { replace: true }));
  });

  it('a suspended account: saving is refused and the form gives way to when the suspension ends, in the member’s language', async () => {
    const { user, navigate, mock } = await renderDo({
      locale: 'de',
      handlers: [
        endpointHandler(resetPasswordEndpoint, () =>
          HttpResponse.json(
            { error: { code: 'account_suspended', message: 'Your account is suspended.', until: '2031-06-08T10:00:00.000Z' } },
            { status: 403 },
          ),
        ),
      ],
    });
    await user.type(await screen.findByLabelText('Neues Passwort', { selector: 'input' }), 'a-new-password');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen', { selector: 'input' }), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Dein Konto ist bis 8\. Juni 2031 .*gesperrt/);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByLabelText('Neues Passwort', { selector: 'input' })).toBeNull();
    expect(mock.state.used.size).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('speaks the active locale', async () => {
    const { user } = await renderDo({ locale: 'de' });
    await user.type(await screen.findByLabelText('Neues Passwort', { selector: 'input' }), 'a-new-password');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen', { selector: 'input' }), 'different');
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(await screen.findByText('Die eingegebenen Passwörter stimmen nicht überein.', { selector: 'a' })).toBeInTheDocument();
  });
});

describe('new password rules and errors', () => {
  it('validates like the shared schema', () => {
    const field = (key: string) => message(`resetPasswordDo.errors.${key}`, { min: 8 });
    expect(validateNewPassword('a-new-password', 'a-new-password')).toBeNull();
    expect(validateNewPassword('', '')).toEqual(refusal({ password: field('passwordRequired') }));
    expect(validateNewPassword('x'.repeat(1025), 'x'.repeat(1025))).toEqual(refusal({ password: field('passwordTooLong') }));
    expect(validateNewPassword('a-new-password', 'a-new-passwort')).toEqual(refusal({ password_repeat: field('passwordsDiffer') }));
  });

  it('maps the api codes, recognised by shape', () => {
    expect(isLinkRefusal(new ApiError(400, 'token_invalid', 'x'))).toBe(true);
    expect(isLinkRefusal(new ApiError(400, 'validation_failed', 'x', 'token'))).toBe(true);
    expect(isLinkRefusal({ name: 'ApiError', code: 'token_invalid' })).toBe(false);
    expect(resetDoFailure(new ApiError(400, 'validation_failed', 'x', 'password_repeat'))).toEqual(
      refusal({ password_repeat: message('resetPasswordDo.errors.passwordsDiffer', { min: 8 }) }),
    );
    expect(resetDoFailure(new ApiError(429, 'rate_limited', 'x'))).toEqual(refusal({}, message('settings.tooManyAttempts')));
    expect(resetDoFailure(new ApiError(500, 'internal', 'x'))).toEqual(refusal({}, message('common:errors.generic')));
  });
});

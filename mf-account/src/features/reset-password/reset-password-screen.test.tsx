import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ApiError } from '@dating/shared/api-client/api-client';
import { PASSWORD_RESET_DAILY_LIMIT, requestPasswordResetEndpoint } from '@dating/shared/contracts/password-reset';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createPasswordResetHandlers } from '@dating/shared/msw/password-reset';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { message, refusal } from '@dating/shared/forms/form-failure';
import { resetRequestFailure, validateResetEmail } from './reset-password-errors';
import * as resetParcel from './reset-password.parcel';

const server = setupScreenServer();

async function renderReset({ locale }: { locale?: 'en' | 'de' } = {}) {
  const mock = createPasswordResetHandlers();
  server.use(...mock.handlers);
  const { navigate, user } = await mountScreen(resetParcel, { route: 'reset-password', locale });
  return { mock, navigate, user };
}

const emailField = () => screen.getByLabelText('E-mail address');
const submit = () => screen.getByRole('button', { name: 'Send reset link' });

function countPosts(): { count: number } {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/password-reset.php') counter.count += 1;
  });
  return counter;
}

describe('reset password screen', () => {
  it('validates the address before sending, with the summary focused', async () => {
    const { user } = await renderReset();
    const posts = countPosts();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('reset-password-error-summary')).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription('Enter your e-mail address');
    await user.type(emailField(), 'not-an-address');
    await user.click(submit());
    expect(emailField()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com');
    expect(posts.count).toBe(0);
  });

  it('says where the e-mail went after a successful request', async () => {
    const { user, mock } = await renderReset();
    await user.type(await screen.findByLabelText('E-mail address'), `  ${freeUserFixture.email.toUpperCase()} `);
    await user.click(submit());
    const sent = await screen.findByTestId('reset-password-sent');
    expect(sent).toHaveTextContent(`We have sent an e-mail with a link to choose a new password to ${freeUserFixture.email}.`);
    expect(sent).toHaveFocus();
    expect(mock.state.sent).toEqual([freeUserFixture.email]);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');

    // Another address: the form comes back with the address kept.
    await user.click(screen.getByRole('button', { name: 'Use a different e-mail address' }));
    expect(emailField()).toHaveValue(freeUserFixture.email.toUpperCase());
  });

  it('says an unknown address was not found and keeps what was typed', async () => {
    const { user } = await renderReset();
    await user.type(await screen.findByLabelText('E-mail address'), 'nobody@example.test');
    await user.click(submit());
    expect(await screen.findByText('E-mail address not found')).toBeInTheDocument();
    expect(screen.getByTestId('reset-password-error-summary')).toHaveFocus();
    expect(emailField()).toHaveValue('nobody@example.test');
  });

  it('shows the daily limit text after too many e-mails', async () => {
    const { user } = await renderReset();
    await user.type(await screen.findByLabelText('E-mail address'), freeUserFixture.email);
    for (let n = 0; n < PASSWORD_RESET_DAILY_LIMIT; n += 1) {
      await user.click(submit());
      await user.click(await screen.findByRole('button', { name: 'Use a different e-mail address' }));
    }
    await user.click(submit());
    expect(await screen.findByText('Too many password reset emails sent, please try again tomorrow.')).toBeInTheDocument();
  });

  it('says "too many attempts" on a per-IP rate limit and "no connection" on a network failure, keeping the address', async () => {
    const { user } = await renderReset();
    server.use(
      endpointHandler(requestPasswordResetEndpoint, () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'Slow down' } }, { status: 429 }),
      ),
    );
    await user.type(await screen.findByLabelText('E-mail address'), freeUserFixture.email);
    await user.click(submit());
    expect(await screen.findByText('Too many attempts, please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('An error occured, please try again later.')).toBeNull();
    expect(emailField()).toHaveValue(freeUserFixture.email);
    server.use(endpointHandler(requestPasswordResetEndpoint, () => HttpResponse.error()));
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('reset-password-error-summary')).toHaveFocus());
    expect(screen.getByText('No connection. Check your internet connection and try again.')).toBeInTheDocument();
    expect(emailField()).toHaveValue(freeUserFixture.email);
  });

  it('sends one request however often the member clicks, busy meanwhile', async () => {
    const { user } = await renderReset();
    const posts = countPosts();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      endpointHandler(requestPasswordResetEndpoint, async () => {
        await released;
      }),
    );
    await user.type(await screen.findByLabelText('E-mail address'), freeUserFixture.email);
    await user.dblClick(submit());
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByTestId('reset-password-sent')).toBeInTheDocument();
    expect(posts.count).toBe(1);
  });

  it('speaks the active locale', async () => {
    const { user } = await renderReset({ locale: 'de' });
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' }));
    expect(await screen.findByText('E-Mail-Adresse nicht gefunden')).toBeInTheDocument();
  });
});

describe('reset request errors', () => {
  it('checks the address with the shared schema', () => {
    expect(validateResetEmail(' a@b.test ')).toEqual({ ok: true, email: 'a@b.test' });
    expect(validateResetEmail('  ')).toEqual({ ok: false, failure: refusal({ email: message('resetPassword.errors.emailRequired') }) });
    expect(validateResetEmail('a@')).toEqual({ ok: false, failure: refusal({ email: message('resetPassword.errors.emailInvalid') }) });
  });

  it('tells the codes apart by shape, also for another copy of ApiError', () => {
    class ForeignApiError extends Error {
      override name = 'ApiError';
      constructor(
        readonly status: number,
        readonly code: string,
      ) {
        super('foreign');
      }
    }
    expect(resetRequestFailure(new ForeignApiError(404, 'not_found'))).toEqual(refusal({}, message('resetPassword.errors.emailNotFound')));
    expect(resetRequestFailure(new ApiError(429, 'daily_limit_reached', 'x'))).toEqual(
      refusal({}, message('resetPassword.errors.dailyLimit')),
    );
    expect(resetRequestFailure(new ApiError(429, 'rate_limited', 'x'))).toEqual(refusal({}, message('settings.tooManyAttempts')));
    expect(resetRequestFailure(new ApiError(400, 'validation_failed', 'x', 'email'))).toEqual(
      refusal({ email: message('resetPassword.errors.emailInvalid') }),
    );
    expect(resetRequestFailure(new Error('boom'))).toEqual(refusal({}, message('common:errors.generic')));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { enrolStaffTotpEndpoint, verifyStaffTotpEndpoint } from '@dating/shared/contracts/staff';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { FIXTURE_PASSWORD } from '@dating/shared/msw/fixtures';
import {
  createStaffHandlers,
  FIXTURE_RECOVERY_CODES,
  FIXTURE_TOTP_CODE,
  FIXTURE_TOTP_SECRET,
  type MockStaffMember,
} from '@dating/shared/msw/staff';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as loginParcel from './login.parcel';

const server = setupScreenServer();

async function renderLogin({ signedIn = null }: { signedIn?: MockStaffMember | null } = {}) {
  const mock = createStaffHandlers();
  server.use(...mock.handlers);
  const mounted = await mountScreen(loginParcel, {
    route: 'staff-login',
    beforeMount: (shell) => {
      if (signedIn) shell.bus.set('staffSession', { status: 'signed_in', staff: signedIn });
    },
  });
  return { mock, ...mounted };
}

type Session = Awaited<ReturnType<typeof renderLogin>>;

async function passwordStep({ user }: Session, email: string, password = FIXTURE_PASSWORD) {
  await fill(user, await screen.findByLabelText('E-mail address'), email);
  await fill(user, screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const codeField = () => screen.getByLabelText(/^(Authentication code|Code from the app)$/);

describe('staff login: the password', () => {
  it('is a labelled form for the staff member’s address and password, and refuses what is not one before sending', async () => {
    const session = await renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to the staff console' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('autocomplete', 'current-password');

    await session.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('staff-login-error-summary')).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter your e-mail address');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('Enter your password');
    expect(session.mock.state.pending).toBeNull();
  });

  it('says when the address or the password is wrong, keeping what was typed', async () => {
    const session = await renderLogin();
    await passwordStep(session, 'operator@demo.test', 'not-the-password');
    expect(await screen.findByText('The e-mail address or the password is not right.')).toBeInTheDocument();
    expect(screen.getByTestId('staff-login-error-summary')).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('operator@demo.test');
    expect(session.navigate).not.toHaveBeenCalled();
  });

  it('sends a staff member who is signed in already to the console', async () => {
    const { navigate } = await renderLogin({ signedIn: { id: 1, email: 'admin@demo.test', role: 'admin' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/staff', { replace: true }));
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
  });
});

describe('staff login: the authenticator’s code', () => {
  it('asks for the 6 digits in a field made for them, refuses a wrong code on the field and starts the session with the right one', async () => {
    const session = await renderLogin();
    await passwordStep(session, 'admin@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    const field = codeField();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await session.user.type(field, '12');
    await session.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(codeField()).toHaveAccessibleDescription('The code has 6 digits');

    await session.user.clear(codeField());
    await session.user.type(codeField(), '654 321');
    await session.user.click(screen.getByRole('button', { name: 'Verify' }));
    const refused = 'That code is not right, or it was used already. Wait for the next code in your app and try again.';
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(refused));
    expect(screen.getByTestId('staff-code-error-summary')).toHaveFocus();
    expect(codeField()).toHaveValue('');
    expect(session.shell.bus.get('staffSession')).toEqual({ status: 'unknown' });

    await session.user.type(codeField(), `${FIXTURE_TOTP_CODE.slice(0, 3)} ${FIXTURE_TOTP_CODE.slice(3)}`);
    await session.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.navigate).toHaveBeenCalledWith('/staff', { replace: true }));
    expect(session.shell.bus.get('staffSession')).toEqual({
      status: 'signed_in',
      staff: { id: 1, email: 'admin@demo.test', role: 'admin' },
    });
  });

  it('takes a recovery code instead, each once', async () => {
    const session = await renderLogin();
    await passwordStep(session, 'admin@demo.test');
    await session.user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    session.mock.state.usedRecoveryCodes.add(FIXTURE_RECOVERY_CODES[0]!);
    await session.user.type(field, FIXTURE_RECOVERY_CODES[0]!);
    await session.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Recovery code')).toHaveAccessibleDescription(
        'That recovery code is not right, or it was used already.',
      ),
    );
    await session.user.type(screen.getByLabelText('Recovery code'), FIXTURE_RECOVERY_CODES[1]!);
    await session.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.navigate).toHaveBeenCalledWith('/staff', { replace: true }));
    expect(screen.getByRole('button', { name: 'Use the authenticator app instead' })).toBeDisabled();
  });

  it('goes back to the password for another account, focus on its heading and the address kept', async () => {
    const session = await renderLogin();
    await passwordStep(session, 'admin@demo.test');
    await session.user.click(await screen.findByRole('button', { name: 'Log in with another account' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Log in to the staff console' })).toHaveFocus());
    expect(screen.getByLabelText('E-mail address')).toHaveValue('admin@demo.test');
    expect(screen.queryByTestId('staff-login-error-summary')).toBeNull();
  });

  it('starts again at the password when the pending login ran out, saying why', async () => {
    const session = await renderLogin();
    await passwordStep(session, 'admin@demo.test');
    server.use(
      endpointHandler(verifyStaffTotpEndpoint, () =>
        HttpResponse.json({ error: { code: 'staff_login_expired', message: 'Log in again' } }, { status: 401 }),
      ),
    );
    await session.user.type(await screen.findByLabelText('Authentication code'), FIXTURE_TOTP_CODE);
    await session.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to the staff console' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('staff-login-error-summary')).toHaveFocus());
    expect(screen.getByTestId('staff-login-error-summary')).toHaveTextContent('Your login took too long. Enter your password again.');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('admin@demo.test');
  });

  it('says so when the codes are being guessed too fast (rate limited)', async () => {
    const session = await renderLogin();
    await passwordStep(session, 'admin@demo.test');
    server.use(
      endpointHandler(verifyStaffTotpEndpoint, () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'Slow down' } }, { status: 429 }),
      ),
    );
    await session.user.type(await screen.findByLabelText('Authentication code'), FIXTURE_TOTP_CODE);
    await session.user.click(screen.getByRole('button', { name: 'Verify' }));
    const summary = await screen.findByTestId('staff-code-error-summary');
    expect(summary).toHaveTextContent('Too many attempts. Wait a few minutes, then try again.');
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('says the account is locked after too many wrong codes', async () => {
    const session = await renderLogin();
    await passwordStep(session, 'admin@demo.test');
    server.use(
      endpointHandler(verifyStaffTotpEndpoint, () =>
        HttpResponse.json({ error: { code: 'staff_account_locked', message: 'Locked' } }, { status: 429 }),
      ),
    );
    await session.user.type(await screen.findByLabelText('Authentication code'), FIXTURE_TOTP_CODE);
    await session.user.click(screen.getByRole('button', { name: 'Verify' }));
    const summary = await screen.findByTestId('staff-code-error-summary');
    expect(summary).toHaveTextContent('Too many wrong codes: this account is locked for 15 minutes.');
  });
});

describe('staff login: the first login enrols an authenticator', () => {
  const createObjectURL = jest.fn(() => 'blob:recovery-codes');
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  });

  it('shows the QR code and the setup key, checks the first code, then shows the recovery codes once before the console', async () => {
    const session = await renderLogin();
    await passwordStep(session, 'operator@demo.test');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' });
    await waitFor(() => expect(heading).toHaveFocus());

    const qr = await screen.findByRole('img', { name: 'QR code to add your staff account (operator@demo.test) to an authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByTestId('staff-setup-key')).toHaveTextContent(FIXTURE_TOTP_SECRET.match(/.{4}/g)!.join(' '));
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await session.user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(copied).toHaveBeenLastCalledWith(FIXTURE_TOTP_SECRET);

    const field = codeField();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await session.user.type(field, '000000');
    await session.user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    await waitFor(() => expect(screen.getByTestId('staff-enrol-error-summary')).toHaveFocus());
    expect(session.mock.state.accounts.find((account) => account.staff.role === 'operator')?.enrolled).toBe(false);

    await session.user.type(codeField(), FIXTURE_TOTP_CODE);
    await session.user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(FIXTURE_RECOVERY_CODES);
    expect(session.shell.bus.get('staffSession')).toMatchObject({ status: 'signed_in', staff: { email: 'operator@demo.test' } });
    // The session started, yet the page stays until the codes are stored.
    expect(session.navigate).not.toHaveBeenCalled();

    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'staff-recovery-codes.txt');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'blob:recovery-codes');
    await session.user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(copied).toHaveBeenLastCalledWith(FIXTURE_RECOVERY_CODES.join('\n'));

    const toConsole = screen.getByRole('button', { name: 'Continue to the console' });
    expect(toConsole).toBeDisabled();
    await session.user.click(screen.getByRole('checkbox', { name: 'I have stored these codes' }));
    await session.user.click(toConsole);
    expect(session.navigate).toHaveBeenCalledWith('/staff', { replace: true });
  });

  it('never shows the codes again: the next login asks for the authenticator’s code', async () => {
    const first = await renderLogin();
    await passwordStep(first, 'operator@demo.test');
    await first.user.type(await screen.findByLabelText('Code from the app'), FIXTURE_TOTP_CODE);
    await first.user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    await screen.findByRole('list', { name: 'Your recovery codes' });
    await first.mounted.unmount();

    const again = await mountScreen(loginParcel, { route: 'staff-login' });
    await passwordStep({ ...first, ...again }, 'operator@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('starts again at the password when another tab enrolled meanwhile', async () => {
    const session = await renderLogin();
    await passwordStep(session, 'operator@demo.test');
    server.use(
      endpointHandler(enrolStaffTotpEndpoint, () =>
        HttpResponse.json({ error: { code: 'totp_already_enrolled', message: 'Enrolled already' } }, { status: 409 }),
      ),
    );
    await session.user.type(await screen.findByLabelText('Code from the app'), FIXTURE_TOTP_CODE);
    await session.user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    const summary = await screen.findByTestId('staff-login-error-summary');
    expect(summary).toHaveTextContent('An authenticator app was added to this account meanwhile. Log in again and enter its code.');
  });
});

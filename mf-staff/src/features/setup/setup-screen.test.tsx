import { screen, waitFor } from '@testing-library/react';
import { PASSWORD_MIN_LENGTH } from '@dating/shared/contracts/password-reset';
import { createStaffHandlers, FIXTURE_STAFF_SETUP_TOKEN } from '@dating/shared/msw/staff';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as setupParcel from './setup.parcel';

const server = setupScreenServer();

async function renderSetup(query: Record<string, string>) {
  const mock = createStaffHandlers();
  server.use(...mock.handlers);
  return { mock, ...(await mountScreen(setupParcel, { route: 'staff-setup', query })) };
}

const passwordField = () => screen.getByLabelText('New password');
const repeatField = () => screen.getByLabelText('Repeat the new password');

describe('the staff set-up link', () => {
  it('says the link is incomplete when it has no token, and offers no form', async () => {
    await renderSetup({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This set-up link is incomplete.');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('holds the new password to the members’ rules before sending: the length, and the same twice', async () => {
    const { user, mock } = await renderSetup({ token: FIXTURE_STAFF_SETUP_TOKEN });
    expect(await screen.findByText(new RegExp(`at least ${PASSWORD_MIN_LENGTH} characters`))).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    await fill(user, passwordField(), 'short');
    await fill(user, repeatField(), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByTestId('staff-setup-error-summary')).toHaveFocus();
    expect(passwordField()).toHaveAccessibleDescription(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long`);
    expect(repeatField()).toHaveAccessibleDescription('The passwords are not the same.');
    expect(mock.state.setupTokenUsed).toBe(false);
  });

  it('saves the password once, then leads on to the login with the address filled in', async () => {
    const { user, navigate, mock } = await renderSetup({ token: FIXTURE_STAFF_SETUP_TOKEN });
    await fill(user, await screen.findByLabelText('New password'), 'a long new password');
    await fill(user, repeatField(), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/Your password is saved\. Log in as support@demo\.test/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toHaveFocus());
    expect(mock.state.setupTokenUsed).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue to the login' }));
    expect(navigate).toHaveBeenCalledWith('/staff/login?email=support%40demo.test');
  });

  it('says the link expired or was used when the api refuses its token', async () => {
    const { user } = await renderSetup({ token: 'a-token-the-api-does-not-know' });
    await fill(user, await screen.findByLabelText('New password'), 'a long new password');
    await fill(user, repeatField(), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByText('This set-up link has expired or was used already. Ask an administrator for a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

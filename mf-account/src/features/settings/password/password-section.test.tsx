import { screen, waitFor } from '@testing-library/react';
import { FIXTURE_PASSWORD, freeUserFixture } from '@dating/shared/msw/fixtures';
import { fill } from '@dating/shared/test-support/screen-test-kit';
import { serveMockApi, setupSettingsServer } from '../../../test-support/settings-test-kit';
import { mountSettings } from '../mount-settings';

const server = setupSettingsServer();

const OLD = FIXTURE_PASSWORD;
const NEW = 'a-new-password';

/** The mock api (shared/src/msw): the old password must be FIXTURE_PASSWORD; counts the calls that reach it. */
function passwordApi() {
  const calls: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/password-change.php') calls.push(request.url);
  });
  serveMockApi(server);
  return calls;
}

const renderSection = async () => (await mountSettings(freeUserFixture)).user;

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Change password' });

describe('change password section', () => {
  it('refuses a repeat that differs without calling the api, keeping what was typed', async () => {
    const calls = passwordApi();
    const user = await renderSection();
    await fill(user, field('Current password'), OLD);
    await fill(user, field('New password'), NEW);
    await fill(user, field('Repeat new password'), `${NEW}x`);
    await user.click(submit());
    const summary = await screen.findByTestId('settings-password-error-summary');
    expect(summary).toHaveTextContent('The entered passwords are not the same.');
    expect(summary).toHaveFocus();
    expect(field('New password')).toHaveValue(NEW);
    expect(field('Repeat new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("shows 'Please check your old password.' from the api, then succeeds and empties the form", async () => {
    const calls = passwordApi();
    const user = await renderSection();
    await fill(user, field('Current password'), 'wrong-one');
    await fill(user, field('New password'), NEW);
    await fill(user, field('Repeat new password'), NEW);
    await user.click(submit());
    expect(await screen.findByTestId('settings-password-error-summary')).toHaveTextContent('Please check your old password.');
    expect(field('New password')).toHaveValue(NEW);

    await user.clear(field('Current password'));
    await fill(user, field('Current password'), OLD);
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('settings-password-status')).toHaveTextContent('Your password has been changed.'));
    expect(field('Current password')).toHaveValue('');
    expect(calls).toHaveLength(2);
  });

  it('asks for at least the minimum length', async () => {
    passwordApi();
    const user = await renderSection();
    await fill(user, field('Current password'), OLD);
    await fill(user, field('New password'), 'short');
    await fill(user, field('Repeat new password'), 'short');
    await user.click(submit());
    expect(await screen.findByTestId('settings-password-error-summary')).toHaveTextContent('Use at least 8 characters.');
  });
});

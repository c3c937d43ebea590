import { screen, waitFor } from '@testing-library/react';
import { FIXTURE_TAKEN_EMAIL } from '@dating/shared/msw/account-settings';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { fill } from '@dating/shared/test-support/screen-test-kit';
import { serveMockApi, setupSettingsServer } from '../../../test-support/settings-test-kit';
import { mountSettings } from '../mount-settings';

const server = setupSettingsServer();

const TAKEN = FIXTURE_TAKEN_EMAIL;

/** The mock api (shared/src/msw): FIXTURE_TAKEN_EMAIL is in use; returns the addresses links went to. */
function mailChangeApi() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/mail-change.php')
      void request
        .clone()
        .json()
        .then((body) => sent.push((body as { email: string }).email));
  });
  serveMockApi(server);
  return sent;
}

const renderSection = async () => (await mountSettings(freeUserFixture)).user;

const newEmail = () => screen.getByLabelText('New e-mail address');
const submit = () => screen.getByRole('button', { name: 'Send confirmation link' });

describe('change e-mail section', () => {
  it('shows the current address and refuses an invalid one or the same one before calling the api', async () => {
    const sent = mailChangeApi();
    const user = await renderSection();
    expect(await screen.findByTestId('settings-email-current')).toHaveTextContent(freeUserFixture.email);
    await fill(user, newEmail(), 'not-an-address');
    await user.click(submit());
    expect(await screen.findByTestId('settings-email-error-summary')).toHaveTextContent('Invalid e-mail address');
    expect(newEmail()).toHaveValue('not-an-address');

    await user.clear(newEmail());
    await fill(user, newEmail(), freeUserFixture.email.toUpperCase());
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByTestId('settings-email-error-summary')).toHaveTextContent('This is already your e-mail address.'),
    );
    expect(sent).toEqual([]);
  });

  it("says 'already in use' from the api, then sends the link to a free address", async () => {
    const sent = mailChangeApi();
    const user = await renderSection();
    await fill(user, newEmail(), TAKEN);
    await user.click(submit());
    expect(await screen.findByTestId('settings-email-error-summary')).toHaveTextContent('E-mail address already in use');
    expect(newEmail()).toHaveValue(TAKEN);

    await user.clear(newEmail());
    await fill(user, newEmail(), 'New.Address@demo.test');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByTestId('settings-email-status')).toHaveTextContent('We have sent a confirmation link to new.address@demo.test.'),
    );
    expect(sent).toEqual([TAKEN, 'New.Address@demo.test']);
    expect(newEmail()).toHaveValue('');
  });
});

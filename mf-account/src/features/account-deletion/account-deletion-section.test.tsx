import { screen, waitFor, within } from '@testing-library/react';
import { FIXTURE_PASSWORD, freeUserFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { AccountDeletionSettings } from './account-deletion-section';

const server = setupScreenServer();

// The section alone, as the settings page mounts it.
const sectionParcel = createRemoteParcel(remote, 'settings', AccountDeletionSettings);

async function renderSection(query: Record<string, string> = {}) {
  const mock = createMockApi({ loggedIn: true });
  server.use(...mock.handlers);
  const { shell, navigate, recorded, user } = await mountScreen(sectionParcel, {
    route: 'settings',
    query,
    user: structuredClone(freeUserFixture),
    record: ['alert'],
  });
  return { mock, shell, navigate, alerts: recorded.alert, user };
}

describe('account deletion section', () => {
  it('offers the data download as a plain same-origin ZIP link', async () => {
    await renderSection();
    const link = await screen.findByRole('link', { name: 'Download my data (ZIP)' });
    expect(link).toHaveAttribute('href', '/api/my-data.php');
    expect(link).toHaveAttribute('download', 'my-data.zip');
  });

  it('walks reason → offers → password, keeps what was typed on a refusal, then deletes and leaves', async () => {
    const { user, navigate, mock } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });

    // Step 1: a reason is required.
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByTestId('delete-account-error-summary')).toHaveFocus();
    expect(within(dialog).getByTestId('delete-account-error-summary')).toHaveTextContent('Choose a reason');
    await user.click(within(dialog).getByRole('radio', { name: 'I am worried about my privacy' }));
    await user.type(within(dialog).getByLabelText('Anything else you want to tell us? (optional)'), 'Too public');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // Step 2: the retention offers, the company's discount first.
    expect(await within(dialog).findByRole('heading', { name: 'Before you go' })).toHaveFocus();
    expect(await within(dialog).findByTestId('delete-offer-discount')).toHaveTextContent('Stay with us and get 50% off your next credits.');
    await user.click(within(dialog).getByRole('button', { name: 'Claim my discount' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your code STAY50 (50% off) is saved to your account for 30 days.');
    expect(within(dialog).getByRole('link', { name: 'Buy credits with the discount' })).toHaveAttribute('href', '/credits');
    expect(within(dialog).getByRole('link', { name: 'Go to invisible mode' })).toHaveAttribute('href', '/settings#invisible');
    await user.click(within(dialog).getByRole('button', { name: 'Continue deleting' }));

    // Step 3: a wrong password is refused; reason and comment survive going back.
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByTestId('delete-account-error-summary')).toHaveTextContent('Please check your password.');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Please check your password.');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: 'I am worried about my privacy' })).toBeChecked();
    expect(within(dialog).getByLabelText('Anything else you want to tell us? (optional)')).toHaveValue('Too public');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Continue deleting' }));

    await user.type(within(dialog).getByLabelText('Password'), FIXTURE_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account-deleted', { replace: true }));
    expect(mock.state.user).toBeNull();
  });

  it('"Keep my account" closes the flow without deleting anything', async () => {
    const { user, navigate, mock } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
    expect(mock.state.user).not.toBeNull();
  });

  it('greets a member back from the reactivation link once, then drops the query', async () => {
    const { alerts, navigate } = await renderSection({ reactivated: '1' });
    await waitFor(() => expect(alerts).toEqual([{ level: 'success', message: 'Welcome back! Your account is active again.' }]));
    expect(navigate).toHaveBeenCalledWith('/settings', { replace: true });
  });
});

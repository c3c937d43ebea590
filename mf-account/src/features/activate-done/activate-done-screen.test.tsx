import { screen } from '@testing-library/react';
import type { User } from '@dating/shared/contracts/user';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as doneParcel from './activate-done.parcel';

setupScreenServer();

const unconfirmed: User = { ...freeUserFixture, status: 'not_confirmed', profile: { ...freeUserFixture.profile, status: 'disabled' } };

async function render(user: User | null) {
  const { recorded } = await mountScreen(doneParcel, { route: 'activate-done', user, record: ['refreshRequested'] });
  return { refreshes: recorded.refreshRequested };
}

describe('activate-done screen', () => {
  it('asks the shell to reload a logged-in member and leads into the members area', async () => {
    const { refreshes } = await render(unconfirmed);
    expect(await screen.findByRole('heading', { name: 'Your account is activated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start searching' })).toHaveAttribute('href', '/members');
    expect(refreshes).toEqual([{ what: ['user'] }]);
  });

  it('offers a visitor the login', async () => {
    const { refreshes } = await render(null);
    expect(await screen.findByRole('link', { name: 'Log in to continue' })).toHaveAttribute('href', '/login?redirect=%2Fmembers');
    expect(refreshes).toEqual([]);
  });
});

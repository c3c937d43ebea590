import { screen } from '@testing-library/react';
import { freeUserFixture, settingsFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { queryClient } from '../../query-client';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { chooseDateOfBirth } from '../../test-support/date-of-birth';
import * as profileParcel from './profile.parcel';

const server = setupScreenServer();
afterEach(() => queryClient.clear());

/** A birth date `years` years and `extraDays` days before today (UTC), so the test does not age. */
function yearsAgo(years: number, extraDays = 0): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + extraDays)).toISOString().slice(0, 10);
}

describe('profile form: the date of birth on a site that asks more than 18', () => {
  it("refuses a date under the site's min_age before sending, and names that age", async () => {
    const mock = createMockApi({ loggedIn: true });
    server.use(...mock.handlers);
    const puts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(new URL(request.url).pathname);
    });
    const { user } = await mountScreen(profileParcel, {
      route: 'profile',
      user: freeUserFixture,
      settings: { ...settingsFixture, min_age: 21 },
    });
    await screen.findByRole('button', { name: 'Save profile' });

    await chooseDateOfBirth(user, yearsAgo(21, 1));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const summary = await screen.findByTestId('profile-error-summary');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('You must be at least 21 years old');
    expect(puts).toEqual([]);

    await chooseDateOfBirth(user, yearsAgo(21));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(puts).toEqual(['/api/my-profile.php']);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { ACTIVATION_DAILY_LIMIT } from '@dating/shared/contracts/activation';
import type { User } from '@dating/shared/contracts/user';
import { createActivationHandlers } from '@dating/shared/msw/activation';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as reminderParcel from './activation-reminder.parcel';

const server = setupScreenServer();
afterEach(() => localStorage.clear());

/** Just signed up: not confirmed, profile disabled, e-mail not switched off. */
const unconfirmed: User = {
  ...freeUserFixture,
  email: 'new@demo.test',
  status: 'not_confirmed',
  profile: { ...freeUserFixture.profile, status: 'disabled' },
};

function setViewport(smartphone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: smartphone,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

async function renderReminder({
  user = unconfirmed,
  pathname = '/members',
  query = {},
  smartphone = false,
}: { user?: User | null; pathname?: string; query?: Record<string, string>; smartphone?: boolean } = {}) {
  setViewport(smartphone);
  const current = { user };
  const mock = createActivationHandlers(() => current.user);
  server.use(...mock.handlers);
  const route = { name: 'activation-reminder', params: {}, query, pathname, hash: '' };
  const { shell, mounted, recorded, user: userEvents } = await mountScreen(reminderParcel, { route, user, record: ['refreshRequested'] });
  return { mock, shell, mounted, current, refreshes: recorded.refreshRequested, user: userEvents };
}

describe('activation reminder', () => {
  it('reminds an unconfirmed member and sends the e-mail again, with feedback', async () => {
    const { user, mock } = await renderReminder();
    const reminder = await screen.findByTestId('activation-reminder');
    expect(reminder).toHaveTextContent('Please confirm your e-mail address: we sent a link to new@demo.test.');
    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('We have sent a new confirmation e-mail to new@demo.test.')).toBeInTheDocument();
    expect(mock.state.sent).toBe(1);
  });

  it('shows the translated daily-limit error', async () => {
    const { user, mock } = await renderReminder();
    mock.state.sent = ACTIVATION_DAILY_LIMIT;
    await user.click(await screen.findByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('Too many confirmation e-mails sent, please try again tomorrow.')).toBeInTheDocument();
  });

  it('asks the shell to reload the user when the address turns out to be confirmed already', async () => {
    const { user, current, refreshes } = await renderReminder();
    current.user = { ...unconfirmed, status: 'confirmed' };
    await user.click(await screen.findByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('Your e-mail address is already confirmed.')).toBeInTheDocument();
    expect(refreshes).toEqual([{ what: ['user'] }]);
  });

  it('stays away once dismissed, remembering the time under a hidden key', async () => {
    const { user, mounted } = await renderReminder();
    await user.click(await screen.findByRole('button', { name: 'Close the reminder' }));
    expect(screen.queryByTestId('activation-reminder')).not.toBeInTheDocument();
    expect(Number(localStorage.getItem('alert-dismissed:activation-reminder'))).toBeGreaterThan(0);
    await mounted.unmount();
    await renderReminder();
    // Mounted again (another page): still nothing.
    await waitFor(() => expect(screen.queryByTestId('activation-reminder')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Send the e-mail again' })).not.toBeInTheDocument();
  });

  it.each([
    ['a confirmed member', { ...unconfirmed, status: 'confirmed' as const }],
    ['an active profile', { ...unconfirmed, profile: { ...unconfirmed.profile, status: 'active' as const } }],
    [
      'disabled e-mail notifications',
      { ...unconfirmed, notifications_disabled: [{ reason: 'bounce' as const, since: '2025-03-01T10:00:00+00:00' }] },
    ],
  ])('is not shown for %s', async (_name, member) => {
    await renderReminder({ user: member });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('activation-reminder')).not.toBeInTheDocument();
  });

  it.each(['/settings', '/notifications', '/signup'])('is suppressed on %s', async (pathname) => {
    await renderReminder({ pathname });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('activation-reminder')).not.toBeInTheDocument();
  });

  it('is a closable modal with focus inside on a smartphone after signup completion', async () => {
    const { user } = await renderReminder({ smartphone: true, query: { api_signup_complete: '1' } });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your e-mail address' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(dialog).toHaveTextContent('we sent a link to new@demo.test');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Closed: the ordinary reminder remains.
    expect(screen.getByTestId('activation-reminder')).toBeInTheDocument();
  });

  it('is an alert, not a modal, on a smartphone without the signup-complete query', async () => {
    await renderReminder({ smartphone: true });
    expect(await screen.findByTestId('activation-reminder')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

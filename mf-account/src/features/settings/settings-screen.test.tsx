import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { HappeningPayload } from '@dating/shared/bus/events';
import { getNotificationSettingsEndpoint, updateNotificationSettingsEndpoint } from '@dating/shared/contracts/account-settings';
import type { User } from '@dating/shared/contracts/user';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { serveMockApi, setupSettingsServer } from '../../test-support/settings-test-kit';
import { mountSettings } from './mount-settings';

const server = setupSettingsServer();

/** The mock api (shared/src/msw) over one member; `failSaves` makes notification saves fail. */
function settingsApi(initial: Partial<User> = {}) {
  const mock = serveMockApi(server, initial);
  const control = { failSaves: false };
  server.use(
    endpointHandler(updateNotificationSettingsEndpoint, () =>
      control.failSaves ? HttpResponse.json({ error: { code: 'internal', message: 'down' } }, { status: 500 }) : undefined,
    ),
  );
  return {
    get user() {
      return mock.state.user!;
    },
    set failSaves(value: boolean) {
      control.failSaves = value;
    },
  };
}

async function renderSettings(user: User) {
  const refreshes: HappeningPayload<'refreshRequested'>[] = [];
  const mounted = await mountSettings(user);
  mounted.shell.bus.on$('refreshRequested').subscribe((r) => refreshes.push(r));
  return { ...mounted, refreshes };
}

describe('settings screen', () => {
  it('is one h1 and a labelled region per section', async () => {
    const api = settingsApi();
    await renderSettings(api.user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const name of [
      'E-mail and push notifications',
      'Invisible mode',
      'Read receipts',
      'Change e-mail address',
      'Change password',
      'Location',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    // No reasons, no "e-mails stopped" section.
    expect(screen.queryByRole('region', { name: 'E-mails stopped' })).not.toBeInTheDocument();
  });

  it('saves the notification switches of every type and keeps them when a save fails', async () => {
    const api = settingsApi();
    const { user, shell } = await renderSettings(api.user);
    const promotionsByEmail = await screen.findByRole('checkbox', { name: 'Promotions by e-mail' });
    expect(promotionsByEmail).toBeChecked();
    expect(screen.getAllByRole('checkbox', { name: / by (e-mail|push)$/ })).toHaveLength(16);

    await user.click(promotionsByEmail);
    await user.click(screen.getByRole('checkbox', { name: 'News by push' }));
    api.failSaves = true;
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByTestId('settings-notifications-status')).toHaveTextContent('Saving did not work');
    expect(promotionsByEmail).not.toBeChecked();

    api.failSaves = false;
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() =>
      expect(screen.getByTestId('settings-notifications-status')).toHaveTextContent('Your notification settings have been saved.'),
    );
    const { notification_settings: kept } = await shell.context.api.call(getNotificationSettingsEndpoint);
    expect(kept).toMatchObject({
      promotions: { email: false, push: true },
      news: { email: true, push: false },
      like: { email: true, push: true },
    });
  });

  it('switches invisible mode and publishes the updated user', async () => {
    const api = settingsApi();
    const { user, shell } = await renderSettings(api.user);
    const toggle = await screen.findByRole('switch', { name: 'Invisible mode' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId('settings-invisible-status')).toHaveTextContent('Invisible mode is on.'));
    expect(toggle).toBeChecked();
    const auth = shell.bus.get('auth');
    expect(auth.status === 'logged_in' && auth.user.invisible).toBe(true);
  });

  it('lets a member be seen by people who are not logged in: off until turned on, then saved and published', async () => {
    const api = settingsApi();
    const { user, shell } = await renderSettings(api.user);
    expect(screen.getByRole('region', { name: 'Visible to non-members' })).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Show my profile to people who are not logged in' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/only once they have been reviewed/);
    await user.click(toggle);
    await waitFor(() =>
      expect(screen.getByTestId('settings-visible-to-visitors-status')).toHaveTextContent(
        'People who are not logged in can now see your profile.',
      ),
    );
    expect(toggle).toBeChecked();
    expect(api.user.visible_to_visitors).toBe(true);
    const auth = shell.bus.get('auth');
    expect(auth.status === 'logged_in' && auth.user.visible_to_visitors).toBe(true);
  });

  it('switches read receipts off and publishes the updated user', async () => {
    const api = settingsApi();
    const { user, shell } = await renderSettings(api.user);
    const toggle = await screen.findByRole('switch', { name: 'Send read receipts' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId('settings-read-receipts-status')).toHaveTextContent('Read receipts are off.'));
    expect(toggle).not.toBeChecked();
    expect(api.user.read_receipts).toBe(false);
    const auth = shell.bus.get('auth');
    expect(auth.status === 'logged_in' && auth.user.read_receipts).toBe(false);
  });

  it('explains why e-mails stopped and switches them on again, asking the shell to refresh the user', async () => {
    const api = settingsApi({ notifications_disabled: [{ reason: 'bounce', since: '2026-01-02T00:00:00.000Z' }] });
    const { user, shell, refreshes } = await renderSettings(api.user);
    const section = await screen.findByRole('region', { name: 'E-mails stopped' });
    expect(within(section).getByText(`E-mails to ${api.user.email} could not be delivered.`)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Send me e-mails again' }));
    expect(await screen.findByText('E-mails are switched on again.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-mails stopped' })).not.toBeInTheDocument();
    expect(refreshes).toEqual([{ what: ['user'] }]);
    const auth = shell.bus.get('auth');
    expect(auth.status === 'logged_in' && auth.user.notifications_disabled).toEqual([]);
  });

  it('shows the push state of this device and asks the shell to turn push on or off', async () => {
    const api = settingsApi();
    const { user, shell } = await renderSettings(api.user);
    const requests: HappeningPayload<'pushToggleRequested'>[] = [];
    const subscription = shell.bus.on$('pushToggleRequested').subscribe((r) => requests.push(r));
    const state = await screen.findByTestId('settings-push-state');

    act(() => shell.bus.set('push', { capability: 'unsupported', isSubscribed: false, lastMessage: null }));
    await waitFor(() => expect(state).toHaveTextContent('This browser cannot show push notifications.'));
    expect(screen.queryByRole('button', { name: /push notifications/ })).not.toBeInTheDocument();

    act(() => shell.bus.set('push', { capability: 'denied', isSubscribed: false, lastMessage: null }));
    await waitFor(() => expect(state).toHaveTextContent('Push notifications are blocked in this browser.'));

    act(() => shell.bus.set('push', { capability: 'unknown', isSubscribed: false, lastMessage: null }));
    await user.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect(screen.getByTestId('settings-push-status')).toHaveTextContent('If your browser asks, allow notifications.');

    act(() => shell.bus.set('push', { capability: 'granted', isSubscribed: true, lastMessage: null }));
    await waitFor(() => expect(state).toHaveTextContent('Push notifications are on.'));
    await user.click(screen.getByRole('button', { name: 'Turn off push notifications' }));
    expect(requests).toEqual([{ subscribe: true }, { subscribe: false }]);
    subscription.unsubscribe();
  });

  it('can ask again when the shell answers with an unchanged push state (no service worker came)', async () => {
    const { user, shell } = await renderSettings(settingsApi().user);
    act(() => shell.bus.set('push', { capability: 'granted', isSubscribed: false, lastMessage: null }));
    const turnOn = await screen.findByRole('button', { name: 'Turn on push notifications' });
    await user.click(turnOn);
    expect(turnOn).toBeDisabled();
    act(() => shell.bus.set('push', { capability: 'granted', isSubscribed: false, lastMessage: null }));
    await waitFor(() => expect(turnOn).toBeEnabled());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATIONS_PAGE_SIZE, type AppNotification } from '@dating/shared/contracts/notifications';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createNotificationsHandlers, notificationsFixture } from '@dating/shared/msw/notifications';
import { routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { viewOf } from './notification-text';
import * as notificationsParcel from './notifications.parcel';

const server = setupScreenServer();

async function renderNotifications(items: AppNotification[] = notificationsFixture(), query: Record<string, string> = {}) {
  const mock = createNotificationsHandlers(items);
  server.use(...mock.handlers);
  return { mock, ...(await mountScreen(notificationsParcel, { route: 'notifications', query, user: freeUserFixture })) };
}

describe('notifications screen', () => {
  it('lists the notifications newest first with their texts, unread ones marked', async () => {
    await renderNotifications();
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(items[0]).toHaveTextContent('Sanne likes you');
    expect(items[1]).toHaveTextContent('It’s a match: you and Lotte like each other');
    expect(items[2]).toHaveTextContent('Sanne sent you a message');
    expect(within(items[0]!).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/members/101');
    expect(within(items[2]!).getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/chats/501');
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2 unread notifications');
  });

  it('marks one read, then all', async () => {
    const { user, mock } = await renderNotifications();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Sanne likes you' }));
    await waitFor(() => expect(screen.getByTestId('notifications-unread')).toHaveTextContent('1 unread notification'));
    expect(screen.getAllByTestId('notification')[0]).toHaveAttribute('data-read', 'true');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('notifications-unread')).toHaveTextContent('0 unread notifications'));
    expect(mock.state.items.every((n) => n.read)).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says so when there are none', async () => {
    await renderNotifications([]);
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('You have no notifications yet.');
  });

  it('pages through ?page=N', async () => {
    const many = notificationsFixture(NOTIFICATIONS_PAGE_SIZE + 2);
    const { user, navigate, mounted, shell } = await renderNotifications(many);
    expect(await screen.findAllByTestId('notification')).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(navigate).toHaveBeenCalledWith('/notifications?page=2');
    await mounted.update(shell.withRoute(routeInfoFor('notifications', {}, { page: '2' })));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reads only payload keys of the right shape', () => {
    const base = { id: 1, read: false, created_at: '2025-01-01T00:00:00.000Z' };
    expect(viewOf({ ...base, type: 'like', payload: { profile_id: '5', name: 42 } })).toEqual({ textKey: 'like', name: null, href: null });
    expect(viewOf({ ...base, type: 'unknown-kind', payload: { profile_id: 5, name: ' Eva ' } })).toEqual({
      textKey: 'other',
      name: 'Eva',
      href: '/members/5',
    });
  });
});

import { act, screen } from '@testing-library/react';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { renderShell } from '../test-support/render-shell';
import { demoUser } from '../test-support/fixtures';
import { stubBrowser } from '../test-support/setup-browser-stubs';

beforeEach(() => {
  stubBrowser();
  // The navigation below runs outside act on purpose (React's render of it must wait): React says so.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ShellRouter', () => {
  it('moves route$ with the history at once, before React has rendered the new page', async () => {
    const bus = createEventBus();
    bus.set('auth', { status: 'logged_in', user: demoUser() });
    const { services } = renderShell('/members', { bus });
    await screen.findByTestId('parcel-members');

    // What a parcel asks on a late answer (useStillShown): the shell's page is no longer its own.
    services.shell.context.navigate('/settings?section=push');
    expect(services.shell.route$.getValue()).toMatchObject({ name: 'settings', pathname: '/settings', query: { section: 'push' } });
    expect(screen.queryByTestId('parcel-settings')).toBeNull();

    await screen.findByTestId('parcel-settings');
    await act(async () => services.shell.context.navigate('/members', { replace: true }));
    expect(services.shell.route$.getValue()).toMatchObject({ name: 'members', pathname: '/members' });
  });
});

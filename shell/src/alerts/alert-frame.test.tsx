import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { renderShell } from '../test-support/render-shell';
import { demoUser } from '../test-support/fixtures';
import { fakeParcelLoader, SILENT_BANNERS } from '../test-support/fake-parcels';
import { stubBrowser } from '../test-support/setup-browser-stubs';
import { fakePushApi, fakePushBrowser, TEST_PUBLIC_KEY, type FakeBrowserOptions } from '../push/fake-push';
import { startPushSubscriptions } from './push-permission';

beforeEach(stubBrowser);

async function optIn(options: FakeBrowserOptions) {
  const bus = createEventBus();
  bus.set('auth', { status: 'logged_in', user: demoUser() });
  const { browser } = fakePushBrowser(options);
  const { api, calls } = fakePushApi();
  const push = startPushSubscriptions({ bus, api, publicKey: TEST_PUBLIC_KEY, browser });
  await push.settled();
  renderShell('/members', { bus, loader: fakeParcelLoader({ silent: SILENT_BANNERS }).loader });
  const frame = within(screen.getByTestId('alert-frame'));
  await userEvent.setup().click(await frame.findByRole('button', { name: 'Turn on' }));
  await push.settled();
  push.stop();
  return { frame, calls };
}

describe('the push opt-in alert', () => {
  it('goes away once the member is subscribed', async () => {
    const { frame, calls } = await optIn({ answer: 'granted' });
    await waitFor(() => expect(frame.queryByText(/Turn on notifications/)).not.toBeInTheDocument());
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });

  it('goes away when the browser denies, and nothing is sent', async () => {
    const { frame, calls } = await optIn({ answer: 'denied' });
    await waitFor(() => expect(frame.queryByText(/Turn on notifications/)).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it('stays, and can be used again, when the prompt was closed without an answer', async () => {
    const { frame } = await optIn({ answer: 'default' });
    await waitFor(() => expect(frame.getByRole('button', { name: 'Turn on' })).toBeEnabled());
  });
});

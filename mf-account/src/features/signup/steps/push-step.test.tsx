import { act, screen } from '@testing-library/react';
import type { EventBus } from '@dating/shared/bus/event-bus';
import type { PushState } from '@dating/shared/bus/events';
import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../../remote';
import { mountScreen, recordHappenings } from '@dating/shared/test-support/screen-test-kit';
import { PushStep } from './push-step';

afterEach(() => {
  document.body.innerHTML = '';
});

const onContinue = jest.fn();
beforeEach(() => onContinue.mockReset());

// The step alone, as the signup flow shows it once the account exists.
const stepParcel = createRemoteParcel(remote, 'signup', () => <PushStep onContinue={onContinue} />);

async function renderStep(push?: Partial<PushState>) {
  const screenKit = await mountScreen(stepParcel, { route: 'signup' });
  if (push) await shellAnswers(screenKit.shell.bus, push);
  const requests = recordHappenings(screenKit.shell.bus, 'pushToggleRequested');
  return { ...screenKit, requests };
}

/** What the shell's followPushRequests publishes once the browser answered (or the state it found). */
async function shellAnswers(bus: EventBus, push: Partial<PushState>): Promise<void> {
  await act(async () => bus.set('push', { ...bus.get('push'), ...push }));
}

describe('signup push opt-in step', () => {
  it('asks the shell to turn notifications on and shows them on, then continues', async () => {
    const { user, shell, requests } = await renderStep();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stay in the loop' }).catch(() => null)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(requests).toEqual([{ subscribe: true }]);
    expect(screen.getByRole('status')).toHaveTextContent('If your browser asks, allow notifications.');
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeDisabled();
    expect(onContinue).not.toHaveBeenCalled();

    await shellAnswers(shell.bus, { capability: 'granted', isSubscribed: true });
    expect(screen.getByRole('status')).toHaveTextContent('Notifications are on.');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    await user.click(next);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal by the browser and lets the member go on', async () => {
    const { user, shell } = await renderStep();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await shellAnswers(shell.bus, { capability: 'denied' });
    expect(screen.getByRole('status')).toHaveTextContent('Notifications are blocked in your browser settings.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('a closed prompt (still undecided) offers the button again', async () => {
    const { user, shell, requests } = await renderStep();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await shellAnswers(shell.bus, { capability: 'unknown' });
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(requests).toHaveLength(2);
  });

  it('"Not now" goes on without asking', async () => {
    const { user, requests } = await renderStep();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([]);
  });

  it('says so when this browser cannot show notifications, with nothing to turn on', async () => {
    await renderStep({ capability: 'unsupported' });
    expect(await screen.findByRole('status')).toHaveTextContent('This browser does not support notifications.');
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveFocus();
  });
});

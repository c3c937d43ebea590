import { act, screen } from '@testing-library/react';
import { createMockApi } from '@dating/shared/msw/handlers';
import { routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import { mountScreen, useScreenServer } from '../../test-support/screen-test-kit';
import * as modalParcel from './signup-modal.parcel';

const server = useScreenServer();
afterEach(() => window.sessionStorage.clear());

async function renderModal(route = routeInfoFor('members-id', { id: '42' })) {
  server.use(...createMockApi({ loggedIn: false }).handlers);
  const { shell, user } = await mountScreen(modalParcel, { route });
  return { shell, user };
}

describe('signup modal', () => {
  it('opens on signupRequested, titled by the reason, with the message step for the profile on screen', async () => {
    const { shell } = await renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => shell.bus.emit('signupRequested', { reason: 'chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up to chat' });
    expect(dialog).toContainElement(screen.getByRole('heading', { level: 3, name: 'Say hello' }));
  });

  it('addresses the first message to the profile the request names, on any page', async () => {
    const { shell } = await renderModal(routeInfoFor('members'));
    act(() => shell.bus.emit('signupRequested', { reason: 'chat', profileId: 7 }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Say hello' })).toBeInTheDocument();
  });

  it('closes on Escape before signup starts, but not once it is in progress', async () => {
    const { shell, user } = await renderModal();
    act(() => shell.bus.emit('signupRequested', { reason: 'photos' }));
    await screen.findByRole('dialog', { name: 'Sign up to see more photos' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => shell.bus.emit('signupRequested', { reason: 'like' }));
    await screen.findByRole('dialog', { name: 'Sign up to like' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on signupClosed and on redirectedToLogin', async () => {
    const { shell, user } = await renderModal();
    act(() => shell.bus.emit('signupRequested', { reason: 'other' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    act(() => shell.bus.emit('redirectedToLogin', {}));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => shell.bus.emit('signupRequested', { reason: 'other' }));
    await screen.findByRole('dialog');
    act(() => shell.bus.emit('signupClosed', {}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays shut on the /signup page itself', async () => {
    const { shell } = await renderModal(routeInfoFor('signup'));
    act(() => shell.bus.emit('signupRequested', { reason: 'chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

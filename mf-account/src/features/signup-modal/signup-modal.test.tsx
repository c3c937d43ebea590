import { act, screen } from '@testing-library/react';
import { createMockApi } from '@dating/shared/msw/handlers';
import { routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { DRAFT_STORAGE_KEY, EMPTY_DRAFT } from '../signup';
import { SIGNUP_MODAL_STORAGE_KEY } from './signup-modal-session';
import { signupModalAllowedOn } from './signup-modal';
import * as modalParcel from './signup-modal.parcel';
import { chooseDateOfBirth, dateOfBirthValue } from '../../test-support/date-of-birth';

// A whole signup typed up to its last step: room for a busy 2-core machine.
jest.setTimeout(30_000);

const server = setupScreenServer();
afterEach(() => window.sessionStorage.clear());

async function renderModal(route = routeInfoFor('members-id', { id: '42' })) {
  server.use(...createMockApi({ loggedIn: false }).handlers);
  const { shell, user, mounted, navigate } = await mountScreen(modalParcel, { route });
  return { shell, user, mounted, navigate };
}

/** A reload of the tab: the page (and its bus) goes, sessionStorage stays, the modal piece mounts afresh. */
async function reload(mounted: { unmount(): Promise<void> }, route = routeInfoFor('members-id', { id: '42' })) {
  await mounted.unmount();
  return renderModal(route);
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

describe('signup modal', () => {
  it('opens on signupRequested, titled by the reason, with the message step for the profile on screen', async () => {
    const { shell } = await renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => shell.bus.emit('signupRequested', { reason: 'chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up to chat' });
    // The flow is fetched when the modal first opens.
    expect(dialog).toContainElement(await screen.findByRole('heading', { level: 3, name: 'Say hello' }));
  });

  it('addresses the first message to the profile the request names, on any page', async () => {
    const { shell } = await renderModal(routeInfoFor('members'));
    act(() => shell.bus.emit('signupRequested', { reason: 'chat', profileId: 7 }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Say hello' })).toBeInTheDocument();
  });

  it('closes on Escape before signup starts; once in progress only its close button closes it, keeping the draft', async () => {
    const { shell, user } = await renderModal();
    act(() => shell.bus.emit('signupRequested', { reason: 'photos' }));
    await screen.findByRole('dialog', { name: 'Sign up to see more photos' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => shell.bus.emit('signupRequested', { reason: 'like' }));
    await screen.findByRole('dialog', { name: 'Sign up to like' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('About me');
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    const closed = jest.fn();
    shell.bus.on$('signupClosed').subscribe(closed);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed).toHaveBeenCalled();
    act(() => shell.bus.emit('signupRequested', { reason: 'like' }));
    expect(await stepHeading('About me')).toBeInTheDocument();
  });

  it('"Already a member? Log in" leaves for the login page and closes the modal', async () => {
    const { shell, user, navigate } = await renderModal();
    const redirected = jest.fn();
    shell.bus.on$('redirectedToLogin').subscribe(redirected);
    act(() => shell.bus.emit('signupRequested', { reason: 'chat' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Already a member?');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(redirected).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never covers the login, password-reset, legal, token or error pages', () => {
    for (const path of [
      '/login',
      '/reset-password',
      '/reset-password/do',
      '/pages/terms',
      '/abcdefghijklmnopqrstu',
      '/no/such/page',
      '/signup',
    ]) {
      expect(signupModalAllowedOn(path)).toBe(false);
    }
    for (const path of ['/', '/members', '/members/42', '/likes', '/signup-matches']) expect(signupModalAllowedOn(path)).toBe(true);
  });

  it('a signup in progress waits while the visitor reads the terms, and is there again on the next page', async () => {
    const { shell, user, mounted } = await renderModal();
    act(() => shell.bus.emit('signupRequested', { reason: 'like' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await stepHeading('About me');
    await mounted.update(shell.withRoute(routeInfoFor('pages-name', { name: 'terms' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => shell.bus.emit('signupRequested', { reason: 'chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await mounted.update(shell.withRoute(routeInfoFor('members')));
    expect(await stepHeading('About me')).toBeInTheDocument();
  });

  it('a reload on the login page does not reopen a signup in progress there', async () => {
    const { shell, user, mounted } = await renderModal();
    act(() => shell.bus.emit('signupRequested', { reason: 'like' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await stepHeading('About me');
    await reload(mounted, routeInfoFor('login'));
    expect(screen.queryByRole('dialog')).toBeNull();
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

  it('a reload in the middle of signup reopens it at the step reached, with everything typed, still in progress', async () => {
    const { shell, user, mounted } = await renderModal();
    act(() => shell.bus.emit('signupRequested', { reason: 'chat' }));
    await stepHeading('Say hello');
    await fill(user, screen.getByLabelText('Your first message'), 'Hi there');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Add a photo');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('About me');
    await user.click(screen.getByLabelText('Woman'));
    await user.selectOptions(screen.getByLabelText('Sexuality'), 'lesbian');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(await screen.findByLabelText('Country'), 'NL');
    await screen.findByRole('option', { name: 'Utrecht' });
    await user.selectOptions(screen.getByLabelText('Region'), '10');
    await fill(user, screen.getByLabelText('City'), 'Utrecht');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Personal info');
    await fill(user, screen.getByLabelText('E-mail address'), 'kept@example.test');
    await fill(user, screen.getByLabelText('Username'), 'Kept');
    await chooseDateOfBirth(user, '1990-05-06');
    await fill(user, passwordField(), 'kept-password');

    const after = await reload(mounted);
    const dialog = await screen.findByRole('dialog', { name: 'Sign up to chat' });
    expect(dialog).toContainElement(await stepHeading('Personal info'));
    expect(screen.getByLabelText('E-mail address')).toHaveValue('kept@example.test');
    expect(screen.getByLabelText('Username')).toHaveValue('Kept');
    expect(dateOfBirthValue()).toBe('1990-05-06');
    expect(passwordField()).toHaveValue('kept-password');
    // Still in progress: Escape and the backdrop leave it open.
    await after.user.keyboard('{Escape}');
    await after.user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The message for the profile is kept too, steps back.
    for (const step of ['Where do you live?', 'About me', 'Add a photo']) {
      await after.user.click(screen.getByRole('button', { name: 'Back' }));
      await stepHeading(step);
    }
    await after.user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Say hello');
    expect(screen.getByLabelText('Your first message')).toHaveValue('Hi there');
  });

  it('a draft kept without a signup in progress comes back when signup is opened again after a reload', async () => {
    const { shell, user, mounted } = await renderModal();
    act(() => shell.bus.emit('signupRequested', { reason: 'chat' }));
    await fill(user, await screen.findByLabelText('Your first message'), 'Hi there');
    // Closed from elsewhere (the shell, another piece): no longer in progress, the draft stays.
    act(() => shell.bus.emit('signupClosed', {}));
    expect(screen.queryByRole('dialog')).toBeNull();

    const after = await reload(mounted);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => after.shell.bus.emit('signupRequested', { reason: 'chat' }));
    await stepHeading('Say hello');
    expect(screen.getByLabelText('Your first message')).toHaveValue('Hi there');
  });

  it('leaving signup for the login page leaves nothing to reopen after a reload', async () => {
    const { shell, user, mounted } = await renderModal();
    act(() => shell.bus.emit('signupRequested', { reason: 'like' }));
    await stepHeading('Add a photo');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('About me');
    act(() => shell.bus.emit('redirectedToLogin', {}));
    await reload(mounted);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(SIGNUP_MODAL_STORAGE_KEY)).toBeNull();
  });

  it('does not reopen on the /signup page (the page takes the draft over), nor without a draft', async () => {
    window.sessionStorage.setItem(SIGNUP_MODAL_STORAGE_KEY, JSON.stringify({ reason: 'like' }));
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ draft: { ...EMPTY_DRAFT, email: 'kept@example.test' }, step: 2 }));
    const { mounted } = await renderModal(routeInfoFor('signup'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(SIGNUP_MODAL_STORAGE_KEY)).toBeNull();

    // The account exists (draft cleared) and the tab is reloaded: the marker left behind opens nothing.
    window.sessionStorage.setItem(SIGNUP_MODAL_STORAGE_KEY, JSON.stringify({ reason: 'like' }));
    window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
    await reload(mounted);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(SIGNUP_MODAL_STORAGE_KEY)).toBeNull();
  });

  it('stays shut on the /signup page itself', async () => {
    const { shell } = await renderModal(routeInfoFor('signup'));
    act(() => shell.bus.emit('signupRequested', { reason: 'chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

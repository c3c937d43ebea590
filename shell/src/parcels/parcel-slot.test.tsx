import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteName } from '@dating/shared/contracts/remotes';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { renderShell } from '../test-support/render-shell';
import { demoUser } from '../test-support/fixtures';
import { fakeParcel, fakeParcelLoader, type FakeParcelLog } from '../test-support/fake-parcels';
import { stubBrowser } from '../test-support/setup-browser-stubs';
import type { ParcelLoader, ParcelProps } from './parcel-types';

beforeEach(() => {
  stubBrowser();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The shell at `path` for a logged-in member or a visitor, its parcels from `loader`. */
function renderShellAs(who: 'member' | 'visitor', path: string, loader: ParcelLoader) {
  const bus = createEventBus();
  bus.set('auth', who === 'member' ? { status: 'logged_in', user: demoUser() } : { status: 'logged_out' });
  return renderShell(path, { loader, bus });
}

type LifecycleStep = (props: ParcelProps) => Promise<void>;

/** The fake parcels, but one parcel's `mount` or `update` goes through `wrap`, which decides when (and whether) the real step runs. */
function fakeLoaderWrapping(name: string, step: 'mount' | 'update', wrap: (original: LifecycleStep, props: ParcelProps) => Promise<void>) {
  const { loader: fakeLoader, log } = fakeParcelLoader();
  const loader: ParcelLoader = async (owner, parcel, options) => {
    const config = await fakeLoader(owner, parcel, options);
    if (parcel !== name) return config;
    const original = config[step] as LifecycleStep;
    return { ...config, [step]: (props: ParcelProps) => wrap(original, props) };
  };
  return { loader, log };
}

describe('ParcelSlot', () => {
  it('shows the fallback with a retry button inside the slot when the remote fails, while nav and footer work', async () => {
    const { loader, calls } = fakeParcelLoader({ failing: new Set<RemoteName>(['mf_search']) });
    const { container } = renderShellAs('visitor', '/members', loader);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(container.querySelector('[data-slot="members"]')).toContainElement(fallback);
    expect(within(fallback).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The rest of the page keeps working.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // Layout pieces of other remotes mounted in their own slots.
    await waitFor(() => expect(container.querySelector('[data-remote="mf_account"][data-parcel="signup-modal"]')).not.toBeNull());
    // No automatic retries: one attempt only.
    expect(calls.filter((c) => c.owner === 'mf_search')).toHaveLength(1);
  });

  it('retries on the button and mounts once the remote is reachable', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const log: FakeParcelLog = { mounted: [], updated: [], unmounted: [] };
    const retries: boolean[] = [];
    const loader: ParcelLoader = async (owner, parcel, options) => {
      if (owner === 'mf_search') retries.push(options?.retry ?? false);
      if (owner === 'mf_search' && !reachable) throw new Error('RUNTIME-008 Failed to load script resources');
      return fakeParcel(owner, parcel, log);
    };
    const chunkGuard = { handle: jest.fn(() => false) };
    const { container } = renderShell('/members', { loader, chunkGuard });
    const fallback = await screen.findByTestId('remote-fallback');
    expect(chunkGuard.handle).toHaveBeenCalled();
    reachable = true;
    await user.click(within(fallback).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(container.querySelector('[data-remote="mf_search"][data-parcel="members"]')).not.toBeNull());
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    expect(retries).toEqual([false, true]);
  });

  it('shows the fallback when the parcel throws while mounting', async () => {
    const loader: ParcelLoader = async (owner, parcel) => ({
      bootstrap: async () => undefined,
      mount: async () => {
        if (parcel === 'members') throw new Error('render failed');
      },
      unmount: async () => undefined,
    });
    const { container } = renderShell('/members', { loader });
    const fallback = await screen.findByTestId('remote-fallback');
    expect(container.querySelector('[data-slot="members"]')).toContainElement(fallback);
    expect(screen.getAllByTestId('remote-fallback')).toHaveLength(1);
  });

  it('updates the same parcel on a route change and unmounts it on leave', async () => {
    const { loader, log } = fakeParcelLoader();
    const { services } = renderShellAs('member', '/likes/received', loader);
    await screen.findByTestId('parcel-likes');
    await act(async () => services.shell.context.navigate('/likes/sent'));
    await waitFor(() => expect(log.updated).toContainEqual({ id: 'mf_likes/likes', route: '/likes/sent' }));
    expect(log.mounted.filter((id) => id === 'mf_likes/likes')).toHaveLength(1);
    expect(services.shell.route$.getValue()).toMatchObject({ name: 'likes-type', params: { type: 'sent' } });

    await act(async () => services.shell.context.navigate('/members'));
    await screen.findByTestId('parcel-members');
    await waitFor(() => expect(log.unmounted).toContain('mf_likes/likes'));
  });

  it('a route that changes while the parcel is still updating reaches it once that update is done', async () => {
    // Forward twice in quick succession: single-spa refuses an update while one runs, and the page must
    // end on the second address's content, not the first's.
    let releaseUpdate = () => undefined as void;
    const updateMayFinish = new Promise<void>((resolve) => (releaseUpdate = resolve));
    const { loader, log } = fakeLoaderWrapping('likes', 'update', async (update, props) => {
      await update(props);
      if (props.route.pathname === '/likes/sent') await updateMayFinish;
    });
    const { services } = renderShellAs('member', '/likes/received', loader);
    await screen.findByTestId('parcel-likes');
    await act(async () => services.shell.context.navigate('/likes/sent'));
    await waitFor(() => expect(log.updated).toContainEqual({ id: 'mf_likes/likes', route: '/likes/sent' }));
    await act(async () => services.shell.context.navigate('/likes/matches'));
    await act(async () => releaseUpdate());
    await waitFor(() => expect(log.updated.at(-1)).toEqual({ id: 'mf_likes/likes', route: '/likes/matches' }));
    expect(log.mounted.filter((id) => id === 'mf_likes/likes')).toHaveLength(1);
  });

  it('a parcel still mounting when the member navigates away cannot take them back', async () => {
    // The members page brings a bare /members in line with the member's filters as it mounts
    // (navigate with replace). A member who opened Settings meanwhile must stay on Settings.
    let releaseMembers = () => undefined as void;
    const membersMayMount = new Promise<void>((resolve) => (releaseMembers = resolve));
    const { loader, log } = fakeLoaderWrapping('members', 'mount', async (mount, props) => {
      await membersMayMount;
      props.navigate('/members?gender=female', { replace: true });
      props.showError(404);
      await mount(props);
    });
    const { container, services } = renderShellAs('member', '/members', loader);
    await waitFor(() => expect(container.querySelector('[data-slot="members"]')).not.toBeNull());
    await act(async () => services.shell.context.navigate('/settings'));
    await screen.findByTestId('parcel-settings');
    await act(async () => releaseMembers());
    await waitFor(() => expect(log.unmounted).toContain('mf_search/members'));
    expect(services.shell.route$.getValue()).toMatchObject({ name: 'settings' });
    expect(screen.getByTestId('parcel-settings')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /not found/i })).not.toBeInTheDocument();
  });

  it('a layout piece whose remote cannot load shows nothing, not an error card', async () => {
    const { loader, calls } = fakeParcelLoader({ failing: new Set<RemoteName>(['mf_account']) });
    const { container } = renderShellAs('visitor', '/members', loader);
    await waitFor(() => expect(calls.some((c) => c.owner === 'mf_account')).toBe(true));
    await waitFor(() => expect(container.querySelector('[data-slot="signup-modal"]')).toHaveAttribute('data-slot-state', 'error'));
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('[data-remote="mf_search"][data-parcel="members"]')).not.toBeNull());
  });
});

import type { RemoteName } from '@dating/shared/contracts/remotes';
import type { RemotesMap } from '@dating/shared/contracts/remotes-map';
import { fakeParcel } from '../test-support/fake-parcels';
import type { FederationRuntime } from './federation-runtime';
import { createRemoteParcelLoader, RemoteLoadError } from './remote-parcel-loader';
import { toRegistrations } from './remotes-map';

function fakeRuntime(behaviour: (id: string) => Promise<unknown>) {
  const registered: { names: string[]; force: boolean }[] = [];
  const loaded: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => registered.push({ names: remotes.map((r) => r.name), force: options?.force ?? false }),
    loadRemote: (id) => {
      loaded.push(id);
      return behaviour(id);
    },
  };
  return { runtime, registered, loaded };
}

const log = { mounted: [], updated: [], unmounted: [] };
const parcelsModule = (owner: RemoteName) => ({ default: { members: async () => fakeParcel(owner, 'members', log) } });
const remotes = toRegistrations(
  { remotes: { mf_search: '/mf/mf-search/mf-manifest.json', mf_chat: 'https://cdn.example/chat/mf-manifest.json' } } as RemotesMap,
  'http://localhost:8080/members',
);

describe('remote parcel loader', () => {
  it('resolves manifest URLs against the page, registers every remote and loads none up front', () => {
    expect(remotes).toEqual([
      { name: 'mf_search', entry: 'http://localhost:8080/mf/mf-search/mf-manifest.json' },
      { name: 'mf_chat', entry: 'https://cdn.example/chat/mf-manifest.json' },
    ]);
    const { runtime, registered, loaded } = fakeRuntime(async () => parcelsModule('mf_search'));
    createRemoteParcelLoader({ runtime, remotes, guard: { handle: () => false } });
    expect(registered).toEqual([{ names: ['mf_search', 'mf_chat'], force: false }]);
    expect(loaded).toEqual([]);
  });

  it('loads a remote on first use and caches it', async () => {
    const { runtime, loaded } = fakeRuntime(async () => parcelsModule('mf_search'));
    const load = createRemoteParcelLoader({ runtime, remotes, guard: { handle: () => false } });
    const config = await load('mf_search', 'members');
    expect(typeof config.mount).toBe('function');
    await load('mf_search', 'members');
    expect(loaded).toEqual(['mf_search/parcels']);
  });

  it('does not cache a failure, reports it to the chunk guard, and re-registers on retry', async () => {
    let fail = true;
    const { runtime, loaded, registered } = fakeRuntime(async () => {
      if (fail) throw new Error('RUNTIME-008 Failed to load script resources');
      return parcelsModule('mf_search');
    });
    const guard = { handle: jest.fn(() => false) };
    const load = createRemoteParcelLoader({ runtime, remotes, guard });
    await expect(load('mf_search', 'members')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(guard.handle).toHaveBeenCalledTimes(1);
    fail = false;
    await expect(load('mf_search', 'members', { retry: true })).resolves.toBeDefined();
    expect(loaded).toEqual(['mf_search/parcels', 'mf_search/parcels']);
    expect(registered[1]).toEqual({ names: ['mf_search'], force: true });
  });

  it('rejects unknown remotes and parcels', async () => {
    const { runtime } = fakeRuntime(async () => parcelsModule('mf_search'));
    const load = createRemoteParcelLoader({ runtime, remotes, guard: { handle: () => false } });
    await expect(load('mf_likes', 'likes')).rejects.toThrow('not in /remotes.json');
    await expect(load('mf_search', 'nope')).rejects.toThrow('no parcel "nope"');
  });
});

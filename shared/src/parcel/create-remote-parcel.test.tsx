import { act, screen, waitFor, fireEvent } from '@testing-library/react';
import { Observable, finalize, type Subscription } from 'rxjs';
import { useTranslation } from 'react-i18next';
import { freeUserFixture } from '../msw/fixtures';
import type { LocaleLoader } from '../i18n/i18n';
import { createStandInShell, routeInfoFor } from '../standalone/stand-in-context';
import type { ShellContext } from '../shell-context';
import { createLayoutPieceParcel, createRemoteParcel } from './create-remote-parcel';
import { defineRemote } from './parcel-contract';
import { mountParcel } from './parcel-test-kit';
import { useBusState, useObservable, useRoute, useShellContext } from './shell-context-hooks';

const TEXTS: Record<string, Record<string, string>> = {
  en: { title: 'Search members', unread: '{{count}} unread', member: 'Member {{id}}' },
  nl: { title: 'Leden zoeken', unread: '{{count}} ongelezen', member: 'Lid {{id}}' },
};
const loadTexts: LocaleLoader = async (locale) => TEXTS[locale] ?? TEXTS.en!;
const remote = defineRemote('mf_search', loadTexts);

function Screen() {
  const { t } = useTranslation('mf-search');
  const route = useRoute();
  const { user$ } = useShellContext();
  const user = useObservable(user$, null);
  const unread = useBusState('unreadMessages');
  return (
    <section>
      <h1>{t('title')}</h1>
      <p data-testid="member">{t('member', { id: route.params.id ?? '-' })}</p>
      <p data-testid="unread">{t('unread', { count: unread })}</p>
      <p data-testid="user">{user?.profile.name ?? ''}</p>
    </section>
  );
}

/** Counts live subscriptions to an observable, to prove unmount tears them all down. */
function tracked<T>(source$: Observable<T>, live: { count: number }): Observable<T> {
  return new Observable<T>((subscriber) => {
    live.count += 1;
    const inner: Subscription = source$.pipe(finalize(() => (live.count -= 1))).subscribe(subscriber);
    return () => inner.unsubscribe();
  });
}

function standIn(id = '12') {
  return createStandInShell({ route: routeInfoFor('members-id', { id }), user: freeUserFixture });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createRemoteParcel', () => {
  it('mounts the root with its texts, marked with remote and parcel, inside the element it was given', async () => {
    const shell = standIn();
    const mounted = await mountParcel(createRemoteParcel(remote, 'profile-view', Screen), shell.context);
    expect(await screen.findByRole('heading', { name: 'Search members' })).toBeTruthy();
    const marker = mounted.element.querySelector('[data-remote="mf_search"][data-parcel="profile-view"]');
    expect(marker?.contains(screen.getByRole('heading'))).toBe(true);
    expect(screen.getByTestId('member').textContent).toBe('Member 12');
    expect(screen.getByTestId('user').textContent).toBe('Daan');
    await mounted.unmount();
  });

  it('loads its namespace for the current language before the first paint, and follows a change', async () => {
    const shell = createStandInShell({ route: routeInfoFor('members'), locale: 'nl' });
    const mounted = await mountParcel(createRemoteParcel(remote, 'members', Screen), shell.context);
    expect(await screen.findByRole('heading', { name: 'Leden zoeken' })).toBeTruthy();
    expect(shell.context.i18n.hasResourceBundle('en', 'mf-search')).toBe(true); // the fallback language
    expect(shell.context.i18n.hasResourceBundle('nl', 'common')).toBe(true);
    await act(() => shell.context.i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Search members' })).toBeTruthy();
    await mounted.unmount();
  });

  it('re-renders with the new route on update', async () => {
    const shell = standIn('12');
    const mounted = await mountParcel(createRemoteParcel(remote, 'profile-view', Screen), shell.context);
    await screen.findByText('Member 12');
    await mounted.update(shell.withRoute(routeInfoFor('members-id', { id: '99' })));
    expect(await screen.findByText('Member 99')).toBeTruthy();
    await mounted.unmount();
  });

  it('reflects bus state changes while mounted', async () => {
    const shell = standIn();
    const mounted = await mountParcel(createRemoteParcel(remote, 'members', Screen), shell.context);
    await screen.findByText('0 unread');
    act(() => shell.bus.set('unreadMessages', 4));
    expect(await screen.findByText('4 unread')).toBeTruthy();
    await mounted.unmount();
  });

  it('removes its DOM and every subscription to shell observables on unmount', async () => {
    const shell = standIn();
    const live = { count: 0 };
    const context: ShellContext = {
      ...shell.context,
      user$: tracked(shell.context.user$, live),
      bus: { ...shell.bus, state$: (name) => tracked(shell.bus.state$(name), live) },
    };
    const mounted = await mountParcel(createRemoteParcel(remote, 'members', Screen), context);
    await screen.findByRole('heading', { name: 'Search members' });
    expect(live.count).toBe(2);
    const off = jest.spyOn(shell.context.i18n, 'off');
    await mounted.unmount();
    expect(live.count).toBe(0);
    expect(mounted.element.innerHTML).toBe('');
    expect(screen.queryByRole('heading')).toBeNull();
    // Both namespace registrations (the remote's and common) stopped following language changes.
    expect(off.mock.calls.filter(([event]) => event === 'languageChanged')).toHaveLength(2);
  });

  describe('when the root throws', () => {
    let consoleError: jest.SpyInstance;
    beforeEach(() => {
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => consoleError.mockRestore());

    it('shows the fallback inside its own element only, and retry remounts the root', async () => {
      let fail = true;
      function Flaky() {
        if (fail) throw new Error('boom');
        return <h1>Recovered</h1>;
      }
      const sibling = document.createElement('p');
      sibling.textContent = 'The rest of the page';
      document.body.appendChild(sibling);
      const shell = standIn();
      const mounted = await mountParcel(createRemoteParcel(remote, 'members', Flaky), shell.context);
      const fallback = await screen.findByTestId('remote-fallback');
      expect(mounted.element.contains(fallback)).toBe(true);
      expect(sibling.isConnected && sibling.textContent).toBe('The rest of the page');
      expect(consoleError).toHaveBeenCalled();
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeTruthy();
      expect(screen.queryByTestId('remote-fallback')).toBeNull();
      await mounted.unmount();
    });

    it('a layout piece fails silently: nothing rendered, nothing else touched', async () => {
      function Broken(): never {
        throw new Error('boom');
      }
      const shell = standIn();
      const mounted = await mountParcel(createLayoutPieceParcel(remote, 'like-modal', Broken), shell.context);
      await waitFor(() => expect(consoleError).toHaveBeenCalled());
      expect(screen.queryByTestId('remote-fallback')).toBeNull();
      expect(mounted.element.textContent).toBe('');
      await mounted.unmount();
    });

    it('refuses a ShellContext of another version with the contained fallback', async () => {
      const shell = standIn();
      const future = { ...shell.context, version: 3 } as unknown as ShellContext;
      const mounted = await mountParcel(createRemoteParcel(remote, 'members', Screen), future);
      const fallback = await screen.findByTestId('remote-fallback');
      expect(mounted.element.contains(fallback)).toBe(true);
      await mounted.unmount();
    });
  });
});

describe('the CSP style nonce from the ShellContext', () => {
  function Styled() {
    return <p css={{ color: 'rebeccapurple' }}>styled</p>;
  }

  // Earlier tests mounted without a nonce (their own cache); only this test's tags are looked at.
  beforeEach(() => {
    document.head.querySelectorAll('style').forEach((tag) => tag.remove());
  });

  it('is on every <style> tag the remote’s emotion cache inserts', async () => {
    const shell = createStandInShell({ route: routeInfoFor('members'), user: null, styleNonce: 'cmVtb3Rl' });
    await mountParcel(createRemoteParcel(remote, 'members', Styled), shell.context);
    await screen.findByText('styled');
    const tags = [...document.head.querySelectorAll('style[data-emotion^="mf-search"]')];
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.map((tag) => tag.getAttribute('nonce'))).toEqual(tags.map(() => 'cmVtb3Rl'));
  });

  it('reaches the parcel through the context', async () => {
    function ShowNonce() {
      return <p data-testid="nonce">{useShellContext().styleNonce}</p>;
    }
    const shell = createStandInShell({ route: routeInfoFor('members'), user: null, styleNonce: 'cmVtb3Rl' });
    await mountParcel(createRemoteParcel(remote, 'members', ShowNonce), shell.context);
    expect((await screen.findByTestId('nonce')).textContent).toBe('cmVtb3Rl');
  });
});

import { useMemo, useState } from 'react';
import { LOCALES, type Locale } from '../contracts/locales';
import type { User } from '../contracts/user';
import { COMMON_NAMESPACE, loadCommonLocale } from '../i18n/common-locales';
import { changeLocale } from '../i18n/i18n';
import { layoutPiecesOf } from '../parcel/parcel-names';
import type { ParcelLoaders, RemoteDefinition } from '../parcel/parcel-contract';
import type { RouteInfo } from '../shell-context';
import { ParcelSlot } from './parcel-slot';
import { ownedRouteByName, routesOf, sampleRoute } from './sample-routes';
import type { StandInShell } from './stand-in-context';

// Developer tooling, not product UI: its few labels are deliberately not translated.

export interface StandalonePageProps {
  remote: RemoteDefinition;
  parcels: ParcelLoaders;
  shell: StandInShell;
  route: RouteInfo;
  user: User | null;
}

const bar = {
  display: 'flex',
  gap: 16,
  alignItems: 'center',
  flexWrap: 'wrap',
  padding: '8px 16px',
  background: '#2b1830',
  color: '#fff',
  font: '14px system-ui',
} as const;

/** A minimal stand-in for the shell: route picker, language, session toggle, content slot, layout pieces. */
export function StandalonePage({ remote, parcels, shell, route: initialRoute, user }: StandalonePageProps) {
  const [route, setRoute] = useState(initialRoute);
  const [locale, setLocale] = useState<Locale>(shell.bus.get('locale'));
  const [loggedIn, setLoggedIn] = useState(user !== null);
  const context = useMemo(() => shell.withRoute(route), [shell, route]);
  const parcel = ownedRouteByName(route.name)?.parcel;

  const pickRoute = (name: string) => {
    const def = ownedRouteByName(name);
    if (!def) return;
    const next = sampleRoute(def);
    window.history.pushState(null, '', next.pathname);
    setRoute(next);
  };

  const pickLocale = async (next: Locale) => {
    await changeLocale(shell.context.i18n, next, { [remote.namespace]: remote.loadTexts, [COMMON_NAMESPACE]: loadCommonLocale });
    shell.bus.set('locale', next);
    document.documentElement.lang = next;
    setLocale(next);
  };

  const toggleSession = (on: boolean) => {
    shell.user$.next(on ? user : null);
    shell.bus.set('auth', on && user ? { status: 'logged_in', user } : { status: 'logged_out' });
    setLoggedIn(on);
  };

  return (
    <div>
      <header style={bar}>
        <strong>{remote.name} · standalone (msw)</strong>
        <label>
          route{' '}
          <select value={route.name} onChange={(event) => pickRoute(event.target.value)}>
            {routesOf(remote.name).map((def) => (
              <option key={def.name} value={def.name}>
                {def.name} — {def.path}
              </option>
            ))}
          </select>
        </label>
        <label>
          language{' '}
          <select value={locale} onChange={(event) => void pickLocale(event.target.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={loggedIn} disabled={!user} onChange={(event) => toggleSession(event.target.checked)} /> logged in
        </label>
      </header>
      <main style={{ padding: 16 }}>{parcel && <ParcelSlot parcels={parcels} parcel={parcel} context={context} />}</main>
      {layoutPiecesOf(remote.name).map((piece) => (
        <ParcelSlot key={piece} parcels={parcels} parcel={piece} context={shell.withRoute({ ...route, name: piece })} />
      ))}
    </div>
  );
}

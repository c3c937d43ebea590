// Every remote's screen tests: mount a parcel as the shell does, over msw, with a stand-in shell.
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { EventBus } from '../bus/event-bus';
import type { HappeningName, HappeningPayload } from '../bus/events';
import type { Locale } from '../contracts/locales';
import type { Settings } from '../contracts/settings';
import type { User } from '../contracts/user';
import type { ParcelLifecycles } from '../parcel/parcel-contract';
import { mountParcel } from '../parcel/parcel-test-kit';
import type { RouteInfo } from '../shell-context';
import { createStandInShell, routeInfoFor, type StandInShell } from '../standalone/stand-in-context';

/**
 * The msw server of a screen test file, with its hooks registered: unhandled requests fail the
 * test, and after each test the handlers, listeners and the page are reset.
 */
export function setupScreenServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    document.body.innerHTML = '';
  });
  afterAll(() => server.close());
  return server;
}

export interface ScreenOptions<N extends HappeningName> {
  /** A route name (its pathname from the route table), or a whole route (a piece mounted on some page). */
  route: string | RouteInfo;
  params?: Record<string, string | undefined>;
  query?: Record<string, string>;
  /** The logged-in member; a visitor when left out. */
  user?: User | null;
  locale?: Locale;
  settings?: Settings;
  /** Happenings to collect from before the mount (a screen may publish while mounting). */
  record?: readonly N[];
  /** Runs on the stand-in shell before the mount (e.g. to follow happenings in their order). */
  beforeMount?: (shell: StandInShell) => void;
}

/**
 * Mounts a parcel the way the shell does, with a stand-in shell whose `navigate` is a jest mock,
 * and a user-event session for the test.
 */
export async function mountScreen<N extends HappeningName = never>(
  parcel: ParcelLifecycles | (() => Promise<ParcelLifecycles>),
  options: ScreenOptions<N>,
) {
  const route = typeof options.route === 'string' ? routeInfoFor(options.route, options.params, options.query) : options.route;
  const shell = createStandInShell({ route, user: options.user ?? null, locale: options.locale, settings: options.settings });
  const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
  shell.context.navigate = navigate;
  const recorded = {} as { [K in N]: HappeningPayload<K>[] };
  for (const name of options.record ?? []) recorded[name] = recordHappenings(shell.bus, name);
  options.beforeMount?.(shell);
  const mounted = await mountParcel(parcel, shell.context);
  return { shell, navigate, mounted, recorded, user: userEvent.setup() };
}

/** Every payload of one happening published on `bus` from now on. */
export function recordHappenings<K extends HappeningName>(bus: EventBus, name: K): HappeningPayload<K>[] {
  const seen: HappeningPayload<K>[] = [];
  bus.on$(name).subscribe((payload) => seen.push(payload));
  return seen;
}

/** Click into the field and paste: one input event per field instead of one per key (fast on a busy machine). */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { E2E_BASE_URL } from './env';
import { DEMO, membersFor, type Members } from './members';

export { DEMO };

/** Logs the page's browser context in through the real api (the session cookie lands in the context). */
export async function login(page: Page, who: keyof typeof DEMO): Promise<void> {
  await membersFor(page).login(who);
}

/** localStorage key the shell keeps the site-entry confirmation under (shell/src/entry-warning). */
export const ENTRY_ACCEPTED_KEY = 'shell:site-entry-accepted';

/** What the browser reported during one test: console errors and Content Security Policy violations. */
interface BrowserReports {
  consoleErrors: string[];
  cspViolations: string[];
  /** Console errors the test declared (`expectConsoleErrors`); any other fails it. */
  expected: RegExp[];
}

/** How a console error reads in a failure: the text and where it came from (a failed resource's URL). */
function describeConsoleError(message: ConsoleMessage): string {
  const { url } = message.location();
  return url ? `${message.text()} [${url}]` : message.text();
}

const CSP_BINDING = '__e2eCspViolation';

const watched = new WeakSet<BrowserContext>();

/** Every page of the context reports its console errors and CSP violations to `reportTo()` (once per context; dropped while it is null). */
async function watchContext(context: BrowserContext, reportTo: () => BrowserReports | null): Promise<void> {
  // The default context comes from browser.newContext too, which `watchNewContexts` wraps.
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    if (message.type() === 'error') reportTo()?.consoleErrors.push(describeConsoleError(message));
  });
  await context.exposeBinding(CSP_BINDING, (_source, violation: string) => {
    reportTo()?.cspViolations.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.documentURI})`,
      );
    });
  }, CSP_BINDING);
}

/**
 * The browser's console error for a response it logs as failed ("Failed to load resource: the server
 * responded with a status of 404 (Not Found)"), `status` a number or '4xx', for a URL containing `url`.
 */
export function failedResource(status: number | '4xx', url: RegExp | string): RegExp {
  const code = status === '4xx' ? '4\\d\\d' : String(status);
  const path = typeof url === 'string' ? url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : url.source;
  return new RegExp(`^Failed to load resource: the server responded with a status of ${code} .*\\[[^\\]]*${path}[^\\]]*\\]$`);
}

/** After a test: what the browser reported must be clean. */
function expectCleanReports(reports: BrowserReports, pageErrors: string[] = []): void {
  expect(reports.cspViolations, 'Content Security Policy violations').toEqual([]);
  const undeclared = reports.consoleErrors.filter((text) => !reports.expected.some((pattern) => pattern.test(text)));
  expect(undeclared, 'console errors the test did not declare (expectConsoleErrors)').toEqual([]);
  expect(pageErrors, 'uncaught page errors').toEqual([]);
}

/** Who a shared tab is: a visitor, or the free demo member logged in once; in the site's locale or another. */
export interface TabKind {
  role: 'visitor' | 'member';
  /** The language cookie the tab carries from the start (STORAGE_NAMES.locale). */
  locale?: 'en' | 'de';
  /**
   * The window's size from the start (default: Playwright's 1280×720): a journey that walks pages at a
   * phone's width takes a tab of that size instead of resizing a wide one before and after each visit.
   */
  viewport?: { width: number; height: number };
}

/** A worker's tab and where its reports go: to the test using it, or nowhere between tests. */
interface SharedTab {
  tab: Page;
  sink: { reports: BrowserReports | null; pageErrors: string[] | null };
}

interface WorkerFixtures {
  /** The worker's shared tabs, opened on first use and closed with the worker. */
  sharedTabs: (kind: TabKind) => Promise<SharedTab>;
}

interface Fixtures {
  /**
   * A browser tab of this worker for a test that only visits pages (one per kind, kept from test to test):
   * each visit is still a full page load, but the hashed, immutable scripts come from the tab's cache, about
   * half the time and CPU of a fresh context. Its cookies and storage carry over, so a test that changes
   * them (signs up, logs out, types into a form that keeps a draft) takes a fresh `page` instead. What the
   * browser reports during the test is checked as for `page`, uncaught page errors included.
   */
  tabFor: (kind: TabKind) => Promise<Page>;
  /** Reports collected in the test's context; the suite fails on any CSP violation and any undeclared console error. */
  browserReports: BrowserReports;
  /**
   * Declares console errors this test causes on purpose (a 404 page's own document, an api answer the
   * journey expects to be refused, a remote made unreachable): each pattern is matched against
   * `text [url]`. Every other console error, and every CSP violation, fails the test.
   */
  expectConsoleErrors: (...patterns: RegExp[]) => void;
  /** Contexts a test opens itself (`browser.newContext()`, a second member) report to `browserReports` too. */
  watchNewContexts: void;
  /** Uncaught page errors collected during the test; journeys assert it stays empty. */
  pageErrors: string[];
  /** Most journeys start as a visitor who confirmed the site-entry warning long ago. */
  entryAccepted: boolean;
  /** Makes members (`create`) and logs them in (`login`) through the real api, in this test's page by default. */
  members: Members;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  sharedTabs: [
    async ({ browser }, provide) => {
      // The browser's own newContext, taken before a test's `watchNewContexts` wraps it: a shared tab
      // reports to whichever test uses it, not to the test that happened to open it.
      const newContext = browser.newContext.bind(browser);
      const tabs = new Map<string, Promise<SharedTab>>();
      const open = async ({ role, locale, viewport }: TabKind): Promise<SharedTab> => {
        const context = await newContext({
          baseURL: E2E_BASE_URL,
          locale: 'en-US',
          serviceWorkers: 'block',
          ...(viewport ? { viewport } : {}),
        });
        const sink: SharedTab['sink'] = { reports: null, pageErrors: null };
        await watchContext(context, () => sink.reports);
        await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
        if (locale) await context.addCookies([{ name: STORAGE_NAMES.locale, value: locale, url: E2E_BASE_URL }]);
        const tab = await context.newPage();
        tab.on('pageerror', (error) => sink.pageErrors?.push(error.message));
        if (role === 'member') await membersFor(tab).login('free');
        return { tab, sink };
      };
      await provide((kind) => {
        const key = `${kind.role}:${kind.locale ?? ''}:${kind.viewport ? `${kind.viewport.width}x${kind.viewport.height}` : ''}`;
        if (!tabs.has(key)) tabs.set(key, open(kind));
        return tabs.get(key)!;
      });
      for (const shared of tabs.values()) await (await shared).tab.context().close();
    },
    { scope: 'worker' },
  ],
  tabFor: async ({ sharedTabs, browserReports }, provide) => {
    const used = new Set<SharedTab>();
    const pageErrors: string[] = [];
    await provide(async (kind) => {
      const shared = await sharedTabs(kind);
      shared.sink.reports = browserReports;
      shared.sink.pageErrors = pageErrors;
      used.add(shared);
      return shared.tab;
    });
    for (const shared of used) shared.sink.reports = shared.sink.pageErrors = null;
    expectCleanReports(browserReports, pageErrors);
  },
  entryAccepted: [true, { option: true }],
  // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  browserReports: async ({}, provide) => {
    await provide({ consoleErrors: [], cspViolations: [], expected: [] });
  },
  expectConsoleErrors: async ({ browserReports }, provide) => {
    await provide((...patterns) => void browserReports.expected.push(...patterns));
  },
  watchNewContexts: [
    async ({ browser, browserReports }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await watchContext(context, () => browserReports);
        return context;
      };
      await provide();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  context: async ({ context, browserReports }, provide) => {
    await watchContext(context, () => browserReports);
    await provide(context);
    // After the test, before the context closes: what the browser reported must be clean.
    expectCleanReports(browserReports);
  },
  page: async ({ page, entryAccepted }, provide) => {
    if (entryAccepted) {
      await page.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
    }
    await provide(page);
  },
  members: async ({ page }, provide) => {
    await provide(membersFor(page));
  },
  pageErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
});

export { expect };

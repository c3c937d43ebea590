import { defineConfig, type LaunchOptions } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/env';

/** The tag of the journeys in which the browser asks the member for the permission to notify. */
const NOTIFICATION_PROMPT = /@notification-prompt/;

function launchWith(executablePath: string | undefined): LaunchOptions {
  return {
    executablePath: executablePath || undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
}

/**
 * Drives the composed app (the real api serving the built shell and remotes, a fresh PGlite
 * database seeded with demo data) in Debian's Chromium and its headless shell. `npm test` builds first and
 * finds both (scripts/find-chromium.mjs).
 */
export default defineConfig({
  testDir: './journeys',
  // One folder per port, so two runs side by side never overwrite each other's traces.
  outputDir: `../test-results/e2e-${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace of every journey to keep the failed ones cost about a fifth of the run (two
    // specs, 57 tests: 69-70 s against 50-56 s without). A retry records one: CI retries a failure
    // once; locally, `npx playwright test --trace on <spec>` records the journey being looked at.
    trace: 'on-first-retry',
    locale: 'en-US',
    // The site's service worker (docs/installed-app.md) is kept out of the journeys but its own
    // (push.spec.ts and installed-app.spec.ts allow it): a page's route() does not see the worker's
    // fetches, so a journey that aborts or fakes a request would be bypassed by the worker's cache,
    // and every fresh context would install it and fill its cache for nothing (about a tenth of the run).
    serviceWorkers: 'block',
  },
  projects: [
    // Most journeys: Chromium's headless shell, the same engine without the desktop browser around it,
    // draws their pages in about half the CPU time (routes.spec.ts: 107 s of test time against 221 s).
    {
      name: 'headless-shell',
      grepInvert: NOTIFICATION_PROMPT,
      use: { launchOptions: launchWith(process.env.PLAYWRIGHT_HEADLESS_SHELL_PATH || process.env.PLAYWRIGHT_CHROMIUM_PATH) },
    },
    // The headless shell answers every notification request "denied", as no member's browser does: the
    // journeys tagged @notification-prompt (the browser asks, the member allows or declines) run in Chromium.
    { name: 'chromium', grep: NOTIFICATION_PROMPT, use: { launchOptions: launchWith(process.env.PLAYWRIGHT_CHROMIUM_PATH) } },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    cwd: '..',
    url: `${E2E_BASE_URL}/api/health.php`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
});

import { test as base, expect, type Page } from '@playwright/test';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@dating/shared/contracts/errors';

export const DEMO = {
  free: { email: 'free@demo.test', password: 'demo-password' },
  premium: { email: 'premium@demo.test', password: 'demo-password' },
} as const;

/** The header every state-changing call carries (the api's CSRF guard), and user.php calls too. */
export const CLIENT_HEADERS = { [CLIENT_HEADER]: CLIENT_HEADER_VALUE };

/** Logs the page's browser context in through the real api (the session cookie lands in the context). */
export async function login(page: Page, who: keyof typeof DEMO): Promise<void> {
  const response = await page.request.post('/api/user.php', { data: DEMO[who], headers: CLIENT_HEADERS });
  expect(response.status(), await response.text()).toBe(200);
}

export async function apiGet<T = unknown>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: CLIENT_HEADERS });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** localStorage key the shell keeps the site-entry confirmation under (shell/src/entry-warning). */
const ENTRY_ACCEPTED_KEY = 'shell:site-entry-accepted';

interface Fixtures {
  /** Uncaught page errors collected during the test; journeys assert it stays empty. */
  pageErrors: string[];
  /** Most journeys start as a visitor who confirmed the site-entry warning long ago. */
  entryAccepted: boolean;
}

export const test = base.extend<Fixtures>({
  entryAccepted: [true, { option: true }],
  page: async ({ page, entryAccepted }, provide) => {
    if (entryAccepted) {
      await page.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
    }
    await provide(page);
  },
  pageErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
});

export { expect };

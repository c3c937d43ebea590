import { test as base, expect, type Page } from '@playwright/test';
import { DEMO, membersFor, type Members } from './members';

export { DEMO };

/** Logs the page's browser context in through the real api (the session cookie lands in the context). */
export async function login(page: Page, who: keyof typeof DEMO): Promise<void> {
  await membersFor(page).login(who);
}

/** localStorage key the shell keeps the site-entry confirmation under (shell/src/entry-warning). */
export const ENTRY_ACCEPTED_KEY = 'shell:site-entry-accepted';

interface Fixtures {
  /** Uncaught page errors collected during the test; journeys assert it stays empty. */
  pageErrors: string[];
  /** Most journeys start as a visitor who confirmed the site-entry warning long ago. */
  entryAccepted: boolean;
  /** Makes members (`create`) and logs them in (`login`) through the real api, in this test's page by default. */
  members: Members;
}

export const test = base.extend<Fixtures>({
  entryAccepted: [true, { option: true }],
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

import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { reportProfileEndpoint } from '@dating/shared/contracts/reports';
import { searchMembersEndpoint } from '@dating/shared/contracts/search';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { callApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { ENTRY_ACCEPTED_KEY, expect, test } from '../support/fixtures';
import { readMails } from '../support/mailbox';
import { membersFor } from '../support/members';
import { staffLogin } from '../support/staff';

/** A browser of its own (the moderator's, the reported member's), past the site-entry warning. */
async function ownTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

test('a member reports another; a moderator bans from the report; both get their notes by mail, and the banned member’s open tab shows the ban page', async ({
  page,
  members,
  browser,
}, testInfo) => {
  const run = randomUUID().slice(0, 8);
  // The reporter is this test's page; the reported member has the site open in a browser of their own.
  const reporter = await members.create({}, { activated: true });
  const reportedTab = await ownTab(browser);
  const reported = await membersFor(reportedTab).create({ name: `Reported ${run}` }, { activated: true });
  await reportedTab.goto('/members');
  await expect(reportedTab.getByRole('navigation', { name: 'Main' })).toBeVisible();

  const comment = `Asked me for money, run ${run}`;
  await callApi(page.request, reportProfileEndpoint, { body: { profile: reported.profileId, reason: 'scam_or_spam', comment } });
  // And one of the site's own profiles, whose reports have a tab of their own.
  const found = await callApi(page.request, searchMembersEndpoint, {
    query: { gender: 'female', country: 'NL', min_age: 18, max_age: 99, limit: 24 },
  });
  const persona = found.profiles.find((profile) => profile.fictional);
  expect(persona, 'the demo data has fictional profiles in NL').toBeDefined();
  const personaComment = `Asked me for a gift card, run ${run}`;
  await callApi(page.request, reportProfileEndpoint, { body: { profile: persona!.id, reason: 'scam_or_spam', comment: personaComment } });

  // The demo moderator (logged in through the api) opens the queue.
  const moderator = await ownTab(browser);
  await staffLogin(moderator.request, 'moderator@demo.test');
  expect((await moderator.goto(staffPathTo('staff-reports')))?.status()).toBe(200);
  await expect(moderator.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await moderator
    .getByRole('navigation', { name: 'Reports queue' })
    .getByRole('button', { name: new RegExp(`Reported ${run}`) })
    .click();
  const open = moderator.getByRole('article');
  await expect(open.getByRole('heading', { name: `Reported ${run}` })).toBeVisible();
  await expect(open.getByText(comment)).toBeVisible();
  expect(await axeViolations(moderator), 'the reports page').toEqual([]);
  await screenshots(moderator, 'staff-reports', (name) => testInfo.outputPath(name));

  await open.getByRole('radio', { name: 'Ban' }).check();
  await open.getByRole('combobox', { name: 'Ground' }).selectOption({ label: 'Fraud, scams or asking for money' });
  await open.getByRole('textbox', { name: 'Facts' }).fill('Asked members for money in several conversations.');
  await open.getByRole('button', { name: 'Ban the member' }).click();
  await expect(moderator.getByText(/Decision saved\./)).toBeVisible();

  // The site profiles' tab: the persona's report is there, and the page passes axe as a whole.
  await moderator.getByRole('tab', { name: 'Site profiles' }).click();
  await moderator
    .getByRole('navigation', { name: 'Site profiles queue' })
    .getByRole('button', { name: new RegExp(`^${persona!.name}`) })
    .click();
  await expect(moderator.getByRole('article').getByText(personaComment)).toBeVisible();
  expect(await axeViolations(moderator), 'the site profiles tab').toEqual([]);
  await screenshots(moderator, 'staff-reports-site-profiles', (name) => testInfo.outputPath(name));

  // The banned member's open tab is logged out and shown the ban page.
  await expect(reportedTab).toHaveURL('/pages/ban', { timeout: 10_000 });

  // The statement of reasons and the reporter's outcome note (the job queue sends them right after the decision).
  await expect(async () => {
    const statement = (await readMails(page.request, reported.email)).find((mail) => mail.subject === 'A decision about your account');
    expect(statement?.text).toContain('Fraud, scams or asking for money');
    expect(statement?.text).toMatch(/\/complaints\?appeal=\d+\.[\w-]{32}/);
    const note = (await readMails(page.request, reporter.email)).find((mail) => mail.subject === 'About your report');
    expect(note?.text).toContain('have taken action');
  }).toPass({ timeout: 10_000 });
});

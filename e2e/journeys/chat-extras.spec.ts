import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations, screenshots } from '../support/axe';
import { ENTRY_ACCEPTED_KEY, expect, test } from '../support/fixtures';
import type { Member } from '../support/members';
import { textIn } from '../support/texts';

/**
 * Photos, gifts, GIFs and icebreakers in the composed app: two members in two browsers, live
 * delivery, the balance after each paid send, axe over every new dialog. The writer is the premium
 * demo member (a fresh member's 5 signup credits do not pay a photo and a gift); the balance is
 * checked by differences, read just before each send.
 */

/** A browser context of its own (the site-entry warning accepted long ago), for the second member. */
async function ownTab(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

/** A holiday snapshot made here (no binaries in the repository): a sunset over the sea, 800×600. */
async function sunset(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b1d60"/><stop offset="0.6" stop-color="#f0765a"/><stop offset="1" stop-color="#ffc78a"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#sky)"/><circle cx="400" cy="390" r="90" fill="#ffe3a3"/>
    <rect y="400" width="800" height="200" fill="#24466b"/><rect x="330" y="420" width="140" height="6" fill="#ffe3a3" opacity="0.6"/></svg>`;
  return { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}

/** The balance the footer's cost line names ("… · you have 392 credits"). */
async function balance(page: Page): Promise<number> {
  const line = (await page.getByTestId('cost-line').textContent()) ?? '';
  const match = /you have (\d+) credits?$/.exec(line);
  expect(match, `the cost line names the balance (${line})`).not.toBeNull();
  return Number(match![1]);
}

/**
 * Screenshots of a screen at a phone's and a desktop's width, into the test's output folder, for a
 * person to look at: only with E2E_SCREENSHOTS=1 (they cost the suite seconds and assert nothing).
 */

const field = (page: Page, other: Pick<Member, 'name'>) => page.getByRole('textbox', { name: `Message to ${other.name}` });
const de = (english: string) => textIn('mf-chat', 'de', english);

test('A sends a photo and a gift; B sees both live and opens the photo by keyboard; the balance moves by each price', async ({
  page,
  members,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const bTab = await ownTab(browser);
  const b = await members.create({}, { activated: true, request: bTab.request });
  const a = await members.login('premium');

  // A opens the conversation and says hello; B has it open before anything else arrives.
  await page.goto(`/members/${b.profileId}/chat`);
  await field(page, b).fill('Hi! Look where I am');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByTestId('message').last()).toHaveAttribute('data-state', 'sent');
  await bTab.goto('/chats');
  await bTab.getByTestId('chat-entry').filter({ hasText: a.profile.name }).getByRole('link').click();
  await expect(bTab.getByRole('log')).toContainText('Hi! Look where I am');

  // A photo: picked, confirmed with its price, uploaded and sent; 2 credits (photo_credits).
  let before = await balance(page);
  await page.getByTestId('photo-input').setInputFiles(await sunset());
  const staging = page.getByTestId('photo-staging');
  await expect(staging.getByTestId('photo-cost')).toHaveText(`2 credits per photo · you have ${before} credits`);
  await screenshots(page, 'photo-staging', (name) => testInfo.outputPath(name), { fullPage: false });
  await staging.getByRole('button', { name: 'Send photo' }).click();
  await expect(page.getByRole('log').getByRole('button', { name: 'Your photo' })).toBeVisible();
  await expect.poll(() => balance(page)).toBe(before - 2);

  // B sees it without a reload, and opens it by keyboard: ← → Escape, focus back on the photo.
  const photoButton = bTab.getByRole('log').getByRole('button', { name: `Photo from ${a.profile.name}` });
  await expect(photoButton).toBeVisible();
  await photoButton.focus();
  await bTab.keyboard.press('Enter');
  const viewer = bTab.getByRole('dialog', { name: 'Photo 1 of 1' });
  await expect(viewer.getByTestId('viewer-photo')).toHaveJSProperty('complete', true);
  await expect.poll(() => viewer.getByTestId('viewer-photo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await axeViolations(bTab), 'the photo viewer').toEqual([]);
  await screenshots(bTab, 'photo-viewer', (name) => testInfo.outputPath(name), { fullPage: false });
  await bTab.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(photoButton).toBeFocused();

  // A gift: the picker shows the balance and the prices; a rose costs 5.
  before = await balance(page);
  await page.getByRole('button', { name: 'Send a gift' }).click();
  const picker = page.getByRole('dialog', { name: `Send ${b.name} a gift` });
  await expect(picker.getByTestId('gift-balance')).toHaveText(`You have ${before} credits`);
  await expect(picker.getByTestId('gift-option')).toHaveCount(20);
  expect(await axeViolations(page), 'the gift picker').toEqual([]);
  await screenshots(page, 'gift-picker', (name) => testInfo.outputPath(name), { fullPage: false });
  await picker.getByRole('button', { name: /^Rose\s+5 credits$/ }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole('log').getByTestId('gift-message').last()).toContainText('Rose');
  await expect.poll(() => balance(page)).toBe(before - 5);
  await expect(bTab.getByRole('log').getByTestId('gift-message').last()).toContainText(`${a.profile.name} sent you a gift`);
  await expect(bTab.getByRole('log').getByTestId('gift-name').last()).toHaveText('Rose');
  // The conversation with its photo and gift, and the composer's new buttons: axe-clean too.
  expect(await axeViolations(bTab), 'the conversation with a photo and a gift').toEqual([]);

  // The list names the gift.
  await bTab.goto('/chats');
  await expect(bTab.getByTestId('chat-entry').filter({ hasText: a.profile.name }).getByTestId('chat-snippet')).toHaveText('Gift: Rose');
  await screenshots(page, 'conversation-media', (name) => testInfo.outputPath(name), { fullPage: false });
  await bTab.context().close();
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test('A finds a GIF by a German word ("liebe" is tagged "love") and sends it for a free message; B sees it live', async ({
    page,
    members,
    browser,
    baseURL,
  }, testInfo) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
    const bTab = await ownTab(browser);
    const b = await members.create({}, { activated: true, request: bTab.request });
    const a = await members.create({ language: 'de' }, { activated: true });

    await page.goto(`/members/${b.profileId}/chat`);
    await page.getByRole('textbox', { name: `Nachricht an ${b.name}` }).fill('Hallo!');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log').getByTestId('message').last()).toHaveAttribute('data-state', 'sent');
    await bTab.goto('/chats');
    await bTab.getByTestId('chat-entry').filter({ hasText: a.name }).getByRole('link').click();
    await expect(bTab.getByRole('log')).toContainText('Hallo!');
    // A new member's messages are free first: a GIF too (the signup credits stay).
    await expect(page.getByTestId('cost-line')).toHaveText('Noch 2 kostenlose Nachrichten');

    await page.getByRole('button', { name: de('Send a GIF'), exact: true }).click();
    const gifs = page.getByRole('dialog', { name: de('Send a GIF'), exact: true });
    await expect(gifs.getByRole('heading', { name: de('Popular GIFs') })).toBeVisible();
    await expect(gifs.getByTestId('gif-option').first()).toBeVisible();
    await gifs.getByRole('searchbox', { name: de('Search GIFs') }).fill('liebe');
    await expect(gifs.getByRole('heading', { name: 'GIFs zu „liebe“' })).toBeVisible();
    await expect(gifs.getByTestId('gif-option').first()).toBeVisible();
    expect(await axeViolations(page), 'the GIF search').toEqual([]);
    await screenshots(page, 'gif-search', (name) => testInfo.outputPath(name), { fullPage: false });
    // Keyboard: from the first result → moves to the next; Enter sends it.
    await gifs.getByTestId('gif-option').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(gifs.getByTestId('gif-option').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gifs).toHaveCount(0);
    await expect(page.getByRole('log').getByTestId('gif-message')).toHaveCount(1);
    await expect(page.getByTestId('cost-line')).toHaveText('Noch 1 kostenlose Nachricht');
    await expect(bTab.getByRole('log').getByTestId('gif-message')).toHaveCount(1);
    await screenshots(bTab, 'conversation-gif', (name) => testInfo.outputPath(name), { fullPage: false });
    await bTab.context().close();
  });
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });
  test('an icebreaker fills the message field in French and sends nothing', async ({ page, members, browser, baseURL }, testInfo) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'fr', url: baseURL! }]);
    const bTab = await ownTab(browser);
    const b = await members.create({}, { activated: true, request: bTab.request });
    await bTab.context().close();
    await members.create({}, { activated: true });

    await page.goto(`/members/${b.profileId}/chat`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('conversation-start')).toBeVisible();
    await screenshots(page, 'empty-conversation', (name) => testInfo.outputPath(name), { fullPage: false });
    await page.getByRole('button', { name: textIn('mf-chat', 'fr', 'Not sure how to start? Try an icebreaker') }).click();
    const dialog = page.getByRole('dialog', { name: textIn('mf-chat', 'fr', 'Icebreakers') });
    const lines = dialog.getByTestId('icebreaker');
    await expect(lines).toHaveCount(8);
    expect(await axeViolations(page), 'the icebreakers').toEqual([]);
    await screenshots(page, 'icebreakers', (name) => testInfo.outputPath(name), { fullPage: false });
    const line = (await lines.nth(1).textContent()) ?? '';
    await lines.nth(1).click();
    await expect(dialog).toHaveCount(0);
    const message = page.getByRole('textbox', { name: `Message à ${b.name}` });
    await expect(message).toHaveValue(line);
    await expect(message).toBeFocused();
    await expect(page.getByTestId('conversation-start')).toBeVisible();
    await expect(page.getByRole('log').getByTestId('message')).toHaveCount(0);
  });
});

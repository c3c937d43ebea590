import type { Browser, Page } from '@playwright/test';
import { likeProfileEndpoint } from '@dating/shared/contracts/blocks';
import { swipeLikeEndpoint, swipeStackEndpoint } from '@dating/shared/contracts/swipe';
import { callApi, sendApi } from '../support/api-call';
import { axeViolations, screenshots } from '../support/axe';
import { ENTRY_ACCEPTED_KEY, expect, test } from '../support/fixtures';

/**
 * Likes and matching in the composed app with the real api and database: a like arrives live and
 * new, opening the liker clears it, liking back is a match both tabs see, and the match leads into a
 * chat; the swipe game's 4 likes a day; the like modal of the like mail's link. Fresh members only:
 * the demo members' likes and counters are shared with journeys running at the same time.
 */

/** A browser context of its own (the site-entry warning accepted long ago), for the second member. */
async function ownTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, '1700000000000'), ENTRY_ACCEPTED_KEY);
  return context.newPage();
}

const likesLink = (page: Page) => page.getByRole('navigation').getByRole('link', { name: /^Likes/ });
const matchModal = (page: Page) => page.getByRole('dialog', { name: "It's a match!" });

test('A likes B: B sees the badge rise live and the like as new; opening A clears it; liking back is a match in both tabs, and A starts the chat from it', async ({
  page,
  members,
  browser,
}, testInfo) => {
  const a = await members.create({}, { activated: true });
  const bTab = await ownTab(browser);
  const b = await members.create({}, { activated: true, request: bTab.request });

  // B is elsewhere in the members area, no new likes yet.
  await bTab.goto('/members');
  await expect(likesLink(bTab)).toBeVisible();
  await expect(likesLink(bTab)).not.toHaveAccessibleName(/new likes/);

  // A likes B on B's profile page.
  await page.goto(`/members/${b.profileId}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${b.name}, `) })).toBeVisible();
  await page.getByTestId('profile-actions').getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByTestId('profile-actions').getByRole('button', { name: 'Liked', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // B's badge rises without a reload; Received shows A's like first and marked new.
  await expect(likesLink(bTab)).toHaveAccessibleName(/new likes: 1/);
  await likesLink(bTab).click();
  await expect(bTab).toHaveURL(/\/likes(\/received)?$/);
  const received = bTab.getByRole('list', { name: 'Received' }).getByTestId('member-card');
  await expect(received).toHaveCount(1);
  await expect(received.first()).toContainText(a.name);
  await expect(received.first().getByTestId('new-like')).toHaveText('New');
  await expect(bTab.getByTestId('likes-count')).toHaveText('1 member likes you');
  expect(await axeViolations(bTab), '/likes/received').toEqual([]);
  await screenshots(bTab, 'likes-received', (name) => testInfo.outputPath(name));

  // B opens A's profile from the card: the badge drops at once, and the like is no longer new.
  await received.first().getByRole('link').first().click();
  await expect(bTab).toHaveURL(`/likes/m/${a.profileId}`);
  await expect(likesLink(bTab)).not.toHaveAccessibleName(/new likes/);

  // B likes back: a match, shown in both tabs.
  await expect(bTab.getByRole('heading', { level: 1, name: new RegExp(`^${a.name}, `) })).toBeVisible();
  await bTab.getByTestId('profile-actions').getByRole('button', { name: 'Like', exact: true }).click();
  await expect(matchModal(bTab)).toBeVisible();
  await expect(matchModal(bTab)).toContainText(`You and ${a.name} like each other.`);
  await expect(matchModal(page)).toBeVisible();
  await expect(matchModal(page)).toContainText(`You and ${b.name} like each other.`);
  // The dialog itself: the page under its backdrop is dimmed on purpose.
  expect(await axeViolations(bTab), 'the match modal').toEqual([]);
  await screenshots(bTab, 'match-modal', (name) => testInfo.outputPath(name), { fullPage: false });

  // From it A starts a conversation with B.
  await matchModal(page)
    .getByRole('button', { name: `Send ${b.name} a message` })
    .click();
  await expect(page).toHaveURL(`/members/${b.profileId}/chat`);
  await expect(page.getByTestId('partner-name')).toContainText(b.name);
  await expect(matchModal(page)).toHaveCount(0);

  // B's Matches tab has A, the received like is no longer new after a reload.
  await bTab.goto('/likes/received');
  await expect(bTab.getByRole('list', { name: 'Received' }).getByTestId('new-like')).toHaveCount(0);
  await bTab.goto('/likes/matches');
  await expect(bTab.getByRole('list', { name: 'Matches' }).getByTestId('member-card').filter({ hasText: a.name })).toHaveCount(1);
  await bTab.context().close();
});

test('the swipe game: 4 likes a day (arrow key and button), then the limit notice and a disabled like; pass and undo once', async ({
  page,
  members,
}, testInfo) => {
  await members.create({}, { activated: true });
  await page.goto('/swipe-game');
  const likesLeft = page.getByTestId('likes-left');
  const card = page.getByTestId('swipe-card');
  const likeButton = page.getByRole('button', { name: /^Like / });
  await expect(likesLeft).toHaveText('4 likes left today');
  expect(await axeViolations(page), '/swipe-game').toEqual([]);

  // Pass and undo: the passed card comes back, and undo works once.
  const undo = page.getByRole('button', { name: 'Undo the last pass' });
  await expect(undo).toBeDisabled();
  const first = (await card.getAttribute('aria-label'))!;
  const firstName = first.split(',')[0]!;
  await page.getByRole('button', { name: `Pass on ${firstName}` }).click();
  await expect(page.locator('output')).toHaveText(`You passed on ${firstName}.`);
  await expect(card).not.toHaveAttribute('aria-label', first);
  await undo.click();
  await expect(page.locator('output')).toHaveText(`${firstName} is back.`);
  await expect(card).toHaveAttribute('aria-label', first);
  await expect(undo).toBeDisabled();

  for (let liked = 1; liked <= 4; liked++) {
    const name = (await card.getAttribute('aria-label'))!.split(',')[0]!;
    if (liked % 2 === 1) await page.keyboard.press('ArrowRight');
    else await likeButton.click();
    await expect(page.locator('output')).toHaveText(`You liked ${name}.`);
    await expect(likesLeft).toHaveText(`${4 - liked} ${4 - liked === 1 ? 'like' : 'likes'} left today`);
  }

  // The fifth: the notice, the like button disabled, the arrow key does nothing, and the server refuses it too.
  await expect(page.getByText("That's all your likes for today.")).toBeVisible();
  await expect(likeButton).toBeDisabled();
  const current = await card.getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  await expect(card).toHaveAttribute('aria-label', current!);
  const stack = await callApi(page.request, swipeStackEndpoint);
  expect(stack.likes_left).toBe(0);
  // The card the arrow key tried is not liked: it is still in the member's stack.
  expect(stack.profiles.map((profile) => profile.name)).toContain(current!.split(',')[0]);
  const refused = await sendApi(page.request, swipeLikeEndpoint, { body: { profile: stack.profiles[0]!.id } });
  expect(refused.status()).toBe(429);
  expect(await axeViolations(page), '/swipe-game at the limit').toEqual([]);
  await screenshots(page, 'swipe-game-limit', (name) => testInfo.outputPath(name));
});

test('the like modal: ?like=<id>&t=2 shows the profile after 2 s, drops t from the URL, and opens the profile', async ({
  page,
  members,
  browser,
}) => {
  const member = await members.create({}, { activated: true });
  // A real like: the modal shows only a like the api confirms (a URL is anyone's to write).
  const otherTab = await ownTab(browser);
  const liker = await members.create({}, { activated: true, request: otherTab.request });
  await callApi(otherTab.request, likeProfileEndpoint, { body: { profile: member.profileId } });
  await otherTab.context().close();

  // The page's timers run on a clock the test moves: nothing waits 2 s.
  await page.clock.install();
  // On /likes: a bare /members replaces its address with the search defaults and drops like and t with it.
  await page.goto(`/likes/received?like=${liker.profileId}&t=2`);
  const modal = page.getByRole('dialog', { name: `${liker.name} likes you` });
  await expect(modal).toHaveCount(0);
  await expect(likesLink(page)).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(`/likes/received?like=${liker.profileId}`);

  await modal.getByRole('button', { name: 'View profile' }).click();
  await expect(page).toHaveURL(`/members/${liker.profileId}`);
  await expect(modal).toHaveCount(0);
});

import { DEFAULT_AFTER_LOGIN, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/chats', '/chats'],
    ['/members/42?tab=photos#top', '/members/42?tab=photos#top'],
    ['/credits/repeat-order', '/credits/repeat-order'],
  ])('keeps the same-origin path %s', (candidate, expected) => {
    expect(safeRedirect(candidate)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['members'],
    ['https://evil.test/'],
    ['http:/evil.test'],
    ['//evil.test/x'],
    ['/\\evil.test'],
    ['/\t/evil.test'],
    ['/ /evil.test'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/login?redirect=/chats'],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %p', (candidate) => {
    expect(safeRedirect(candidate)).toBe(DEFAULT_AFTER_LOGIN);
  });
});

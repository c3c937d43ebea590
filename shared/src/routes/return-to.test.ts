import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path of the route table, with its query', () => {
    expect(safeReturnTo('/chats/12')).toBe('/chats/12');
    expect(safeReturnTo('/members/7/chat')).toBe('/members/7/chat');
    expect(safeReturnTo('/members?page=2')).toBe('/members?page=2');
  });

  it('refuses anything that could lead off the site', () => {
    for (const evil of ['https://evil.test/chats/1', '//evil.test/chats/1', '/\\evil.test', '/\t/evil.test', 'chats/1', '', 42, null])
      expect(safeReturnTo(evil)).toBeNull();
  });

  it('refuses paths the route table does not know, and the payment pages (a loop)', () => {
    expect(safeReturnTo('/no-such-page')).toBeNull();
    expect(safeReturnTo('/chats/abc')).toBeNull();
    expect(safeReturnTo('/credits')).toBeNull();
    expect(safeReturnTo('/transactions/pay_1')).toBeNull();
  });

  it('refuses the pages that act when opened: a token link, the account pages', () => {
    expect(safeReturnTo('/a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4')).toBeNull();
    expect(safeReturnTo('/reset-password/do?token=abc')).toBeNull();
    expect(safeReturnTo('/mail-change/do?token=abc')).toBeNull();
    expect(safeReturnTo('/signup')).toBeNull();
    expect(safeReturnTo('/lang-config')).toBeNull();
  });

  it('answers null, not an exception, for a path that does not decode', () => {
    expect(safeReturnTo('/chats/%E0')).toBeNull();
    expect(safeReturnTo('/members/%')).toBeNull();
  });

  it('refuses a path that only becomes a known one once normalised', () => {
    expect(safeReturnTo('/x/../chats/12')).toBeNull();
  });
});

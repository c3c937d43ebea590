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

  it('refuses a path that only becomes a known one once normalised', () => {
    expect(safeReturnTo('/x/../chats/12')).toBeNull();
  });
});

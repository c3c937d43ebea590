import { visitorMaySearch } from './visitor-search';

describe('visitorMaySearch (settings logged_out_search)', () => {
  const none = { logged_out_search: false, logged_out_search_trafficsource: false };
  const allowed = { logged_out_search: true, logged_out_search_trafficsource: false };
  const withSource = { logged_out_search: true, logged_out_search_trafficsource: true };

  it('none: never, even with a traffic source', () => {
    expect(visitorMaySearch(none, {})).toBe(false);
    expect(visitorMaySearch(none, { network: 'google' })).toBe(false);
  });
  it('allowed: always', () => {
    expect(visitorMaySearch(allowed, {})).toBe(true);
  });
  it('allowed only with a traffic source: a non-blank network or ref', () => {
    expect(visitorMaySearch(withSource, {})).toBe(false);
    expect(visitorMaySearch(withSource, { network: '  ', ref: '' })).toBe(false);
    expect(visitorMaySearch(withSource, { network: 'google' })).toBe(true);
    expect(visitorMaySearch(withSource, { ref: 'partner1' })).toBe(true);
  });
});

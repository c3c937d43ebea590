import { creditsBadgeTone, formatTitle, purchaseLink, switcherLanguages } from './nav-rules';

describe('navigation rules', () => {
  it('credits badge: none above 10, warning from 10 down to 1, danger at 0', () => {
    expect(creditsBadgeTone(11)).toBeNull();
    expect(creditsBadgeTone(250)).toBeNull();
    expect(creditsBadgeTone(10)).toBe('warning');
    expect(creditsBadgeTone(1)).toBe('warning');
    expect(creditsBadgeTone(0)).toBe('danger');
  });

  it('Credits (repeat order) for paid members, Get Premium for free ones', () => {
    expect(purchaseLink(true)).toEqual({ kind: 'credits', to: '/credits/repeat-order' });
    expect(purchaseLink(false)).toEqual({ kind: 'premium', to: '/premium' });
  });

  it('title prefix: (n) when above 0 only', () => {
    expect(formatTitle(0, 'Dating')).toBe('Dating');
    expect(formatTitle(3, 'Dating')).toBe('(3) Dating');
    expect(formatTitle(150, 'Dating')).toBe('(150) Dating');
  });

  it('language switcher follows the country mapping and always holds the current locale', () => {
    expect(switcherLanguages('BE', 'nl')).toEqual(['nl', 'fr', 'de']);
    expect(switcherLanguages('BE', 'en')).toEqual(['en', 'nl', 'fr', 'de']);
    expect(switcherLanguages('ch', 'it')).toEqual(['de', 'it', 'fr', 'en']);
    expect(switcherLanguages(null, 'sv')).toHaveLength(11);
  });
});

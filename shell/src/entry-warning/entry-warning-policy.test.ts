import { shouldShowEntryWarning } from './entry-warning-policy';

describe('site-entry warning policy', () => {
  const on = (geoip_country: string | null) => ({ enable_site_entry_popup: true, geoip_country });

  it('shows in the default layout whenever the site enables it', () => {
    expect(shouldShowEntryWarning('default', on('US'), false)).toBe(true);
    expect(shouldShowEntryWarning('default', { enable_site_entry_popup: false, geoip_country: 'NL' }, false)).toBe(false);
  });

  it.each(['chat', 'lander', 'empty'] as const)('in the %s layout only for NL and DE', (layout) => {
    expect(shouldShowEntryWarning(layout, on('NL'), false)).toBe(true);
    expect(shouldShowEntryWarning(layout, on('de'), false)).toBe(true);
    expect(shouldShowEntryWarning(layout, on('BE'), false)).toBe(false);
    expect(shouldShowEntryWarning(layout, on(null), false)).toBe(false);
  });

  it('never shows again once accepted', () => {
    expect(shouldShowEntryWarning('default', on('NL'), true)).toBe(false);
  });
});

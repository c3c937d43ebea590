import { maskPhone } from './direct-debit';

describe('maskPhone', () => {
  it('keeps the whole country code, whatever its length, and the last four digits', () => {
    expect(maskPhone('+12025550148')).toBe('+1 •••• 0148');
    expect(maskPhone('+79161234567')).toBe('+7 •••• 4567');
    expect(maskPhone('+31612345678')).toBe('+31 •••• 5678');
    expect(maskPhone('+4915112345678')).toBe('+49 •••• 5678');
    expect(maskPhone('+358401234567')).toBe('+358 •••• 4567');
    expect(maskPhone('+353871234567')).toBe('+353 •••• 4567');
    // 21x is three digits (Morocco 212), though 20 and 27 are two.
    expect(maskPhone('+212612345678')).toBe('+212 •••• 5678');
    expect(maskPhone('+201001234567')).toBe('+20 •••• 4567');
  });
});

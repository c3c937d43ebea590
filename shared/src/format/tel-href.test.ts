import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps the digits and a leading +, dropping spaces, dashes, dots and brackets', () => {
    expect(telHref('+31 20-123 4567')).toBe('tel:+31201234567');
    expect(telHref('(020) 123.45.67')).toBe('tel:0201234567');
    expect(telHref('  +1 (555) 010-0199 ')).toBe('tel:+15550100199');
  });

  it('keeps a + only at the start', () => {
    expect(telHref('0031 20 123+4567')).toBe('tel:0031201234567');
  });

  it('gives no link when there is nothing to dial', () => {
    expect(telHref('')).toBeNull();
    expect(telHref(' - ')).toBeNull();
  });
});

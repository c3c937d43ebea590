import { checkoutToken, checkoutTokenValid, expiryError, luhnValid } from './checkout-form';

describe('the card checks', () => {
  it('Luhn: test cards pass, one changed digit fails', () => {
    for (const number of ['4111111111111111', '5555555555554444', '378282246310005', '6759649826438453'])
      expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111 1111')).toBe(false);
  });

  it('expiry: valid through the last day of its month', () => {
    const now = new Date('2026-11-30T23:59:00Z');
    expect(expiryError('11/26', now)).toBeNull();
    expect(expiryError('10/26', now)).toBe('This card has expired.');
    expect(expiryError('11/26', new Date('2026-12-01T00:00:00Z'))).toBe('This card has expired.');
    expect(expiryError('13/30', now)).toMatch(/MM\/YY/);
    expect(expiryError('1/30', now)).toMatch(/MM\/YY/);
  });
});

describe('the form token', () => {
  it('is bound to the reference and the page', () => {
    const token = checkoutToken('secret-of-sixteen+', 'sbx_a', { stage: 'checkout' });
    expect(checkoutTokenValid('secret-of-sixteen+', 'sbx_a', { stage: 'checkout' }, token)).toBe(true);
    expect(checkoutTokenValid('secret-of-sixteen+', 'sbx_b', { stage: 'checkout' }, token)).toBe(false);
    expect(checkoutTokenValid('secret-of-sixteen+', 'sbx_a', { stage: 'paypal' }, token)).toBe(false);
    expect(checkoutTokenValid('another-secret-16', 'sbx_a', { stage: 'checkout' }, token)).toBe(false);
    expect(checkoutTokenValid('secret-of-sixteen+', 'sbx_a', { stage: 'checkout' }, undefined)).toBe(false);
  });
});

import { formatMoney, messagePrice, perCreditCents } from './message-price';

// The seed's euro bundles: €0.40, €0.33, €0.27 and €0.22 a credit.
const EURO = [
  { credits: 25, amount_cents: 999, currency: 'EUR' },
  { credits: 60, amount_cents: 1999, currency: 'EUR' },
  { credits: 150, amount_cents: 3999, currency: 'EUR' },
  { credits: 400, amount_cents: 8999, currency: 'EUR' },
];

describe('messagePrice', () => {
  it('says what a message costs in credits and a credit in the cheapest and the best bundle', () => {
    const price = messagePrice(1, EURO, 'en');
    expect(price).toMatchObject({
      messageCredits: 1,
      currency: 'EUR',
      cheapest: { credits: 25, amountCents: 999, perCredit: '€0.40' },
      best: { credits: 400, amountCents: 8999, perCredit: '€0.22' },
      messageFrom: '€0.22',
    });
  });

  it('prices a message of several credits at the best rate', () => {
    expect(messagePrice(3, EURO, 'en')?.messageFrom).toBe('€0.67');
  });

  it('finds the bundles wherever they stand in the list, a discounted price included', () => {
    const discounted = EURO.map((bundle) => (bundle.credits === 150 ? { ...bundle, amount_cents: 1999 } : bundle)).reverse();
    const price = messagePrice(1, discounted, 'en');
    expect(price?.best).toMatchObject({ credits: 150, perCredit: '€0.13' });
    expect(price?.cheapest.credits).toBe(25);
  });

  it('never writes three decimals, in any language', () => {
    const price = messagePrice(1, [{ credits: 400, amount_cents: 8999, currency: 'EUR' }], 'de');
    expect(price?.best.perCredit).toBe('0,22\u00a0€');
    expect(formatMoney('nl', 16.66, 'EUR')).toBe('€\u00a00,17');
    expect(formatMoney('en', 1999, 'GBP')).toBe('£19.99');
    expect(formatMoney('sv', 11550, 'SEK')).toBe('115,50\u00a0kr');
  });

  it('has no story without bundles, or with bundles of two currencies', () => {
    expect(messagePrice(1, [], 'en')).toBeNull();
    expect(messagePrice(1, [EURO[0]!, { credits: 25, amount_cents: 899, currency: 'GBP' }], 'en')).toBeNull();
  });

  it('keeps the unrounded rate for sums', () => {
    expect(perCreditCents({ credits: 400, amount_cents: 8999 })).toBeCloseTo(22.4975);
  });
});

import { termsVersionDate } from './terms-version';

describe('termsVersionDate', () => {
  it('is 2023-12-01T12:00 UTC for a company added before it, or without a date', () => {
    expect(termsVersionDate('2020-05-01T08:00:00+00:00').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('not a date').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it("is the company's added date when that is later", () => {
    expect(termsVersionDate('2024-01-15T12:00:00+00:00').toISOString()).toBe('2024-01-15T12:00:00.000Z');
    expect(termsVersionDate('2023-12-01T13:30:00+01:00').toISOString()).toBe('2023-12-01T12:30:00.000Z');
  });

  it('keeps the base at the very same instant', () => {
    expect(termsVersionDate('2023-12-01T13:00:00+01:00').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
});

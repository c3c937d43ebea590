import { countryCode } from './country-code';

describe('countryCode', () => {
  it('keeps two letters naming a country, in upper case', () => {
    expect(countryCode('NL')).toBe('NL');
    expect(countryCode(' de ')).toBe('DE');
    expect(countryCode('XK')).toBe('XK');
  });

  it.each([[undefined], [null], [''], ['XX'], ['T1'], ['A1'], ['EU'], ['AP'], ['ZZ'], ['QZ'], ['XA'], ['NLD'], ['N'], ['NL,DE'], ['1']])(
    'names no country for %p',
    (raw) => {
      expect(countryCode(raw)).toBeNull();
    },
  );
});

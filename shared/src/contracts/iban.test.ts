import { ibanProblem, isValidIban, maskIban, normaliseIban } from './iban';
import { createDirectDebitEndpoint } from './direct-debit';

describe('the IBAN check', () => {
  it.each([
    ['NL', 'NL91 ABNA 0417 1643 00'],
    ['DE', 'DE89 3704 0044 0532 0130 00'],
    ['BE', 'BE68 5390 0754 7034'],
    ['FR', 'FR14 2004 1010 0505 0001 3M02 606'],
    ['IT', 'IT60 X054 2811 1010 0000 0123 456'],
    ['ES', 'ES91 2100 0418 4502 0005 1332'],
    ['AT', 'AT61 1904 3002 3457 3201'],
    ['FI', 'FI21 1234 5600 0007 85'],
    ['lower case, no spaces', 'nl91abna0417164300'],
  ])('accepts a valid IBAN (%s)', (_country, typed) => {
    expect(ibanProblem(normaliseIban(typed))).toBeNull();
  });

  it.each([
    ['a wrong check digit', 'NL92ABNA0417164300', 'checksum'],
    ['two digits swapped', 'DE89370400440532031000', 'checksum'],
    ['one character too many', 'NL91ABNA04171643001', 'length'],
    ['one character too few', 'BE6853900754703', 'length'],
    ['a country outside SEPA', 'TR330006100519786457841326', 'country'],
    ['no country at all', 'XX91ABNA0417164300', 'country'],
    ['not an IBAN', 'NL-91-ABNA', 'format'],
  ])('refuses %s', (_what, iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
    expect(isValidIban(iban)).toBe(false);
  });

  it('masks all but the country and the last four characters', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL•• •••• •••• •••• 4300');
  });

  it('the direct-debit form refuses an IBAN with a wrong checksum at the iban field', () => {
    const body = {
      bundle: 1,
      country: 'NL',
      holder: 'J. Jansen',
      phone: '+31 6 12345678',
      mandate_accepted: true,
      client_id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      withdrawal_consent: '2026-12',
    };
    expect(createDirectDebitEndpoint.body.safeParse({ ...body, iban: 'nl91 abna 0417 1643 00' }).data?.iban).toBe('NL91ABNA0417164300');
    const refused = createDirectDebitEndpoint.body.safeParse({ ...body, iban: 'NL92ABNA0417164300' });
    expect(refused.error?.issues[0]?.path).toEqual(['iban']);
  });
});

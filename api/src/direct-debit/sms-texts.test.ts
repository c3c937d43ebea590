import { LOCALES } from '@dating/shared/contracts/index';
import { smsCodeText } from './sms-texts';

it('the code SMS in every locale names the code and its 10 minutes, each its own', () => {
  for (const locale of LOCALES) {
    const text = smsCodeText(locale, '042917');
    expect(text).toContain('042917');
    expect(text).toContain('10');
    // One SMS even in UCS-2 (Polish, Finnish letters outside GSM 7-bit): 70 characters.
    expect(text.length).toBeLessThanOrEqual(70);
  }
  expect(new Set(LOCALES.map((locale) => smsCodeText(locale, '042917'))).size).toBe(LOCALES.length);
});

import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../contracts/locales';
import { useGenderLabel, useInterestName, useSexualityLabel } from './common-labels';
import { COMMON_NAMESPACE, loadCommonLocale } from './common-locales';
import { createI18n, registerNamespace } from './i18n';

async function labelsIn(locale: Locale) {
  const i18n = createI18n(locale);
  await registerNamespace(i18n, COMMON_NAMESPACE, loadCommonLocale).ready;
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => ({ interest: useInterestName(), gender: useGenderLabel(), sexuality: useSexualityLabel() }), { wrapper }).result.current;
}

describe('labels of the shared catalogue values (common namespace)', () => {
  it("names an interest in the member's language, and a slug the texts do not know by the api's name", async () => {
    const { interest } = await labelsIn('de');
    expect(interest({ slug: 'coffee', name: 'Coffee' })).toBe('Kaffee');
    expect(interest({ slug: 'brand-new-hobby', name: 'Brand new hobby' })).toBe('Brand new hobby');
  });

  it('names genders and sexualities, agreeing with the gender where the language inflects', async () => {
    const pl = await labelsIn('pl');
    expect([pl.gender('male'), pl.gender('female')]).toEqual(['Mężczyzna', 'Kobieta']);
    expect([pl.sexuality('bi', 'male'), pl.sexuality('bi', 'female'), pl.sexuality('bi')]).toEqual(['Biseksualny', 'Biseksualna', 'Biseksualny/-a']);
    // A value without gendered forms reads the same for everyone.
    expect([pl.sexuality('hetero', 'female'), pl.sexuality('hetero')]).toEqual(['Hetero', 'Hetero']);
    const fr = await labelsIn('fr');
    expect([fr.sexuality('bi', 'male'), fr.sexuality('bi', 'female'), fr.sexuality('bi', null)]).toEqual(['Bisexuel', 'Bisexuelle', 'Bisexuel(le)']);
    const en = await labelsIn('en');
    expect([en.gender('female'), en.sexuality('hetero'), en.sexuality('bi', 'female')]).toEqual(['Woman', 'Straight', 'Bisexual']);
  });
});

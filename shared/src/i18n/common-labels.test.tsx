import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../contracts/locales';
import { settingsFixture } from '../msw/fixtures';
import {
  useFictionalWords,
  useGenderLabel,
  useInterestName,
  useProfileDetailLabel,
  useProfileFieldName,
  useSexualityLabel,
} from './common-labels';
import { COMMON_NAMESPACE, loadCommonLocale } from './common-locales';
import { createI18n, registerNamespace } from './i18n';

async function labelsIn(locale: Locale) {
  const i18n = createI18n(locale);
  await registerNamespace(i18n, COMMON_NAMESPACE, loadCommonLocale).ready;
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(
    () => ({
      interest: useInterestName(),
      gender: useGenderLabel(),
      sexuality: useSexualityLabel(),
      field: useProfileFieldName(),
      detail: useProfileDetailLabel(),
    }),
    { wrapper },
  ).result.current;
}

/** The fictional words a member reading the site in `locale` gets on a German site. */
async function fictionalWordsIn(locale: Locale) {
  const i18n = createI18n(locale);
  await registerNamespace(i18n, COMMON_NAMESPACE, loadCommonLocale).ready;
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const germanSite = {
    ...settingsFixture,
    default_language: 'de' as const,
    fictional_singular: 'Fantasieprofil',
    fictional_plural: 'Fantasieprofile',
  };
  return renderHook(() => useFictionalWords(germanSite), { wrapper }).result.current;
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
    expect([pl.sexuality('bi', 'male'), pl.sexuality('bi', 'female'), pl.sexuality('bi')]).toEqual([
      'Biseksualny',
      'Biseksualna',
      'Biseksualny/-a',
    ]);
    // A value without gendered forms reads the same for everyone.
    expect([pl.sexuality('hetero', 'female'), pl.sexuality('hetero')]).toEqual(['Hetero', 'Hetero']);
    const fr = await labelsIn('fr');
    expect([fr.sexuality('bi', 'male'), fr.sexuality('bi', 'female'), fr.sexuality('bi', null)]).toEqual([
      'Bisexuel',
      'Bisexuelle',
      'Bisexuel(le)',
    ]);
    const en = await labelsIn('en');
    expect([en.gender('female'), en.sexuality('hetero'), en.sexuality('bi', 'female')]).toEqual(['Woman', 'Straight', 'Bisexual']);
  });

  it('names the profile fields and detail values once for every screen', async () => {
    const de = await labelsIn('de');
    expect([de.field('hair_color'), de.field('relationship_status'), de.field('gender')]).toEqual([
      'Haarfarbe',
      'Beziehungsstatus',
      'Geschlecht',
    ]);
    expect([de.detail('hair_color', 'red'), de.detail('tattoos', 'some'), de.detail('relationship_status', 'married', 'female')]).toEqual([
      'Rot',
      'Ein paar',
      'Verheiratet',
    ]);
  });

  it('gives relationship statuses the form that agrees with the gender where the language has one', async () => {
    const pl = await labelsIn('pl');
    expect([
      pl.detail('relationship_status', 'married', 'male'),
      pl.detail('relationship_status', 'married', 'female'),
      pl.detail('relationship_status', 'married'),
    ]).toEqual(['Żonaty', 'Zamężna', 'W małżeństwie']);
    const fr = await labelsIn('fr');
    expect([
      fr.detail('relationship_status', 'divorced', 'male'),
      fr.detail('relationship_status', 'divorced', 'female'),
      fr.detail('relationship_status', 'divorced', null),
    ]).toEqual(['Divorcé', 'Divorcée', 'Divorcé(e)']);
    const es = await labelsIn('es');
    expect(es.detail('relationship_status', 'single', 'female')).toBe('Soltera');
    // Colours agree with the hair, not the member: one form whoever it describes.
    expect([fr.detail('hair_color', 'black', 'female'), fr.detail('hair_color', 'black')]).toEqual(['Noirs', 'Noirs']);
    expect(pl.detail('eye_color', 'blue', 'male')).toBe('Niebieskie');
  });

  it("uses the site's fictional words for a member reading the site in its language", async () => {
    expect(await fictionalWordsIn('de')).toEqual({ singular: 'Fantasieprofil', plural: 'Fantasieprofile' });
  });

  it("names fictional profiles in the member's own language on a site written in another", async () => {
    expect(await fictionalWordsIn('en')).toEqual({ singular: 'fictional profile', plural: 'fictional profiles' });
    expect(await fictionalWordsIn('pl')).toEqual({ singular: 'profil fikcyjny', plural: 'profile fikcyjne' });
  });
});

import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interest } from '../contracts/catalog';
import type { ProfileDetailField } from '../contracts/member-profile';
import type {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOO_OPTIONS,
} from '../contracts/profile';
import type { Settings } from '../contracts/settings';
import { COMMON_NAMESPACE } from './common-locales';
import { ownSiteText } from './site-texts';

type Gender = (typeof GENDERS)[number];
type Sexuality = (typeof SEXUALITIES)[number];

/** The values each profile detail takes today (the lists in ../contracts/profile). */
export interface ProfileDetailValues {
  relationship_status: (typeof RELATIONSHIP_STATUSES)[number];
  body_type: (typeof BODY_TYPES)[number];
  hair_color: (typeof HAIR_COLORS)[number];
  eye_color: (typeof EYE_COLORS)[number];
  tattoos: (typeof TATTOO_OPTIONS)[number];
}

/** The profile fields `common` names (profileField.<field>): the ones a profile lists with a value from a list. */
export type NamedProfileField = 'gender' | 'sexuality' | ProfileDetailField;

// Keys built at run time: each workspace types `common` from the English file, where they all exist.
type CommonKey = 'interests.adventure';

/**
 * An interest's name in the member's language: the api names interests in English, the shared
 * texts (`common` interests.<slug>) have every locale; a slug they do not know yet keeps the api's name.
 */
export function useInterestName(): (interest: Pick<Interest, 'slug' | 'name'>) => string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback((interest) => t(`interests.${interest.slug}` as CommonKey, { defaultValue: interest.name }), [t]);
}

/** How a gender reads as a value ("Woman"), `common` gender.<value>: one wording for forms and profiles. */
export function useGenderLabel(): (gender: Gender) => string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback((gender) => t(`gender.${gender}` as CommonKey), [t]);
}

/**
 * How a sexuality reads, `common` sexuality.<value>. Given the gender of whom it describes, the
 * form that agrees with it (`sexuality.<value>_<gender>`: Polish "Biseksualna", French
 * "Bisexuelle"); without one, the neutral wording ("Biseksualny/-a").
 */
export function useSexualityLabel(): (sexuality: Sexuality, gender?: Gender | null) => string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback((sexuality, gender) => t(`sexuality.${sexuality}` as CommonKey, gender ? { context: gender } : {}), [t]);
}

/** What a profile field is called ("Hair colour"), `common` profileField.<field>: the profile view's list and the forms' labels. */
export function useProfileFieldName(): (field: NamedProfileField) => string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback((field) => t(`profileField.${field}` as CommonKey), [t]);
}

/**
 * How a detail's value reads, `common` <field>.<value> ("Divorced"). Given the gender of whom it
 * describes, the form that agrees with it where a language has one (relationship_status
 * `<value>_<gender>`: Polish "Rozwiedziona", French "Divorcée"); without one, the neutral wording.
 * Hair and eye colours agree with the hair and eyes, not the member, so they have no gendered forms.
 */
export function useProfileDetailLabel(): <F extends ProfileDetailField>(
  field: F,
  value: ProfileDetailValues[F],
  gender?: Gender | null,
) => string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback(
    <F extends ProfileDetailField>(field: F, value: ProfileDetailValues[F], gender?: Gender | null) =>
      t(`${field}.${value}` as CommonKey, gender ? { context: gender } : {}),
    [t],
  );
}

/** The site's words for its fictional profiles, and the languages they are written in. */
export type FictionalWordSettings = Pick<Settings, 'fictional_singular' | 'fictional_plural' | 'default_language' | 'texts'>;

/**
 * How fictional profiles are named in the language the member reads: the site's own words in that
 * language where it wrote them (its `fictional_singular`/`fictional_plural` are its default language's);
 * in any other language `common` fictional.singular/plural, since a German "fiktives Profil" would be
 * read out to an English reader.
 */
export function useFictionalWords(settings: FictionalWordSettings): { singular: string; plural: string } {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  const singular = ownSiteText(settings, i18n.language, 'fictional_singular');
  const plural = ownSiteText(settings, i18n.language, 'fictional_plural');
  return useMemo(() => ({ singular: singular ?? t('fictional.singular'), plural: plural ?? t('fictional.plural') }), [singular, plural, t]);
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interest } from '../contracts/catalog';
import type { GENDERS, SEXUALITIES } from '../contracts/profile';
import { COMMON_NAMESPACE } from './common-locales';

type Gender = (typeof GENDERS)[number];
type Sexuality = (typeof SEXUALITIES)[number];

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

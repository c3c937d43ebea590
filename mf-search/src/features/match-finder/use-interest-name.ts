import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interest } from '@dating/shared/contracts/index';

/**
 * An interest's name in the member's language: the api names interests in English, the shared
 * texts (`common` interests.<slug>) have every locale; a slug they do not know yet keeps the api's name.
 */
export function useInterestName(): (interest: Pick<Interest, 'slug' | 'name'>) => string {
  const { t } = useTranslation('common');
  return useCallback((interest) => t(`interests.${interest.slug}` as 'interests.adventure', { defaultValue: interest.name }), [t]);
}

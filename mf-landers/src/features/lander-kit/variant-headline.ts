import { useTranslation } from 'react-i18next';
import type { LanderVariant } from '@dating/shared/contracts/landers';

/**
 * The headline a lander shows for its variant: the campaign's, the interest's or the city's when the slug
 * selected one, else the lander's own (`fallback`, already translated). Interests are named with the
 * common texts every remote shares.
 */
export function useVariantHeadline(variant: LanderVariant | undefined, fallback: string): string {
  const { t } = useTranslation(['mf-landers', 'common']);
  switch (variant?.kind) {
    case 'campaign':
      return t(`variants.campaign.${variant.campaign}`);
    case 'interest':
      return t('variants.interest', {
        interest: t(`common:interests.${variant.interest}`, { defaultValue: variant.interest.replace(/-/g, ' ') }),
      });
    case 'city':
      return t('variants.city', { city: variant.city });
    default:
      return fallback;
  }
}

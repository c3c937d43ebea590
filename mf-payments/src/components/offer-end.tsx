import { useTranslation } from 'react-i18next';
import type { DiscountCode } from '@dating/shared/contracts/discounts';
import { useOfferEnd } from '../offers/discount-display';

/**
 * When an offer ends: the time bonus's live countdown ("Ends in 03:59:12", a timer screen readers read when
 * asked, never announced each second), or the date and time a code is valid until; nothing without an end.
 */
export function OfferEnd({ discount, countdown }: { discount: Pick<DiscountCode, 'expires'>; countdown: string | null }) {
  const { t } = useTranslation('mf-payments');
  const offerEnd = useOfferEnd();
  if (countdown !== null) {
    return (
      <>
        {t('discount.endsIn')}{' '}
        <span role="timer" css={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
          {countdown}
        </span>
      </>
    );
  }
  return discount.expires === null ? null : <>{t('discount.validUntil', { date: offerEnd(discount.expires) })}</>;
}

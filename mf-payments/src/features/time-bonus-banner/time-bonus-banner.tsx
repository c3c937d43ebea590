import { lazy } from 'react';
import { OfferGate } from '../../offers/offer-gate';

const Offer = lazy(() =>
  import(/* webpackChunkName: "time-bonus-banner-offer" */ './time-bonus-banner-offer').then((m) => ({ default: m.TimeBonusBannerOffer })),
);

/** Time-bonus top banner in the members area, linking to credits (loaded only while the member has the bonus). */
export function TimeBonusBanner() {
  return (
    <OfferGate offer="timeBonus">
      <Offer />
    </OfferGate>
  );
}

import { lazy } from 'react';
import { OfferGate } from '../../offers/offer-gate';

const Offer = lazy(() =>
  import(/* webpackChunkName: "time-bonus-popup-offer" */ './time-bonus-popup-offer').then((m) => ({ default: m.TimeBonusPopupOffer })),
);

/** Time-bonus popup, 40 s into the members area at 0 credits (loaded only while the member has the bonus). */
export function TimeBonusPopup() {
  return (
    <OfferGate offer="timeBonus">
      <Offer />
    </OfferGate>
  );
}

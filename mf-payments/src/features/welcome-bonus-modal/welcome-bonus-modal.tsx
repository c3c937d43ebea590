import { lazy } from 'react';
import { OfferGate } from '../../offers/offer-gate';

const Offer = lazy(() =>
  import(/* webpackChunkName: "welcome-bonus-modal-offer" */ './welcome-bonus-modal-offer').then((m) => ({
    default: m.WelcomeBonusModalOffer,
  })),
);

/** Welcome-bonus modal, targeting the credits page (loaded only while the member has the welcome code). */
export function WelcomeBonusModal() {
  return (
    <OfferGate offer="welcome">
      <Offer />
    </OfferGate>
  );
}

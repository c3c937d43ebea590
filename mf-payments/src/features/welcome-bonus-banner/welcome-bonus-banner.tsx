import { lazy } from 'react';
import { OfferGate } from '../../offers/offer-gate';

const Offer = lazy(() =>
  import(/* webpackChunkName: "welcome-bonus-banner-offer" */ './welcome-bonus-banner-offer').then((m) => ({
    default: m.WelcomeBonusBannerOffer,
  })),
);

/** Welcome-bonus banner, targeting the credits page (loaded only while the member has the welcome code). */
export function WelcomeBonusBanner() {
  return (
    <OfferGate offer="welcome">
      <Offer />
    </OfferGate>
  );
}

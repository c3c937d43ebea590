import type { ParcelLoaders } from '@dating/shared/parcel/parcel-contract';

/**
 * The `./parcels` expose: every parcel the shell may mount from mf-payments (its routes in the shared
 * route table, then its layout pieces). Each loads on first use, so a route downloads only its feature.
 */
const parcels = {
  credits: () => import(/* webpackChunkName: "credits" */ './features/credits/credits.parcel'),
  'repeat-order': () => import(/* webpackChunkName: "repeat-order" */ './features/repeat-order/repeat-order.parcel'),
  'payment-method': () => import(/* webpackChunkName: "payment-method" */ './features/payment-method/payment-method.parcel'),
  'direct-debit': () => import(/* webpackChunkName: "direct-debit" */ './features/direct-debit/direct-debit.parcel'),
  premium: () => import(/* webpackChunkName: "premium" */ './features/premium/premium.parcel'),
  pricing: () => import(/* webpackChunkName: "pricing" */ './features/pricing/pricing.parcel'),
  transactions: () => import(/* webpackChunkName: "transactions" */ './features/transactions/transactions.parcel'),
  'time-bonus-banner': () => import(/* webpackChunkName: "time-bonus-banner" */ './features/time-bonus-banner/time-bonus-banner.parcel'),
  'time-bonus-popup': () => import(/* webpackChunkName: "time-bonus-popup" */ './features/time-bonus-popup/time-bonus-popup.parcel'),
  'welcome-bonus-banner': () =>
    import(/* webpackChunkName: "welcome-bonus-banner" */ './features/welcome-bonus-banner/welcome-bonus-banner.parcel'),
  'welcome-bonus-modal': () =>
    import(/* webpackChunkName: "welcome-bonus-modal" */ './features/welcome-bonus-modal/welcome-bonus-modal.parcel'),
} satisfies ParcelLoaders;

export default parcels;

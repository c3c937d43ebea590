import { defineRemote } from '@dating/shared/parcel/parcel-contract';

/** mf-payments: federation name `mf_payments`, i18next namespace `mf-payments`, texts loaded per locale (one chunk each). */
export const remote = defineRemote(
  'mf_payments',
  (locale) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`),
);

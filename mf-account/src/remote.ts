import { defineRemote } from '@dating/shared/parcel/parcel-contract';

/** mf-account: federation name `mf_account`, i18next namespace `mf-account`, texts loaded per locale (one chunk each). */
export const remote = defineRemote('mf_account', (locale) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`));

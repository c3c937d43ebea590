import { defineRemote } from '@dating/shared/parcel/parcel-contract';

/** mf-landers: federation name `mf_landers`, i18next namespace `mf-landers`, texts loaded per locale (one chunk each). */
export const remote = defineRemote('mf_landers', (locale) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`));

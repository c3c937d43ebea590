import { defineRemote } from '@dating/shared/parcel/parcel-contract';

/** mf-search: federation name `mf_search`, i18next namespace `mf-search`, texts loaded per locale (one chunk each). */
export const remote = defineRemote('mf_search', (locale) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`));

import { defineRemote } from '@dating/shared/parcel/parcel-contract';

/** mf-likes: federation name `mf_likes`, i18next namespace `mf-likes`, texts loaded per locale (one chunk each). */
export const remote = defineRemote('mf_likes', (locale) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`));

import { defineRemote } from '@dating/shared/parcel/parcel-contract';

/** mf-chat: federation name `mf_chat`, i18next namespace `mf-chat`, texts loaded per locale (one chunk each). */
export const remote = defineRemote('mf_chat', (locale) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`));

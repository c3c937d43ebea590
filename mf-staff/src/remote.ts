import { defineRemote } from '@dating/shared/parcel/parcel-contract';

/** mf-staff: federation name `mf_staff`, i18next namespace `mf-staff`, texts loaded per locale (one chunk each). */
export const remote = defineRemote('mf_staff', (locale) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}.json`));

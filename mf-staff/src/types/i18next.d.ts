// Typed translation keys: `t('…')` in mf-staff only accepts keys of its English texts (and `common`).
import 'i18next';
import type common from '../../../shared/src/locales/en.json';
import type texts from '../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { common: typeof common; 'mf-staff': typeof texts };
  }
}

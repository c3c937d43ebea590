// Typed translation keys: `t('…')` in mf-landers only accepts keys of its English texts (and `common`).
import 'i18next';
import type common from '../../../shared/src/locales/en.json';
import type texts from '../locales/en.json';
import type landerTinderswipe from '../features/tinderswipe/locales/en.json';
import type landerMaplanding from '../features/landers/maplanding/locales/en.json';
import type landerAlonetonight from '../features/landers/alonetonight/locales/en.json';
import type landerVideo from '../features/landers/video/locales/en.json';
import type landerIconslanding from '../features/landers/iconslanding/locales/en.json';
import type landerTransitionsvideolanding from '../features/landers/transitionsvideolanding/locales/en.json';
import type landerCollagelanding from '../features/landers/collagelanding/locales/en.json';
import type landerSocialnetwork from '../features/landers/socialnetwork/locales/en.json';
import type landerGallery from '../features/landers/gallery/locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      common: typeof common;
      'mf-landers': typeof texts;
      'lander-tinderswipe': typeof landerTinderswipe;
      'lander-maplanding': typeof landerMaplanding;
      'lander-alonetonight': typeof landerAlonetonight;
      'lander-video': typeof landerVideo;
      'lander-iconslanding': typeof landerIconslanding;
      'lander-transitionsvideolanding': typeof landerTransitionsvideolanding;
      'lander-collagelanding': typeof landerCollagelanding;
      'lander-socialnetwork': typeof landerSocialnetwork;
      'lander-gallery': typeof landerGallery;
    };
  }
}

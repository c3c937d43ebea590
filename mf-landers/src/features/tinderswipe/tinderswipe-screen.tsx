import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Swipe lander (route `landers-tinderswipe`). The screen itself arrives with its own issue; for now its heading. */
export function TinderswipeScreen() {
  const { t } = useTranslation('mf-landers');
  return (
    <section>
      <PageHeading>{t('tinderswipe.title')}</PageHeading>
    </section>
  );
}

import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Swipe game (route `swipe-game`), 4 likes a day. The screen itself arrives with its own issue; for now its heading. */
export function SwipeGameScreen() {
  const { t } = useTranslation('mf-likes');
  return (
    <section>
      <PageHeading>{t('swipeGame.title')}</PageHeading>
    </section>
  );
}

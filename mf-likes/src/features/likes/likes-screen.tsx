import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Likes with the tabs received, sent and matches (routes `likes` and `likes-type`). The screen itself arrives with its own issue; for now its heading. */
export function LikesScreen() {
  const { t } = useTranslation('mf-likes');
  return (
    <section>
      <PageHeading>{t('likes.title')}</PageHeading>
    </section>
  );
}

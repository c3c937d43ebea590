import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Conversation list (route `chats`). The screen itself arrives with its own issue; for now its heading. */
export function ChatsScreen() {
  const { t } = useTranslation('mf-chat');
  return (
    <section>
      <PageHeading>{t('chats.title')}</PageHeading>
    </section>
  );
}

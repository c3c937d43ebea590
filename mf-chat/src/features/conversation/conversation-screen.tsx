import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** One conversation (route `chats-id`, by conversation id). The screen itself arrives with its own issue; for now its heading. */
export function ConversationScreen() {
  const { t } = useTranslation('mf-chat');
  return (
    <section>
      <PageHeading>{t('conversation.title')}</PageHeading>
    </section>
  );
}

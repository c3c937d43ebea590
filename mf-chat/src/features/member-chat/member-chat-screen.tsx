import { PageHeading } from '@dating/shared/ui/page-heading';
import { useTranslation } from 'react-i18next';

/** Chat with a member (route `members-id-chat`, by profile id). The screen itself arrives with its own issue; for now its heading. */
export function MemberChatScreen() {
  const { t } = useTranslation('mf-chat');
  return (
    <section>
      <PageHeading>{t('memberChat.title')}</PageHeading>
    </section>
  );
}

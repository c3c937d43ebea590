import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteParams, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { Spinner } from '@dating/shared/ui/spinner';
import { ChatFrame } from '../../components/chat-frame';
import { ChatHeading } from '../../components/chat-heading';
import { ChatList } from '../chats';
import { ConversationView } from '../conversation';

/**
 * Chat with a member (route `members-id-chat`, by profile id): their conversation when there is one,
 * else an empty one that the first message creates. The address stays: it names the same
 * conversation before and after that first message, and the list beside it gains the conversation.
 */
export function MemberChatScreen() {
  const { t } = useTranslation('mf-chat');
  const ready = useShellReady();
  const profile = Number(useRouteParams('members-id-chat').id);
  const reference = useMemo(() => ({ profile }), [profile]);
  if (!ready) return <Spinner label={t('conversation.loading')} />;
  return (
    <ChatFrame
      show="conversation"
      list={<ChatList settings={ready.settings} headingLevel={2} />}
      heading={<ChatHeading>{t('conversation.title')}</ChatHeading>}
    >
      <ConversationView key={profile} reference={reference} settings={ready.settings} />
    </ChatFrame>
  );
}

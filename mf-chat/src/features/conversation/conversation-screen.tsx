import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteParams, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { Spinner } from '@dating/shared/ui/spinner';
import { ChatFrame } from '../../components/chat-frame';
import { ChatHeading } from '../../components/chat-heading';
import { ChatList } from '../chats';
import { ConversationView } from './conversation-view';

/** One conversation (route `chats-id`, by conversation id), beside the list on wide screens. */
export function ConversationScreen() {
  const { t } = useTranslation('mf-chat');
  const ready = useShellReady();
  const conversation = Number(useRouteParams('chats-id').id);
  const reference = useMemo(() => ({ conversation }), [conversation]);
  if (!ready) return <Spinner label={t('conversation.loading')} />;
  return (
    <ChatFrame
      show="conversation"
      list={<ChatList settings={ready.settings} current={conversation} headingLevel={2} />}
      heading={<ChatHeading>{t('conversation.title')}</ChatHeading>}
    >
      <ConversationView key={conversation} reference={reference} settings={ready.settings} />
    </ChatFrame>
  );
}

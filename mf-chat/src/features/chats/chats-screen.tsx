import { useTranslation } from 'react-i18next';
import { useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useChats } from '../../api/list-chats';
import { ChatFrame } from '../../components/chat-frame';
import { ChatList } from './chat-list';

/** The conversation list (route `chats`); on wide screens beside it, a word on what to do. */
export function ChatsScreen() {
  const { t } = useTranslation('mf-chat');
  const ready = useShellReady();
  const hasChats = (useChats().data?.chats.length ?? 0) > 0;
  if (!ready) return <Spinner label={t('chats.loading')} />;
  return (
    <ChatFrame show="list" list={<ChatList settings={ready.settings} headingLevel={1} />}>
      <div
        css={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: theme.space(2),
          padding: theme.space(6),
          color: theme.colors.muted,
          textAlign: 'center',
        }}
      >
        {hasChats && (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="64" height="64" fill="none" stroke={theme.colors.border} strokeWidth="1.5">
              <path d="M4 5h16v11H9l-5 4z" />
            </svg>
            <p css={{ margin: 0, fontWeight: 600, color: theme.colors.text }}>{t('chats.chooseTitle')}</p>
            <p css={{ margin: 0 }}>{t('chats.chooseText')}</p>
          </>
        )}
      </div>
    </ChatFrame>
  );
}

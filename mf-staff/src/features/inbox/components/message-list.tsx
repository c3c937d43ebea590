import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, MessagePhoto } from '@dating/shared/contracts/chats';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { humanize } from '../inbox-format';

/** A message on screen: one the api has, or a reply of this page on its way (or failed). */
export interface ShownMessage {
  key: string;
  /** A reply on its way has its picture from the persona's gallery, whose size the page does not know. */
  message: Pick<Message, 'type' | 'text' | 'from_me' | 'created_at' | 'gift'> & {
    photo: (Pick<MessagePhoto, 'url' | 'thumb_url'> & Partial<Pick<MessagePhoto, 'width' | 'height'>>) | null;
  };
  outgoing?: { state: 'sending' | 'failed'; onRetry: () => void };
}

export interface MessageListProps {
  messages: ShownMessage[];
  memberName: string;
  personaName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

function Content({ message, memberName, personaName }: { message: ShownMessage['message']; memberName: string; personaName: string }) {
  const { t } = useTranslation('mf-staff');
  if (message.type === 'photo' && message.photo) {
    const alt = message.from_me
      ? t('inbox.conversation.photoFromPersona', { name: personaName })
      : t('inbox.conversation.photoFromMember', { name: memberName });
    return (
      <a href={message.photo.url} target="_blank" rel="noreferrer" css={{ display: 'block' }}>
        <img
          src={message.photo.thumb_url}
          alt={alt}
          width={message.photo.width}
          height={message.photo.height}
          css={{
            display: 'block',
            width: 'auto',
            height: 'auto',
            maxWidth: 'min(16rem, 60vw)',
            maxHeight: '16rem',
            borderRadius: theme.radius - 4,
            background: theme.colors.border,
          }}
        />
      </a>
    );
  }
  if (message.type === 'gift' && message.gift) return <span>{t('inbox.conversation.gift', { name: humanize(message.gift.slug) })}</span>;
  return <span css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</span>;
}

/**
 * The conversation oldest first: the member's messages on the left, the persona's (every operator's) on
 * the right, system messages centred; "Load older messages" above while there is older history. A new
 * message at the end scrolls into view; older ones loaded above do not move the reading place.
 */
export function MessageList({ messages, memberName, personaName, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const { t, i18n } = useTranslation('mf-staff');
  const time = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }), [i18n.language]);
  const end = useRef<HTMLLIElement>(null);
  const lastKey = messages.at(-1)?.key;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastKey]);

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), padding: theme.space(3) }}>
      {hasOlder && (
        <div css={{ textAlign: 'center' }}>
          <Button variant="secondary" size="sm" disabled={loadingOlder} aria-busy={loadingOlder} onClick={onLoadOlder}>
            {loadingOlder ? t('inbox.conversation.loadingOlder') : t('inbox.conversation.loadOlder')}
          </Button>
        </div>
      )}
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
        {messages.map(({ key, message, outgoing }, index) => {
          const system = message.type === 'system';
          const side = system ? 'center' : message.from_me ? 'flex-end' : 'flex-start';
          return (
            <li
              key={key}
              ref={index === messages.length - 1 ? end : undefined}
              data-from={system ? 'system' : message.from_me ? 'persona' : 'member'}
              css={{ display: 'flex', flexDirection: 'column', alignItems: side, gap: 2 }}
            >
              <div
                css={
                  system
                    ? { color: theme.colors.muted, fontSize: '0.85rem', textAlign: 'center', maxWidth: '90%' }
                    : {
                        maxWidth: 'min(34rem, 85%)',
                        padding: message.type === 'photo' ? theme.space(1) : `${theme.space(2)} ${theme.space(3)}`,
                        borderRadius: 16,
                        borderBottomRightRadius: message.from_me ? 4 : 16,
                        borderBottomLeftRadius: message.from_me ? 16 : 4,
                        background: message.from_me ? theme.colors.primary : theme.colors.surface,
                        color: message.from_me ? theme.colors.onPrimary : theme.colors.text,
                        border: message.from_me ? 0 : `1px solid ${theme.colors.border}`,
                        opacity: outgoing?.state === 'sending' ? 0.7 : 1,
                      }
                }
              >
                <Content message={message} memberName={memberName} personaName={personaName} />
              </div>
              <span css={{ fontSize: '0.75rem', color: outgoing?.state === 'failed' ? theme.colors.danger : theme.colors.muted }}>
                {outgoing?.state === 'sending'
                  ? t('inbox.conversation.sending')
                  : outgoing?.state === 'failed'
                    ? t('inbox.conversation.failed')
                    : time.format(new Date(message.created_at))}
                {outgoing?.state === 'failed' && (
                  <>
                    {' '}
                    <Button variant="link" size="sm" onClick={outgoing.onRetry}>
                      {t('inbox.conversation.retry')}
                    </Button>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

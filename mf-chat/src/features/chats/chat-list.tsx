import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@dating/shared/contracts/settings';
import { useFictionalWords } from '@dating/shared/i18n/common-labels';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo } from '@dating/shared/routes/path-to';
import { RetryAlert } from '@dating/shared/ui/retry-alert';
import { Button } from '@dating/shared/ui/button';
import { FictionalIcon } from '@dating/shared/ui/fictional-icon';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { useChats, type ChatEntry } from '../../api/list-chats';
import { useDeleteChat } from '../../api/delete-chat';
import { Avatar } from '../../components/avatar';
import { useChatDates } from '../../dates/chat-dates';
import { giftName, useChatExtras } from '../../extras/chat-extras';

export interface ChatListProps {
  settings: Settings;
  /** The conversation open beside the list (wide screens), marked as the current one. */
  current?: number | null;
  /** The list's title is the page's heading on /chats, a section heading beside a conversation. */
  headingLevel: 1 | 2;
}

/** A plain click stays in the app; a click meant for a new tab is the browser's. */
const inApp = (event: MouseEvent<HTMLAnchorElement>) =>
  !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * The member's conversations, newest activity first: thumbnail, name, the last message, its time and
 * the unread count; each a link to the conversation, with its own delete. No conversation yet: a way
 * to search.
 */
export function ChatList({ settings, current = null, headingLevel }: ChatListProps) {
  const { t } = useTranslation('mf-chat');
  const { navigate } = useShellContext();
  const chats = useChats();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const searchPath = pathTo('members');

  let body;
  if (chats.data) {
    body =
      chats.data.chats.length === 0 ? (
        <div
          data-testid="chats-empty"
          css={{ padding: theme.space(6), textAlign: 'center', display: 'grid', gap: theme.space(3), justifyItems: 'center' }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="56" height="56" fill="none" stroke={theme.colors.secondary} strokeWidth="1.5">
            <path d="M4 5h16v11H9l-5 4z" />
            <path d="M8 9h8M8 12h5" />
          </svg>
          <p css={{ margin: 0, fontWeight: 600, fontSize: '1.125rem' }}>{t('chats.emptyTitle')}</p>
          <p css={{ margin: 0, color: theme.colors.muted }}>{t('chats.emptyText')}</p>
          <Button onClick={() => navigate(searchPath)}>{t('chats.emptyAction')}</Button>
        </div>
      ) : (
        <ul aria-label={t('chats.listLabel')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {chats.data.chats.map((entry) => (
            <ChatListItem key={entry.conversation} entry={entry} settings={settings} current={entry.conversation === current} />
          ))}
        </ul>
      );
  } else if (chats.isError && !chats.isFetching) {
    body = (
      <div css={{ padding: theme.space(4) }}>
        <RetryAlert retryLabel={t('chats.retry')} onRetry={() => chats.refetch()}>
          {t('chats.error')}
        </RetryAlert>
      </div>
    );
  } else {
    body = <Spinner label={t('chats.loading')} />;
  }

  return (
    <>
      <header
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          // The link goes under the heading, whole, where the column is too narrow for both.
          flexWrap: 'wrap',
          gap: `${theme.space(1)} ${theme.space(2)}`,
          padding: `${theme.space(3)} ${theme.space(4)}`,
          borderBottom: `1px solid ${theme.colors.border}`,
          minHeight: 64,
          boxSizing: 'border-box',
        }}
      >
        <Heading css={{ margin: 0, fontSize: '1.375rem' }}>{t('chats.title')}</Heading>
        <a
          href={searchPath}
          onClick={(event) => {
            if (!inApp(event)) return;
            event.preventDefault();
            navigate(searchPath);
          }}
          css={{
            color: theme.colors.primary,
            fontWeight: 600,
            fontSize: '0.9375rem',
            textDecoration: 'none',
            // One line beside the heading in the narrow list column of a tablet, in every language.
            whiteSpace: 'nowrap',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {t('chats.backToSearch')}
        </a>
      </header>
      <div css={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body}</div>
    </>
  );
}

function ChatListItem({ entry, settings, current }: { entry: ChatEntry; settings: Settings; current: boolean }) {
  const { t } = useTranslation('mf-chat');
  const { navigate } = useShellContext();
  const dates = useChatDates();
  const deleteChat = useDeleteChat();
  const fictionalWord = useFictionalWords(settings).singular;
  const path = pathTo('chats-id', { id: entry.conversation });
  const unread = entry.num_unread_messages;

  const remove = () => {
    if (window.confirm(t('conversation.deleteConfirm', { name: entry.profile.name }))) deleteChat.mutate(entry.conversation);
  };

  return (
    <li
      data-testid="chat-entry"
      css={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        borderBottom: `1px solid ${theme.colors.border}`,
        background: current ? theme.colors.background : theme.colors.surface,
        boxShadow: current ? `inset 3px 0 0 ${theme.colors.primary}` : undefined,
        '&:hover .chat-delete, &:focus-within .chat-delete': { opacity: 1 },
      }}
    >
      <a
        href={path}
        aria-current={current ? 'page' : undefined}
        onClick={(event) => {
          if (!inApp(event)) return;
          event.preventDefault();
          navigate(path);
        }}
        css={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(3),
          padding: `${theme.space(3)} ${theme.space(4)}`,
          paddingRight: theme.space(12),
          color: theme.colors.text,
          textDecoration: 'none',
          '&:hover': { background: theme.colors.background },
          '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: -3 },
        }}
      >
        <Avatar profile={entry.profile} cdnPrefix={settings.cdn_prefix} size={48} showOnline />
        <span css={{ flex: 1, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <span css={{ display: 'flex', alignItems: 'baseline', gap: theme.space(2) }}>
            <span css={{ fontWeight: unread > 0 ? 700 : 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {entry.profile.name}
            </span>
            {entry.profile.fictional && (
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the marker is a text glyph from settings, not an image file an <img> could show
              <span role="img" aria-label={fictionalWord} title={fictionalWord} css={{ color: theme.colors.muted, flex: 'none' }}>
                <FictionalIcon icon={settings.fictional_icon} />
              </span>
            )}
            {entry.profile.online && <VisuallyHidden>{t('conversation.online')}</VisuallyHidden>}
            <time
              dateTime={entry.last_message?.created_at ?? entry.updated_at}
              css={{
                marginLeft: 'auto',
                flex: 'none',
                fontSize: '0.8125rem',
                // The deep primary, not the unread colour: small text needs its contrast (4.5:1).
                color: unread > 0 ? theme.colors.primary : theme.colors.muted,
                fontWeight: unread > 0 ? 600 : 400,
              }}
            >
              {dates.listTime(entry.last_message?.created_at ?? entry.updated_at)}
            </time>
          </span>
          <span css={{ display: 'flex', alignItems: 'center', gap: theme.space(2) }}>
            <span
              data-testid="chat-snippet"
              css={{
                flex: 1,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                fontSize: '0.9375rem',
                color: unread > 0 ? theme.colors.text : theme.colors.muted,
                fontStyle: entry.last_message?.type === 'system' ? 'italic' : undefined,
              }}
            >
              {entry.last_message?.type === 'gift' && entry.last_message.gift ? (
                <GiftSnippet slug={entry.last_message.gift.slug} mine={entry.last_message.from_me} />
              ) : (
                lastMessageText(entry.last_message, t)
              )}
            </span>
            {unread > 0 && (
              <span
                data-testid="unread-badge"
                css={{
                  flex: 'none',
                  minWidth: 22,
                  height: 22,
                  padding: '0 7px',
                  boxSizing: 'border-box',
                  borderRadius: 11,
                  background: theme.colors.unread,
                  color: theme.colors.onPrimary,
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                <VisuallyHidden>{t('chats.unread', { count: unread })}</VisuallyHidden>
              </span>
            )}
          </span>
        </span>
      </a>
      <button
        type="button"
        className="chat-delete"
        onClick={remove}
        aria-label={t('chats.delete', { name: entry.profile.name })}
        title={t('chats.delete', { name: entry.profile.name })}
        css={{
          position: 'absolute',
          right: theme.space(2),
          top: '50%',
          transform: 'translateY(-50%)',
          width: 36,
          height: 36,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 0,
          borderRadius: '50%',
          background: 'transparent',
          color: theme.colors.muted,
          cursor: 'pointer',
          opacity: 0.55,
          '&:hover': { color: theme.colors.danger, background: theme.colors.dangerBg },
          '&:focus-visible': { opacity: 1, outline: `3px solid ${theme.colors.secondary}` },
          '@media (hover: none)': { opacity: 1 },
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
        </svg>
      </button>
    </li>
  );
}

type ChatTexts = ReturnType<typeof useTranslation<'mf-chat'>>['t'];

/** "Gift: Rose" (the gift names load with the first gift snippet, bubble or picker). */
function GiftSnippet({ slug, mine }: { slug: string; mine: boolean }) {
  const { t } = useTranslation('mf-chat');
  const extras = useChatExtras();
  const text = t('chats.giftNamed', { name: giftName(extras, slug) });
  return <>{mine ? t('chats.you', { text }) : text}</>;
}

/** The list's snippet by the last message's type: its text, a word for a photo or a gift, "You: …" for one's own. */
function lastMessageText(last: ChatEntry['last_message'], t: ChatTexts): string {
  if (!last) return t('chats.noMessages');
  const text =
    last.type === 'photo'
      ? t(last.photo?.animated ? 'chats.gif' : 'chats.photo')
      : last.type === 'gift'
        ? t('chats.gift')
        : last.text.trim()
          ? last.text
          : t('chats.otherMessage');
  // One line: line breaks of a text message read as spaces.
  const line = text.replace(/\s+/g, ' ');
  return last.from_me && last.type !== 'system' ? t('chats.you', { text: line }) : line;
}

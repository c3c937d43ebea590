import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@dating/shared/contracts/chats';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { useChatDates, type ChatDates } from '../../../dates/chat-dates';
import { MessageContent, isMediaMessage } from '../messages/message-content';
import { OutgoingContentView } from '../messages/outgoing-content';
import type { OutgoingMessage } from '../use-outbox';

export interface MessageLogProps {
  name: string;
  messages: Message[];
  outbox: OutgoingMessage[];
  onRetry: (message: OutgoingMessage) => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  historyLimited: boolean;
  /** Shown when there is no message at all (a conversation that the first send starts). */
  empty: ReactNode;
  /** The newest own message the other side has read (read receipts); null when the member has them off. */
  readUpTo: number | null;
  /** The client id of an unsent message to bring into view (refused, or found again on coming back). */
  spotlight?: string | null;
}

/** How close to the top (px) the member scrolls before older messages load. */
const LOAD_OLDER_AT = 120;
/** Within this distance (px) of the bottom, a new message scrolls into view. */
const NEAR_BOTTOM = 160;

type Row =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'stored'; key: string; message: Message }
  | { kind: 'outgoing'; key: string; message: OutgoingMessage };

/** Messages grouped by day (local time) with a divider before each day; the outbox follows the stored ones. */
function rowsOf(messages: Message[], outbox: OutgoingMessage[], dates: ChatDates): Row[] {
  const rows: Row[] = [];
  let day: string | null = null;
  const stored = new Set(messages.map((message) => message.client_id).filter(Boolean));
  const items = [
    ...messages.map((message) => ({ kind: 'stored' as const, key: `m${message.id}`, message })),
    ...outbox
      .filter((message) => !stored.has(message.client_id))
      .map((message) => ({ kind: 'outgoing' as const, key: `o${message.client_id}`, message })),
  ];
  for (const item of items) {
    const itemDay = dates.dayKey(item.message.created_at);
    if (itemDay !== day) {
      day = itemDay;
      rows.push({ kind: 'day', key: `d${itemDay}`, label: dates.day(item.message.created_at) });
    }
    rows.push(item);
  }
  return rows;
}

/**
 * The conversation's messages (role=log: a screen reader reads new ones politely). It starts at the
 * newest; scrolling up near the top loads older pages (a button does the same for keyboards), and the
 * messages in view stay where they were while older ones are added above.
 */
export function MessageLog(props: MessageLogProps) {
  const { name, messages, outbox, onRetry, hasOlder, loadingOlder, onLoadOlder, historyLimited, empty, readUpTo, spotlight = null } = props;
  const { t } = useTranslation('mf-chat');
  const dates = useChatDates();
  const scroller = useRef<HTMLDivElement>(null);
  // Distance from the bottom before a render: restored when older messages were added above.
  const fromBottom = useRef<number | null>(null);
  const firstId = messages[0]?.id ?? null;
  const lastKey = `${messages.at(-1)?.id ?? ''}/${outbox.length}/${outbox.at(-1)?.client_id ?? ''}`;
  // What the last layout showed; nothing yet on the first, which then starts at the newest message.
  const previous = useRef<{ firstId: number | null; lastKey: string | null }>({ firstId: null, lastKey: null });
  const nearBottom = useRef(true);
  const lastMine = outbox.length > 0 || messages.at(-1)?.from_me === true;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    previous.current = { firstId, lastKey };
    if (before.firstId !== null && firstId !== before.firstId && fromBottom.current !== null) {
      // Older messages came in above: keep the ones the member was reading in place.
      element.scrollTop = element.scrollHeight - fromBottom.current;
    } else if (before.firstId === null || (before.lastKey !== lastKey && (nearBottom.current || lastMine))) {
      // The first page, one's own new message, or a new one while reading the newest: show it. A member
      // reading older messages stays where they are.
      element.scrollTop = element.scrollHeight;
    }
    fromBottom.current = null;
  }, [firstId, lastKey, lastMine]);

  // The refused message, after the alert below has taken its room: scrolled to, never left under the footer.
  const spotlit = spotlight === null ? undefined : outbox.find((message) => message.client_id === spotlight);
  const spotKey = spotlit ? `${spotlit.client_id}/${spotlit.status}` : null;
  useLayoutEffect(() => {
    if (spotKey === null) return;
    const bubble = scroller.current?.querySelector<HTMLElement>(`[data-client-id="${spotKey.split('/')[0]}"]`);
    bubble?.scrollIntoView?.({ block: 'nearest' });
  }, [spotKey]);

  // The footer grows (an alert, a staged photo) or the keyboard opens: a member reading the newest keeps seeing it.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  };

  const rows = rowsOf(messages, outbox, dates);
  // "Read" or "Sent" under the member's newest stored message, when nothing of theirs is still on its way
  // (a photo under review says where it stands instead).
  const lastOwn =
    readUpTo !== null && outbox.length === 0
      ? messages.findLast((message) => message.from_me && message.review === undefined)?.id
      : undefined;

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
        if (element.scrollTop < LOAD_OLDER_AT) loadOlder();
      }}
      data-testid="message-scroller"
      css={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      <div css={{ maxWidth: theme.chat.messagesMax, margin: '0 auto', padding: `${theme.space(3)} ${theme.space(4)}` }}>
        {historyLimited && !hasOlder && (
          <p
            data-testid="history-limited"
            css={{ textAlign: 'center', color: theme.colors.muted, fontSize: '0.8125rem', margin: `${theme.space(2)} 0` }}
          >
            {t('conversation.historyLimited')}
          </p>
        )}
        {hasOlder && (
          <div css={{ display: 'flex', justifyContent: 'center', margin: `${theme.space(2)} 0` }}>
            {loadingOlder ? (
              <Spinner label={t('conversation.loadingOlder')} />
            ) : (
              <Button size="sm" variant="secondary" onClick={loadOlder}>
                {t('conversation.loadOlder')}
              </Button>
            )}
          </div>
        )}
        {/* A log of a list: the log announces what is added, the list keeps each message an item. */}
        <div role="log" aria-live="polite" aria-label={t('conversation.logLabel', { name })} aria-busy={loadingOlder || undefined}>
          <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
            {rows.map((row) => (
              <Fragment key={row.key}>
                {row.kind === 'day' ? (
                  <li
                    data-testid="day-divider"
                    css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), margin: `${theme.space(4)} 0 ${theme.space(2)}` }}
                  >
                    <span aria-hidden="true" css={{ flex: 1, height: 1, background: theme.colors.border }} />
                    <span
                      css={{
                        fontSize: '0.75rem',
                        fontWeight: 600,
                        color: theme.colors.muted,
                        textTransform: 'uppercase',
                        letterSpacing: '0.04em',
                      }}
                    >
                      {row.label}
                    </span>
                    <span aria-hidden="true" css={{ flex: 1, height: 1, background: theme.colors.border }} />
                  </li>
                ) : row.kind === 'stored' ? (
                  <StoredMessage
                    message={row.message}
                    name={name}
                    dates={dates}
                    status={row.message.id === lastOwn ? (row.message.id <= (readUpTo ?? 0) ? 'read' : 'sent') : null}
                  />
                ) : (
                  <OutgoingBubble message={row.message} dates={dates} onRetry={onRetry} />
                )}
              </Fragment>
            ))}
          </ol>
        </div>
        {messages.length === 0 && outbox.length === 0 && empty}
      </div>
    </div>
  );
}

/** A photo's name and a gift's words name their sender already; a text or a GIF does not. */
const namesSender = (message: Message) =>
  (message.type === 'photo' && message.photo?.animated === false) || (message.type === 'gift' && message.gift !== null);

/** A picture (photo, GIF, gift) stands on its own, without the coloured bubble. */
const mediaCss = (failed = false) => ({
  maxWidth: 'min(80%, 560px)',
  borderRadius: 18,
  outline: failed ? `2px solid ${theme.colors.danger}` : undefined,
  outlineOffset: 2,
  opacity: failed ? 0.85 : 1,
});

const bubbleCss = (mine: boolean, failed = false) => ({
  maxWidth: 'min(80%, 560px)',
  padding: `${theme.space(2)} ${theme.space(3)}`,
  borderRadius: 18,
  borderBottomRightRadius: mine ? 6 : 18,
  borderBottomLeftRadius: mine ? 18 : 6,
  background: mine ? theme.colors.primary : theme.colors.surface,
  color: mine ? theme.colors.onPrimary : theme.colors.text,
  border: `1px solid ${failed ? theme.colors.danger : mine ? theme.colors.primary : theme.colors.border}`,
  opacity: failed ? 0.85 : 1,
  boxShadow: mine ? 'none' : '0 1px 1px rgba(29, 27, 32, 0.06)',
});

function StoredMessage({
  message,
  name,
  dates,
  status,
}: {
  message: Message;
  name: string;
  dates: ChatDates;
  /** Shown in words under the member's newest message (read receipts). */
  status: 'read' | 'sent' | null;
}) {
  const { t } = useTranslation('mf-chat');
  if (message.type === 'system') {
    return (
      <li
        data-testid="system-message"
        css={{
          alignSelf: 'center',
          textAlign: 'center',
          maxWidth: '85%',
          margin: `${theme.space(2)} 0`,
          color: theme.colors.muted,
          fontSize: '0.875rem',
        }}
      >
        <MessageContent message={message} name={name} />
      </li>
    );
  }
  const mine = message.from_me;
  const waiting = message.review === 'waiting';
  return (
    <li
      data-testid="message"
      data-side={mine ? 'mine' : 'theirs'}
      data-state={mine ? (message.review ?? 'sent') : undefined}
      css={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
    >
      <div css={isMediaMessage(message) ? mediaCss() : bubbleCss(mine)}>
        {/* Who wrote it, unless the content says so itself ("Photo from Sanne", "Sanne sent you a gift"). */}
        {!namesSender(message) && <VisuallyHidden>{mine ? t('conversation.you') : name}: </VisuallyHidden>}
        <MessageContent message={message} name={name} />
      </div>
      <span
        css={{
          fontSize: '0.75rem',
          color: theme.colors.muted,
          margin: '2px 6px 4px',
          display: 'inline-flex',
          gap: 4,
          alignItems: 'center',
        }}
      >
        <time dateTime={message.created_at}>{dates.time(message.created_at)}</time>
        {waiting ? (
          <WaitingForReview name={name} />
        ) : (
          mine &&
          message.review === undefined && (
            <>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="14"
                height="14"
                fill="none"
                stroke={theme.colors.success}
                strokeWidth="2.5"
              >
                <path d="M4 12l5 5L20 6" />
              </svg>
              {status === null && <VisuallyHidden>{t('conversation.sent')}</VisuallyHidden>}
            </>
          )
        )}
        {status !== null && (
          <span data-testid="read-status" data-status={status} css={{ color: status === 'read' ? theme.colors.text : undefined }}>
            {status === 'read' ? t('conversation.read') : t('conversation.sent')}
          </span>
        )}
      </span>
    </li>
  );
}

/** Under a photo held back for review (chat pre-moderation): where it stands, in words, and who gets it when. */
function WaitingForReview({ name }: { name: string }) {
  const { t } = useTranslation('mf-chat');
  return (
    <span data-testid="review-waiting" css={{ display: 'inline-flex', alignItems: 'center', gap: 4, color: theme.colors.text }}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <span>{t('media.waitingForReview')}</span>
      <VisuallyHidden>{t('media.waitingForReviewHint', { name })}</VisuallyHidden>
    </span>
  );
}

function OutgoingBubble({
  message,
  dates,
  onRetry,
}: {
  message: OutgoingMessage;
  dates: ChatDates;
  onRetry: (message: OutgoingMessage) => void;
}) {
  const { t } = useTranslation('mf-chat');
  const failed = message.status === 'failed';
  return (
    <li
      data-testid="message"
      data-side="mine"
      data-state={message.status}
      data-client-id={message.client_id}
      css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}
    >
      <div css={message.content.kind === 'text' ? bubbleCss(true, failed) : mediaCss(failed)}>
        {(message.content.kind === 'text' || message.content.kind === 'gif') && <VisuallyHidden>{t('conversation.you')}: </VisuallyHidden>}
        <OutgoingContentView content={message.content} sending={!failed} />
      </div>
      <span
        css={{
          fontSize: '0.75rem',
          margin: '2px 6px 4px',
          display: 'inline-flex',
          gap: theme.space(2),
          alignItems: 'center',
          color: failed ? theme.colors.danger : theme.colors.muted,
        }}
      >
        {failed ? (
          <>
            <span>{t('conversation.failed')}</span>
            <Button size="sm" variant="link" onClick={() => onRetry(message)}>
              {t('conversation.retrySend')}
            </Button>
          </>
        ) : (
          <span>
            {dates.time(message.created_at)} · {t('conversation.sending')}
          </span>
        )}
      </span>
    </li>
  );
}

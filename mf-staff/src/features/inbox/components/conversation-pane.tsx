import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@dating/shared/contracts/chats';
import type { InboxConversation } from '@dating/shared/contracts/staff-inbox';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useInboxMessages } from '../api/list-inbox-messages';
import { useLanguageName } from '../../../hooks/use-language-name';
import { useInboxErrorText } from '../inbox-errors';
import type { HeldConversation } from '../use-held-conversation';
import { useReplyOutbox } from '../use-reply-outbox';
import type { OperatorTyping } from '../use-staff-socket';
import { Avatar } from '../../../components/avatar';
import { Composer } from './composer';
import { MemberSheet } from './member-sheet';
import { MessageList, type ShownMessage } from './message-list';
import { PersonaSheet } from './persona-sheet';
import { TypingLine } from './typing-line';

export interface ConversationPaneProps {
  data: InboxConversation;
  held: HeldConversation;
  memberTyping: boolean;
  operatorTyping: OperatorTyping;
  /** The oldest waiting conversation no one else holds, for "Next conversation" after a reply. */
  next: number | null;
  onCallError: (error: unknown) => void;
}

type Panel = 'chat' | 'persona' | 'member';
const PANELS: readonly Panel[] = ['chat', 'persona', 'member'];
const PHONE = '@media (max-width: 1023.98px)';
const DESKTOP = '@media (min-width: 1024px)';

/** Shown on a phone only when its panel is the chosen one; always beside each other on a desktop. */
const onPhone = (shown: boolean) => ({ [PHONE]: { display: shown ? undefined : 'none' } });

const shown = (message: Message): ShownMessage => ({ key: `m${message.id}`, message });

/**
 * The open conversation (the middle column) and its sheets (the right one): the member and the persona
 * in the header, the messages, the composer; the persona's and the member's sheets. On a phone one
 * panel at a time, chosen in a row under the header.
 */
export function ConversationPane({ data, held, memberTyping, operatorTyping, next, onCallError }: ConversationPaneProps) {
  const { t } = useTranslation('mf-staff');
  const languageName = useLanguageName();
  const errorText = useInboxErrorText();
  const [panel, setPanel] = useState<Panel>('chat');
  const [answered, setAnswered] = useState(false);
  const [olderFrom, setOlderFrom] = useState<number | null>(null);
  const older = useInboxMessages(data.conversation, olderFrom);
  const outbox = useReplyOutbox(data.conversation, { onSent: () => setAnswered(true), onError: onCallError });
  const { member, persona } = data;

  // Older pages come newest first; each is oldest first. A refetched first page may overlap them: one of each id.
  const known = new Map<number, Message>();
  for (const page of [...(older.data?.pages ?? [])].reverse()) for (const message of page.messages) known.set(message.id, message);
  for (const message of data.messages) known.set(message.id, message);
  const serverMessages = [...known.values()].sort((a, b) => a.id - b.id);
  const messages: ShownMessage[] = [
    ...serverMessages.map(shown),
    ...outbox.pending(serverMessages).map((item): ShownMessage => ({
      key: item.clientId,
      message: {
        type: 'text' in item.content ? 'text' : 'photo',
        text: 'text' in item.content ? item.content.text : '',
        from_me: true,
        created_at: item.createdAt,
        photo: 'photo' in item.content ? item.content.photo : null,
        gift: null,
      },
      outgoing: { state: item.state, onRetry: () => outbox.retry(item) },
    })),
  ];
  const hasOlder = older.data ? older.hasNextPage : data.older_cursor !== null;
  const loadOlder = () => {
    if (olderFrom === null) setOlderFrom(data.older_cursor);
    else void older.fetchNextPage();
  };

  const memberLine = [String(member.age), [member.city, member.country].filter(Boolean).join(', ')].join(' · ');

  return (
    <>
      <section
        aria-label={t('inbox.conversation.label', { member: member.name, persona: persona.name })}
        css={{ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, background: theme.colors.background }}
      >
        <header
          css={{
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space(2),
            padding: theme.space(3),
            background: theme.colors.surface,
            borderBottom: `1px solid ${theme.colors.border}`,
          }}
        >
          <Button variant="link" size="sm" onClick={held.close} css={{ alignSelf: 'flex-start' }}>
            <span aria-hidden="true">←</span> {t('inbox.conversation.back')}
          </Button>
          <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), minWidth: 0 }}>
            <Avatar name={member.name} url={member.photo_url} />
            <div css={{ minWidth: 0, flex: 1 }}>
              <h2 css={{ margin: 0, fontSize: '1.1rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {member.name}
              </h2>
              <p css={{ margin: 0, fontSize: '0.85rem', color: theme.colors.muted }}>{memberLine}</p>
            </div>
            <span aria-hidden="true" css={{ color: theme.colors.muted, fontSize: '1.2rem' }}>
              ⇄
            </span>
            <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), minWidth: 0 }}>
              <p css={{ margin: 0, fontSize: '0.85rem', textAlign: 'right' }}>
                {t('inbox.conversation.asPersona', { name: persona.name })}
              </p>
              <Avatar name={persona.name} url={persona.photo_url} size={36} />
            </div>
          </div>
          <fieldset
            aria-label={t('inbox.conversation.panels')}
            css={{ display: 'flex', gap: theme.space(1), margin: 0, padding: 0, border: 0, minWidth: 0, [DESKTOP]: { display: 'none' } }}
          >
            {PANELS.map((name) => (
              <Button
                key={name}
                size="sm"
                variant={panel === name ? 'primary' : 'secondary'}
                aria-pressed={panel === name}
                onClick={() => setPanel(name)}
              >
                {t(`inbox.conversation.panel.${name}`)}
              </Button>
            ))}
          </fieldset>
        </header>
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling history must be reachable by keyboard to scroll it (axe: scrollable-region-focusable) */}
        <div tabIndex={0} css={{ flex: 1, minHeight: 0, overflowY: 'auto', ...onPhone(panel === 'chat') }}>
          <MessageList
            messages={messages}
            memberName={member.name}
            personaName={persona.name}
            hasOlder={hasOlder}
            loadingOlder={older.isFetching}
            onLoadOlder={loadOlder}
          />
        </div>
        <div
          css={{
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space(2),
            padding: theme.space(3),
            background: theme.colors.surface,
            borderTop: `1px solid ${theme.colors.border}`,
            // On a phone the page scrolls: the composer stays at the bottom of the screen.
            [PHONE]: { display: panel === 'chat' ? undefined : 'none', position: 'sticky', bottom: 0 },
          }}
        >
          <TypingLine name={member.name} typing={memberTyping} />
          {held.lost && (
            <Alert
              level="warning"
              actions={
                <Button size="sm" onClick={held.retake} disabled={held.retaking} aria-busy={held.retaking}>
                  {held.retaking ? t('inbox.claim.retaking') : t('inbox.claim.retake')}
                </Button>
              }
            >
              {held.retakeError ? errorText(held.retakeError) : t('inbox.claim.expired')}
            </Alert>
          )}
          {outbox.error && !held.lost ? <Alert level="danger">{errorText(outbox.error)}</Alert> : null}
          <Composer
            personaName={persona.name}
            languageName={languageName(member.language)}
            photos={persona.photos}
            disabled={held.lost}
            onSendText={(text) => outbox.send({ text })}
            onSendPhoto={(photo) => outbox.send({ photo })}
            onTyping={() => {
              operatorTyping.input();
              held.keepAlive();
            }}
            onStopTyping={operatorTyping.stop}
            next={
              answered ? (
                <Button variant="secondary" size="sm" disabled={next === null} onClick={() => next !== null && held.open(next)}>
                  {next === null ? t('inbox.conversation.noNext') : t('inbox.conversation.next')}
                </Button>
              ) : null
            }
          />
        </div>
      </section>
      <aside
        aria-label={t('inbox.sheets')}
        css={{
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space(3),
          minHeight: 0,
          overflowY: 'auto',
          padding: theme.space(3),
          ...onPhone(panel !== 'chat'),
        }}
      >
        <div css={onPhone(panel === 'persona')}>
          <PersonaSheet conversation={data.conversation} persona={persona} onCallError={onCallError} />
        </div>
        <div css={onPhone(panel === 'member')}>
          <MemberSheet conversation={data.conversation} member={member} onCallError={onCallError} />
        </div>
      </aside>
    </>
  );
}

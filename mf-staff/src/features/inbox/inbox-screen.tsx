import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useInboxConversation } from './api/get-inbox-conversation';
import { useInbox, type InboxFilters } from './api/get-inbox';
import { ConversationPane } from './components/conversation-pane';
import { Queue } from './components/queue';
import { isInboxError, useInboxErrorText } from './inbox-errors';
import { useHeldConversation } from './use-held-conversation';
import { useStaffSocket } from './use-staff-socket';

const PHONE = '@media (max-width: 1023.98px)';
const DESKTOP = '@media (min-width: 1024px)';

const columnCss = {
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  minHeight: 0,
  overflow: 'hidden',
} as const;

/**
 * The operator inbox (`/staff/inbox`, `?conversation=` the open one): the queue, the conversation the
 * operator holds and its sheets — three columns on a desktop; on a phone the queue, or the conversation
 * with a way back. Live over the staff socket, refetched every 30 s besides.
 */
export function InboxScreen() {
  const { t } = useTranslation('mf-staff');
  const { showError } = useShellContext();
  const errorText = useInboxErrorText();
  const [filters, setFilters] = useState<InboxFilters>({});
  const inbox = useInbox(filters);
  const held = useHeldConversation();
  const conversation = useInboxConversation(held.conversation);
  const { memberTyping, operatorTyping } = useStaffSocket(held.conversation);
  const { markLost } = held;

  const onCallError = useCallback(
    (error: unknown) => {
      if (isInboxError(error, 'claim_required')) markLost();
    },
    [markLost],
  );

  // The api answers 404 to anyone the inbox is not for (no staff session, another role): the page does not exist.
  const noInbox = isApiError(inbox.error) && inbox.error.code === 'not_found';
  useEffect(() => {
    if (noInbox) showError(404);
  }, [noInbox, showError]);
  const conversationLost = isInboxError(conversation.error, 'claim_required');
  useEffect(() => {
    if (conversationLost) markLost();
  }, [conversationLost, markLost]);

  const next =
    inbox.data?.items.find((item) => item.conversation !== held.conversation && (item.claim === null || item.claim.mine))?.conversation ??
    null;
  const open = held.conversation !== null;

  return (
    <section css={{ display: 'flex', flexDirection: 'column' }}>
      <PageHeading
        css={{
          margin: `${theme.space(3)} 0`,
          fontSize: '1.35rem',
          [PHONE]: open ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : {},
        }}
      >
        {t('inbox.title')}
      </PageHeading>
      <div
        data-open={open}
        css={{
          display: 'grid',
          gap: theme.space(3),
          gridTemplateColumns: 'minmax(0, 1fr)',
          [DESKTOP]: {
            gridTemplateColumns: '20rem minmax(0, 1fr) 20rem',
            height: 'calc(100dvh - 12rem)',
            minHeight: '32rem',
          },
        }}
      >
        <div css={{ ...columnCss, display: 'flex', flexDirection: 'column', [PHONE]: open ? { display: 'none' } : {} }}>
          <Queue
            data={inbox.data}
            error={noInbox ? null : inbox.error}
            filters={filters}
            onFilters={setFilters}
            selected={held.conversation}
            opening={held.opening}
            refused={held.refused}
            onDismissRefusal={held.dismissRefusal}
            onOpen={held.open}
          />
        </div>
        {open && conversation.data ? (
          <ConversationPane
            key={conversation.data.conversation}
            data={conversation.data}
            held={held}
            memberTyping={memberTyping}
            operatorTyping={operatorTyping}
            next={next}
            onCallError={onCallError}
          />
        ) : (
          <div
            css={{
              ...columnCss,
              gridColumn: 'span 1',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              padding: theme.space(6),
              color: theme.colors.muted,
              textAlign: 'center',
              [DESKTOP]: { gridColumn: '2 / span 2' },
              [PHONE]: open ? {} : { display: 'none' },
            }}
          >
            {!open ? (
              t('inbox.conversation.choose')
            ) : conversation.error && !conversationLost ? (
              <Alert level="danger">{errorText(conversation.error)}</Alert>
            ) : conversationLost ? (
              <ConversationLost retake={held.retake} retaking={held.retaking} error={held.retakeError} back={held.close} />
            ) : (
              <Spinner label={t('inbox.conversation.loading')} />
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** A held conversation whose lease ran out before it could even be read. */
function ConversationLost({ retake, retaking, error, back }: { retake: () => void; retaking: boolean; error: unknown; back: () => void }) {
  const { t } = useTranslation('mf-staff');
  const errorText = useInboxErrorText();
  return (
    <Alert
      level="warning"
      actions={
        <span css={{ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' }}>
          <Button size="sm" onClick={retake} disabled={retaking} aria-busy={retaking}>
            {retaking ? t('inbox.claim.retaking') : t('inbox.claim.retake')}
          </Button>
          <Button size="sm" variant="secondary" onClick={back}>
            {t('inbox.conversation.back')}
          </Button>
        </span>
      }
    >
      {error ? errorText(error) : t('inbox.claim.expired')}
    </Alert>
  );
}

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import type { Settings } from '@dating/shared/contracts/settings';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { useBusState, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { Alert } from '@dating/shared/ui/alert';
import { RetryAlert } from '@dating/shared/ui/retry-alert';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { chatsKey, useChats } from '../../api/list-chats';
import { conversationKey, type ConversationRef } from '../../api/conversation-cache';
import { useDeleteChat } from '../../api/delete-chat';
import { useOtherTyping } from '../../api/live-chat';
import { Avatar } from '../../components/avatar';
import { queryClient } from '../../query-client';
import { useMessages } from './api/list-messages';
import { useMarkRead } from './api/mark-read';
import { precheckPhoto } from '@dating/shared/photos/precheck-photo';
import { Composer, type ComposerHandle } from './components/composer';
import { ComposerTools } from './components/composer-tools';
import { PhotoStaging } from './components/photo-staging';
import type { ViewerPhoto } from './extras/photo-viewer';
import { OpenPhotoContext } from './messages/photo-viewer-context';
import { MessageLog } from './components/message-log';
import { TopBar } from './components/top-bar';
import { TypingIndicator } from './components/typing-indicator';
import { useOutbox, type SendRefusal } from './use-outbox';

// The dialogs load when the member first opens one: most visits never do.
const BlockDialog = lazy(() => import('@dating/shared/ui/block-dialog').then((module) => ({ default: module.BlockDialog })));
const ReportDialog = lazy(() => import('@dating/shared/ui/report-dialog').then((module) => ({ default: module.ReportDialog })));
const PhotoViewer = lazy(() => import('./extras/photo-viewer').then((module) => ({ default: module.PhotoViewer })));
const GiftPicker = lazy(() => import('./extras/gift-picker').then((module) => ({ default: module.GiftPicker })));
const GifPicker = lazy(() => import('./extras/gif-picker').then((module) => ({ default: module.GifPicker })));
const IcebreakerDialog = lazy(() => import('./extras/icebreaker-dialog').then((module) => ({ default: module.IcebreakerDialog })));

/** The dialog open over the conversation, if any. */
type OpenDialog = 'block' | 'report' | 'gift' | 'gif' | 'icebreaker' | { photo: number } | null;

const isUnavailable = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.code === 'not_found' || error.code === 'validation_failed');

/**
 * One conversation, by conversation id or by the other member: top bar, the messages, a slot for
 * the typing indicator, and the footer (the message field, or why nothing can be sent).
 */
export function ConversationView({ reference, settings }: { reference: ConversationRef; settings: Settings }) {
  const { t } = useTranslation('mf-chat');
  const { navigate, showError, bus } = useShellContext();
  const auth = useBusState('auth');
  // Read receipts go both ways: a member who sends none sees none.
  const readReceipts = auth.status === 'logged_in' && auth.user.read_receipts;
  const conversation = useMessages(reference);
  const { query, opening, messages } = conversation;
  const deleteChat = useDeleteChat();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [staged, setStaged] = useState<{ file: File; preview: string } | null>(null);
  const [photoProblem, setPhotoProblem] = useState<'notAPhoto' | 'tooLarge' | null>(null);
  const composer = useRef<ComposerHandle>(null);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: conversationKey(reference) }), [reference]);
  const outbox = useOutbox(opening?.profile.id ?? 0, refresh);

  const unavailable = !opening && query.isError && isUnavailable(query.error);
  useEffect(() => {
    if (unavailable) showError(404);
  }, [unavailable, showError]);

  // The list learnt of a message newer than the newest shown (the shell's periodic check): catch up.
  const listed = useChats().data?.chats.find((entry) => entry.conversation === opening?.conversation)?.last_message?.created_at;
  const newestShown = messages.at(-1)?.created_at;
  const behind = listed !== undefined && newestShown !== undefined && Date.parse(listed) > Date.parse(newestShown);
  const { refetch } = query;
  useEffect(() => {
    if (behind) void refetch();
  }, [behind, refetch]);

  // A kept message the conversation has stored (its answer was lost before a reload) is no longer unsent.
  const storedIds = useMemo(
    () =>
      messages
        .map((message) => message.client_id)
        .filter(Boolean)
        .join(' '),
    [messages],
  );
  const { settle } = outbox;
  useEffect(() => settle(new Set(storedIds.split(' '))), [settle, storedIds]);

  const newestIncoming = messages.findLast((message) => !message.from_me && message.type !== 'system')?.id ?? null;
  useMarkRead(opening?.conversation ?? null, newestIncoming);
  const typing = useOtherTyping(opening?.conversation ?? null);
  const conversationOpen = opening?.conversation ?? null;
  const onTyping = useCallback(
    (on: boolean) => {
      if (conversationOpen !== null) bus.emit('typingChanged', { conversation: conversationOpen, typing: on });
    },
    [bus, conversationOpen],
  );

  const photos = useMemo(
    () =>
      messages.filter(
        (message): message is typeof message & ViewerPhoto => message.type === 'photo' && message.photo !== null && !message.photo.animated,
      ),
    [messages],
  );
  const openPhoto = useCallback((id: number) => setDialog({ photo: id }), []);
  // A staged photo nobody sent lets go of its picture.
  useEffect(() => (staged ? () => URL.revokeObjectURL(staged.preview) : undefined), [staged]);

  if (!opening) {
    if (unavailable) return null;
    if (query.isError && !query.isFetching)
      return (
        <div css={{ padding: theme.space(4) }}>
          <RetryAlert retryLabel={t('conversation.retry')} onRetry={() => query.refetch()}>
            {t('conversation.error')}
          </RetryAlert>
        </div>
      );
    return <Spinner label={t('conversation.loading')} />;
  }

  const { profile, allowance } = opening;
  const conversationId = opening.conversation;
  const leave = () => navigate(pathTo('chats'));
  const empty = messages.length === 0 && outbox.outbox.length === 0;
  // Where a purchase started from a refusal leads back to: this conversation, a refused message kept in it.
  const returnTo = conversationId === null ? pathTo('members-id-chat', { id: profile.id }) : pathTo('chats-id', { id: conversationId });
  const openIcebreakers = () => setDialog('icebreaker');
  const pickPhoto = (file: File) => {
    const check = precheckPhoto(file);
    if (!check.ok) {
      setPhotoProblem(check.error);
      return;
    }
    setPhotoProblem(null);
    setStaged({ file, preview: URL.createObjectURL(file) });
  };
  const sendStaged = () => {
    if (!staged) return;
    // The outbox owns the picture from here (its bubble shows it until the api has stored it).
    outbox.submit({ kind: 'photo', file: staged.file, preview: URL.createObjectURL(staged.file), progress: 0 });
    setStaged(null);
    // The staging's buttons are gone: the field is where the member goes on.
    composer.current?.focus();
  };

  return (
    <OpenPhotoContext.Provider value={openPhoto}>
      <TopBar
        profile={profile}
        settings={settings}
        onDelete={
          conversationId === null
            ? null
            : () => {
                if (!window.confirm(t('conversation.deleteConfirm', { name: profile.name }))) return;
                deleteChat.mutate(conversationId);
                leave();
              }
        }
        onBlock={() => setDialog('block')}
        onReport={() => setDialog('report')}
      />
      <MessageLog
        name={profile.name}
        messages={messages}
        outbox={outbox.outbox}
        onRetry={outbox.retry}
        hasOlder={conversation.hasOlder}
        loadingOlder={conversation.loadingOlder}
        onLoadOlder={conversation.loadOlder}
        historyLimited={conversation.historyLimited}
        readUpTo={readReceipts ? opening.read_up_to : null}
        spotlight={outbox.spotlight}
        empty={
          <div
            data-testid="conversation-start"
            css={{
              display: 'grid',
              justifyItems: 'center',
              gap: theme.space(3),
              margin: `${theme.space(10)} auto`,
              maxWidth: 360,
              textAlign: 'center',
            }}
          >
            <Avatar profile={profile} cdnPrefix={settings.cdn_prefix} size={96} />
            <p css={{ margin: 0, color: theme.colors.muted }}>{t('conversation.start', { name: profile.name })}</p>
            {opening.send_state === 'open' && (
              <Button variant="secondary" size="sm" onClick={openIcebreakers} aria-haspopup="dialog">
                {t('icebreakers.prompt')}
              </Button>
            )}
          </div>
        }
      />
      <div css={{ background: theme.colors.surface, borderTop: `1px solid ${theme.colors.border}` }}>
        <div
          css={{
            maxWidth: theme.chat.messagesMax,
            margin: '0 auto',
            padding: `${theme.space(1)} ${theme.space(4)} ${theme.space(3)}`,
            display: 'grid',
            gap: theme.space(2),
          }}
        >
          <TypingIndicator name={profile.name} typing={typing} />
          {opening.send_state === 'open' ? (
            <>
              {outbox.refusal ? (
                <RefusalAlert refusal={outbox.refusal} name={profile.name} onDismiss={outbox.dismissRefusal} returnTo={returnTo} />
              ) : (
                // Said before the member types: a free member who started their two conversations cannot start this one.
                conversationId === null &&
                allowance.conversations_left === 0 && (
                  <RefusalAlert refusal="premium_only" name={profile.name} onDismiss={null} returnTo={returnTo} />
                )
              )}
              {photoProblem && (
                <Alert level="danger" onDismiss={() => setPhotoProblem(null)} dismissLabel={t('composer.dismiss')}>
                  <span data-testid="photo-problem">{t(`tools.${photoProblem}`)}</span>
                </Alert>
              )}
              {staged && (
                <PhotoStaging
                  preview={staged.preview}
                  name={profile.name}
                  photoCredits={settings.photo_credits}
                  credits={allowance.credits}
                  onSend={sendStaged}
                  onCancel={() => {
                    setStaged(null);
                    composer.current?.focus();
                  }}
                />
              )}
              <Composer
                ref={composer}
                name={profile.name}
                maxLength={settings.message_length}
                allowance={allowance}
                onSend={(text) => outbox.submit({ kind: 'text', text })}
                onTyping={onTyping}
                tools={
                  <ComposerTools
                    photoCredits={settings.photo_credits}
                    onPhoto={pickPhoto}
                    onGif={() => setDialog('gif')}
                    onGift={() => setDialog('gift')}
                    onIcebreaker={empty ? openIcebreakers : null}
                  />
                }
              />
            </>
          ) : (
            <p
              data-testid="send-notice"
              css={{
                margin: 0,
                padding: theme.space(3),
                borderRadius: theme.radius,
                background: theme.colors.background,
                color: theme.colors.text,
                textAlign: 'center',
              }}
            >
              {opening.send_state === 'reply_not_allowed'
                ? t('conversation.replyNotAllowed', { name: profile.name })
                : t('conversation.partnerLeft', { name: profile.name })}
            </p>
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {dialog === 'block' && (
          <BlockDialog
            open
            onClose={() => setDialog(null)}
            profileId={profile.id}
            name={profile.name}
            onBlocked={() => {
              // The api removed the conversations with them from this member's list.
              void queryClient.invalidateQueries({ queryKey: chatsKey() });
              leave();
            }}
            queryClient={queryClient}
          />
        )}
        {dialog === 'report' && (
          <ReportDialog
            open
            onClose={() => setDialog(null)}
            profileId={profile.id}
            name={profile.name}
            photos={[]}
            queryClient={queryClient}
            {...(conversationId === null ? {} : { conversationId })}
          />
        )}
        {dialog === 'gift' && (
          <GiftPicker
            name={profile.name}
            credits={allowance.credits}
            onSend={(gift) => outbox.submit({ kind: 'gift', gift })}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'gif' && (
          <GifPicker allowance={allowance} onSend={(gif) => outbox.submit({ kind: 'gif', gif })} onClose={() => setDialog(null)} />
        )}
        {dialog === 'icebreaker' && (
          <IcebreakerDialog name={profile.name} onPick={(line) => composer.current?.fill(line)} onClose={() => setDialog(null)} />
        )}
        {typeof dialog === 'object' && dialog !== null && (
          <PhotoViewer photos={photos} startAt={dialog.photo} name={profile.name} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </OpenPhotoContext.Provider>
  );
}

/** Why the last message was not sent, with the way on: buy credits, go premium, or the error's own words. */
function RefusalAlert({
  refusal,
  name,
  onDismiss,
  returnTo,
}: {
  refusal: SendRefusal;
  name: string;
  onDismiss: (() => void) | null;
  /** Where the completed purchase (credits, or premium) leads back to. */
  returnTo: string;
}) {
  const { t } = useTranslation('mf-chat');
  const { navigate } = useShellContext();
  const errorText = useApiErrorText();
  if (refusal === 'unavailable') return null;
  if (refusal === 'not_enough_credits' || refusal === 'premium_only') {
    const credits = refusal === 'not_enough_credits';
    return (
      <Alert
        level="warning"
        onDismiss={onDismiss ?? undefined}
        dismissLabel={t('composer.dismiss')}
        actions={
          <Button size="sm" onClick={() => navigate(withQuery(pathTo(credits ? 'credits' : 'premium'), { return_to: returnTo }))}>
            {credits ? t('composer.buyCredits') : t('composer.getPremium')}
          </Button>
        }
      >
        <span data-testid="send-refusal">{credits ? t('composer.notEnoughCredits') : t('composer.premiumOnly', { name })}</span>
      </Alert>
    );
  }
  return (
    <Alert level="danger" onDismiss={onDismiss ?? undefined} dismissLabel={t('composer.dismiss')}>
      <span data-testid="send-refusal">{errorText(refusal.error)}</span>
    </Alert>
  );
}

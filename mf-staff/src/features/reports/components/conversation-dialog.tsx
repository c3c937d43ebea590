import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/shared/ui/alert';
import { Modal } from '@dating/shared/ui/modal';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { useReportedConversation } from '../api/get-reported-conversation';

/** The reported conversation, read only, for the report that names it; the api logs each reading. */
export function ConversationDialog({
  reportId,
  reportedProfileId,
  onClose,
}: {
  reportId: number;
  reportedProfileId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('mf-staff');
  const dateTime = useDateTimeText();
  const conversation = useReportedConversation(reportId);
  const names = new Map(conversation.data?.participants.map((participant) => [participant.profile_id, participant.name]) ?? []);
  return (
    <Modal open width="lg" title={t('reports.conversation.title')} onClose={onClose} closeLabel={t('reports.conversation.close')}>
      <p css={{ margin: `0 0 ${theme.space(3)}`, color: theme.colors.muted }}>{t('reports.conversation.notice')}</p>
      {conversation.error ? (
        <Alert level="danger">{t('reports.conversation.failed')}</Alert>
      ) : !conversation.data ? (
        <Spinner label={t('reports.conversation.loading')} />
      ) : conversation.data.messages.length === 0 ? (
        <p>{t('reports.conversation.empty')}</p>
      ) : (
        <ol
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space(2),
            maxHeight: '60vh',
            overflowY: 'auto',
          }}
        >
          {conversation.data.messages.map((message) => {
            const reported = message.from_profile_id !== null && message.from_profile_id === reportedProfileId;
            return (
              <li
                key={message.id}
                css={{
                  alignSelf: reported ? 'flex-start' : 'flex-end',
                  maxWidth: '80%',
                  padding: `${theme.space(2)} ${theme.space(3)}`,
                  borderRadius: theme.radius,
                  background: reported ? theme.colors.warningBg : theme.colors.background,
                  border: `1px solid ${theme.colors.border}`,
                }}
              >
                <p css={{ margin: 0, fontSize: '0.8rem', color: theme.colors.muted }}>
                  {message.from_profile_id === null
                    ? t('reports.conversation.system')
                    : (names.get(message.from_profile_id) ?? `#${message.from_profile_id}`)}{' '}
                  · {dateTime(message.created_at)}
                </p>
                {message.media_url ? (
                  <img src={message.media_url} alt={t('reports.conversation.gif')} css={{ maxWidth: 200, display: 'block' }} />
                ) : null}
                {message.type === 'photo' && !message.media_url ? (
                  <p css={{ margin: 0, fontStyle: 'italic' }}>{t('reports.conversation.photo')}</p>
                ) : null}
                {message.type === 'gift' ? <p css={{ margin: 0, fontStyle: 'italic' }}>{t('reports.conversation.gift')}</p> : null}
                {message.body ? <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </Modal>
  );
}

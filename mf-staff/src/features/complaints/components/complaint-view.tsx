import { useTranslation } from 'react-i18next';
import type { ComplaintDetail } from '@dating/shared/contracts/staff-support';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { withQuery } from '@dating/shared/routes/path-to';
import { staffRouteByName } from '@dating/shared/routes/staff-route-table';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { useLanguageName } from '../../../hooks/use-language-name';
import { useSetStaffComplaintStatus } from '../api/set-staff-complaint-status';
import { AnswerForm } from './answer-form';
import { PageLink } from './page-link';

const cardCss = {
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: theme.space(4),
} as const;

const factsCss = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${theme.space(1)} ${theme.space(4)}`,
  margin: 0,
  '& dt': { color: theme.colors.muted },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
} as const;

const STATUS_TONE = {
  open: { background: theme.colors.warningBg, color: theme.colors.text },
  answered: { background: theme.colors.infoBg, color: theme.colors.text },
  closed: { background: theme.colors.background, color: theme.colors.muted },
} as const;

/** One complaint: who wrote and about what, the message, support's answers, the answer form, close or reopen. */
export function ComplaintView({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation('mf-staff');
  const dateTime = useDateTimeText();
  const languageName = useLanguageName();
  const errorText = useApiErrorText();
  const status = useSetStaffComplaintStatus();
  // The member page is the members' feature (`?member=`); without it the id alone is shown.
  const membersPath = staffRouteByName('staff-members')?.path;
  const closed = complaint.status === 'closed';
  const memberText =
    complaint.member_user_id === null
      ? ''
      : t('complaints.member', { name: complaint.member_name ?? '', id: complaint.member_user_id }).trim();

  return (
    <article aria-labelledby={`complaint-${complaint.id}-title`} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <div css={{ ...cardCss, display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center', justifyContent: 'space-between' }}>
          <h2 id={`complaint-${complaint.id}-title`} css={{ margin: 0, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
            <span css={{ color: theme.colors.muted }}>{complaint.reference}</span> {complaint.subject}
          </h2>
          <span
            css={{
              ...STATUS_TONE[complaint.status],
              padding: `${theme.space(1)} ${theme.space(3)}`,
              borderRadius: 999,
              fontSize: '0.875rem',
              fontWeight: 600,
            }}
          >
            {t(`complaints.status.${complaint.status}`)}
          </span>
        </div>
        <dl css={factsCss}>
          <dt>{t('complaints.from')}</dt>
          <dd>{complaint.email}</dd>
          <dt>{t('complaints.sender')}</dt>
          <dd>
            {complaint.member_user_id === null ? (
              t('complaints.visitor')
            ) : membersPath ? (
              <PageLink
                href={withQuery(membersPath, { member: complaint.member_user_id })}
                css={{ color: theme.colors.primary, fontWeight: 600 }}
              >
                {memberText}
              </PageLink>
            ) : (
              memberText
            )}
          </dd>
          <dt>{t('complaints.language')}</dt>
          <dd>{languageName(complaint.language)}</dd>
          <dt>{t('complaints.receivedAt')}</dt>
          <dd>{dateTime(complaint.created_at)}</dd>
          {complaint.member_reference ? (
            <>
              <dt>{t('complaints.theirReference')}</dt>
              <dd>{complaint.member_reference}</dd>
            </>
          ) : null}
        </dl>
        <blockquote
          css={{
            margin: 0,
            padding: theme.space(3),
            background: theme.colors.background,
            borderInlineStart: `4px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            lineHeight: 1.5,
          }}
        >
          {complaint.message}
        </blockquote>
      </div>

      <section aria-labelledby={`complaint-${complaint.id}-answers`} css={cardCss}>
        <h3 id={`complaint-${complaint.id}-answers`} css={{ margin: `0 0 ${theme.space(3)}`, fontSize: '1.05rem' }}>
          {t('complaints.answers', { n: complaint.answers.length })}
        </h3>
        {complaint.answers.length === 0 ? (
          <p css={{ margin: 0, color: theme.colors.muted }}>{t('complaints.noAnswers')}</p>
        ) : (
          <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
            {complaint.answers.map((answer) => (
              <li key={answer.id} css={{ borderInlineStart: `4px solid ${theme.colors.primary}`, paddingInlineStart: theme.space(3) }}>
                <p css={{ margin: `0 0 ${theme.space(1)}`, fontSize: '0.875rem', color: theme.colors.muted }}>
                  {t('complaints.answeredBy', {
                    email: answer.staff_email ?? t('complaints.formerStaff'),
                    date: dateTime(answer.created_at),
                  })}
                </p>
                <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 }}>{answer.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section css={cardCss} aria-label={t('complaints.answer.title')}>
        <AnswerForm key={complaint.id} complaint={complaint} />
      </section>

      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'center' }}>
        <Button
          variant="secondary"
          disabled={status.isPending}
          onClick={() => status.mutate({ complaint: complaint.id, status: closed ? 'open' : 'closed' })}
        >
          {closed ? t('complaints.reopen') : t('complaints.close')}
        </Button>
        <span css={{ color: theme.colors.muted, fontSize: '0.875rem' }}>
          {closed ? t('complaints.reopenHint') : t('complaints.closeHint')}
        </span>
      </div>
      {status.error ? <Alert level="danger">{errorText(status.error)}</Alert> : null}
    </article>
  );
}

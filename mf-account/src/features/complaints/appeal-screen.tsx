import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { APPEAL_TEXT_MAX, type AppealState } from '@dating/shared/contracts/appeals';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { TextAreaField } from '../../components/text-area-field';
import { useAppeal } from './api/get-appeal';
import { useFileAppeal } from './api/file-appeal';

const wrapper = { maxWidth: 640, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` } as const;

function DecisionSummary({ state }: { state: AppealState }) {
  const { t, i18n } = useTranslation('mf-account');
  const format = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const { decision } = state;
  return (
    <dl
      css={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: `${theme.space(2)} ${theme.space(4)}`,
        padding: theme.space(4),
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        '& dt': { fontWeight: 600 },
        '& dd': { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      }}
    >
      <dt>{t('appeal.decision')}</dt>
      <dd>
        {t(`appeal.kinds.${decision.kind}`)}
        {decision.suspended_until ? ` — ${t('appeal.until', { when: format(decision.suspended_until) })}` : ''}
      </dd>
      <dt>{t('appeal.ground')}</dt>
      <dd>{t(`appeal.grounds.${decision.ground}`)}</dd>
      <dt>{t('appeal.facts')}</dt>
      <dd>{decision.facts}</dd>
      <dt>{t('appeal.date')}</dt>
      <dd>{format(decision.decided_at)}</dd>
    </dl>
  );
}

/**
 * The appeal against a moderation decision (the complaints page with `?appeal=<token>`, the link of the
 * statement of reasons): the decision, then one appeal in the member's words. The link is the authority,
 * so a suspended or banned member — who cannot log in — can appeal too.
 */
export function AppealScreen({ token }: { token: string }) {
  const { t } = useTranslation('mf-account');
  const appeal = useAppeal(token);
  const fileAppeal = useFileAppeal(token);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const sent = fileAppeal.isSuccess;

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fileAppeal.isPending) return;
    if (text.trim() === '') {
      setError(t('appeal.textRequired'));
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    fileAppeal.mutate(text.trim());
  };

  const refusedCode = isApiError(fileAppeal.error) ? fileAppeal.error.code : null;
  const refusal: string | null = !fileAppeal.error
    ? null
    : refusedCode === 'appeal_exists'
      ? t('appeal.errors.appeal_exists')
      : refusedCode === 'appeal_closed'
        ? t('appeal.errors.appeal_closed')
        : t('appeal.errors.failed');

  return (
    <section css={wrapper}>
      <PageHeading>{t('appeal.title')}</PageHeading>
      {appeal.error ? (
        <Alert level="danger">
          {isApiError(appeal.error) && appeal.error.code === 'not_found' ? t('appeal.invalid') : t('appeal.errors.failed')}
        </Alert>
      ) : !appeal.data ? (
        <Spinner label={t('appeal.loading')} />
      ) : (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
          <p css={{ margin: 0, color: theme.colors.muted }}>{t('appeal.intro')}</p>
          <DecisionSummary state={appeal.data} />
          {sent ? (
            <div ref={sentRef} tabIndex={-1} data-testid="appeal-sent" css={{ '&:focus': { outline: 'none' } }}>
              <Alert level="success">{t('appeal.sent')}</Alert>
            </div>
          ) : appeal.data.appeal ? (
            <Alert level="info">{appeal.data.appeal.status === 'open' ? t('appeal.pending') : t('appeal.reviewed')}</Alert>
          ) : !appeal.data.can_appeal ? (
            <Alert level="warning">{t('appeal.errors.appeal_closed')}</Alert>
          ) : (
            <form
              noValidate
              onSubmit={submit}
              aria-busy={fileAppeal.isPending}
              css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}
            >
              <TextAreaField
                ref={fieldRef}
                id="appeal-text"
                name="appeal"
                required
                rows={7}
                maxLength={APPEAL_TEXT_MAX}
                label={t('appeal.text')}
                hint={t('appeal.textHint', { max: APPEAL_TEXT_MAX })}
                value={text}
                error={error}
                onChange={(event) => setText(event.target.value)}
              />
              {refusal ? <Alert level="danger">{refusal}</Alert> : null}
              <div>
                <Button type="submit" size="lg" disabled={fileAppeal.isPending}>
                  {fileAppeal.isPending ? t('appeal.sending') : t('appeal.submit')}
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </section>
  );
}

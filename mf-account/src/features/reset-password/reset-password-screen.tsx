import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { useFormErrors, useFormMessage } from '@dating/shared/forms/use-form-errors';
import { ErrorSummary, errorSummaryItems } from '@dating/shared/ui/error-summary';
import { EmailField } from '../../components/email-field';
import { resetRequestFailure, validateResetEmail, type ResetField } from './reset-password-errors';
import { pathTo } from '@dating/shared/routes/path-to';
import { useRequestPasswordReset } from './api/request-password-reset';

const EMAIL_ID = 'reset-password-email';

/**
 * Ask for a password reset e-mail (route `reset-password`). The address is checked with the
 * shared schema first; on success the screen says where the link went; refusals each show their own text.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation('mf-account');

  const [email, setEmail] = useState('');
  const text = useFormMessage();
  const { failure, failures, summaryRef, refuse, clearErrors, clearFieldError } = useFormErrors<ResetField>();
  const fieldError = failure.fields.email;
  const requestReset = useRequestPasswordReset();
  const busy = requestReset.isPending;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentTo) confirmationRef.current?.focus();
  }, [sentTo]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const validation = validateResetEmail(email);
    if (!validation.ok) {
      refuse(validation.failure);
      return;
    }
    clearErrors();
    requestReset.mutate(validation.email, {
      onSuccess: (answer) => setSentTo(answer.email),
      onError: (error) => refuse(resetRequestFailure(error)),
    });
  };

  const wrapper = { maxWidth: 420, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` };

  if (sentTo) {
    return (
      <section css={wrapper}>
        <PageHeading>{t('resetPassword.title')}</PageHeading>
        <div
          ref={confirmationRef}
          tabIndex={-1}
          data-testid="reset-password-sent"
          css={{ borderRadius: theme.radius, '&:focus': { outline: 'none' } }}
        >
          <Alert level="success">{t('resetPassword.sent', { email: sentTo })}</Alert>
        </div>
        <p css={{ marginTop: theme.space(4), color: theme.colors.muted }}>{t('resetPassword.sentHint')}</p>
        <p css={{ marginTop: theme.space(4), display: 'flex', gap: theme.space(4), flexWrap: 'wrap' }}>
          <AppLink to={pathTo('login')}>{t('resetPassword.backToLogin')}</AppLink>
          <button
            type="button"
            onClick={() => setSentTo(null)}
            css={{
              border: 0,
              background: 'transparent',
              padding: 0,
              font: 'inherit',
              color: theme.colors.primary,
              fontWeight: 600,
              cursor: 'pointer',
              textDecoration: 'underline',
            }}
          >
            {t('resetPassword.tryAgain')}
          </button>
        </p>
      </section>
    );
  }

  const items = errorSummaryItems(failure, ['email'], () => EMAIL_ID, text);

  return (
    <section css={wrapper}>
      <PageHeading>{t('resetPassword.title')}</PageHeading>
      <p css={{ marginTop: 0, color: theme.colors.muted }}>{t('resetPassword.intro')}</p>

      {items.length > 0 && (
        <ErrorSummary key={failures} ref={summaryRef} idPrefix="reset-password" title={t('resetPassword.errorSummary')} items={items} />
      )}

      <form noValidate onSubmit={onSubmit} aria-busy={busy} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        <EmailField
          id={EMAIL_ID}
          name="email"
          label={t('resetPassword.email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clearFieldError('email');
          }}
          error={fieldError ? text(fieldError) : null}
        />
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: theme.space(3) }}>
          <Button type="submit" size="lg" disabled={busy}>
            {busy && <Spinner label={t('resetPassword.submitting')} size={16} />}
            <span aria-hidden={busy ? true : undefined}>{busy ? t('resetPassword.submitting') : t('resetPassword.submit')}</span>
          </Button>
          <AppLink to={pathTo('login')}>{t('resetPassword.backToLogin')}</AppLink>
        </div>
      </form>
    </section>
  );
}

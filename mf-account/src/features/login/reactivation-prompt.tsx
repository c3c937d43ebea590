import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest, User } from '@dating/shared/contracts/user';
import { commonErrorMessage } from '@dating/shared/forms/form-failure';
import { useFormMessage } from '@dating/shared/forms/use-form-errors';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useReactivateAccount } from './api/reactivate-account';
import { loginFailure } from './login-errors';

/**
 * "Your account is scheduled for deletion — reactivate it?" (logging in within the 14 days
 * offers reactivation). Shown by the login form only after the api accepted the password, so
 * confirming sends the same credentials to POST /api/account-reactivate.php, which reactivates and
 * logs in at once (docs/decisions.md: no detour through another e-mail).
 */
export function ReactivationPrompt({
  credentials,
  onReactivated,
  onCancel,
}: {
  credentials: LoginRequest;
  onReactivated: (user: User) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('mf-account');
  const text = useFormMessage();
  const reactivation = useReactivateAccount();
  // Busy after a success too, until the login page that shows this goes: the credentials are used up.
  const busy = reactivation.isPending || reactivation.isSuccess;
  // The api checks these credentials as login does, so its refusals read as login's: login_failed
  // here means the 14 days ran out meanwhile (or the password changed), then lockout, rate limit.
  const failed = reactivation.isError ? (loginFailure(reactivation.error).form ?? commonErrorMessage(reactivation.error)) : null;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const reactivate = () => {
    if (busy) return;
    reactivation.mutate(credentials, { onSuccess: onReactivated });
  };

  return (
    <section
      aria-labelledby="login-reactivate-title"
      data-testid="login-reactivate"
      css={{
        marginBottom: theme.space(4),
        padding: theme.space(4),
        border: `1px solid ${theme.colors.primary}`,
        borderRadius: theme.radius,
      }}
    >
      <h2
        id="login-reactivate-title"
        ref={headingRef}
        tabIndex={-1}
        css={{ fontSize: '1.15rem', marginTop: 0, '&:focus': { outline: 'none' } }}
      >
        {t('login.reactivate.title')}
      </h2>
      <p>{t('login.reactivate.body')}</p>
      <p css={{ color: theme.colors.muted, fontSize: '0.9rem' }}>{t('login.reactivate.mailHint')}</p>
      {failed && (
        // No role here: the danger Alert is the alert itself (two nested ones are announced twice).
        <div css={{ marginBottom: theme.space(3) }}>
          <Alert level="danger">{text(failed)}</Alert>
        </div>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
        <Button type="button" onClick={reactivate} disabled={busy}>
          {busy && <Spinner label={t('login.reactivate.submitting')} size={16} />}
          <span aria-hidden={busy ? true : undefined}>{busy ? t('login.reactivate.submitting') : t('login.reactivate.confirm')}</span>
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('login.reactivate.cancel')}
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { AccountReactivateResponseSchema } from '@dating/shared/contracts/account-deletion';
import type { LoginRequest, User } from '@dating/shared/contracts/user';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * "Your account is scheduled for deletion — reactivate it?" (§4: logging in within the 14 days
 * offers reactivation). Shown by the login form only after the api accepted the password, so
 * confirming sends the same credentials to POST /api/account-reactivate.php, which reactivates and
 * logs in at once (docs/decisions.md: no detour through another e-mail).
 */
export function ReactivationPrompt({ credentials, onReactivated, onCancel }: { credentials: LoginRequest; onReactivated: (user: User) => void; onCancel: () => void }) {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const { api } = useShellContext();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'loginFailed' | 'generic' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const reactivate = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailed(null);
    try {
      const { user } = await api.post('/api/account-reactivate.php', AccountReactivateResponseSchema, { body: credentials });
      onReactivated(user);
    } catch (error) {
      inFlight.current = false;
      setBusy(false);
      // login_failed here means the 14 days ran out meanwhile (or the password changed): the §8 text.
      setFailed(isApiError(error) && error.code === 'login_failed' ? 'loginFailed' : 'generic');
    }
  };

  return (
    <section
      aria-labelledby="login-reactivate-title"
      data-testid="login-reactivate"
      css={{ marginBottom: theme.space(4), padding: theme.space(4), border: `1px solid ${theme.colors.primary}`, borderRadius: theme.radius }}
    >
      <h2 id="login-reactivate-title" ref={headingRef} tabIndex={-1} css={{ fontSize: '1.15rem', marginTop: 0, '&:focus': { outline: 'none' } }}>
        {t('login.reactivate.title')}
      </h2>
      <p>{t('login.reactivate.body')}</p>
      <p css={{ color: theme.colors.muted, fontSize: '0.9rem' }}>{t('login.reactivate.mailHint')}</p>
      {failed && (
        <div role="alert" css={{ marginBottom: theme.space(3) }}>
          <Alert level="danger">{failed === 'loginFailed' ? t('login.errors.loginFailed') : tCommon('errors.generic')}</Alert>
        </div>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
        <Button type="button" onClick={() => void reactivate()} disabled={busy}>
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

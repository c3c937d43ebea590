import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { checkMailChangeLinkEndpoint, confirmMailChangeEndpoint } from '@dating/shared/contracts/account-settings';
import { ResetTokenSchema } from '@dating/shared/contracts/password-reset';
import { useBusState, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { pathTo } from '@dating/shared/routes/path-to';

type Outcome = { state: 'busy' } | { state: 'done'; email: string } | { state: 'invalid' } | { state: 'inUse' } | { state: 'failed' };

/**
 * Confirms a changed e-mail address from the link mailed to it (route `mail-change-do`): the token
 * of the `token` query parameter is checked on opening (reading only) and, while it works, sent once.
 * Success names the new address; an unknown, used or expired link, or an address another account
 * took meanwhile, says so with a way back to the settings. A network failure offers a retry (the link is still unused then).
 */
export function MailChangeDoScreen() {
  const { t } = useTranslation('mf-account');
  const { api, bus } = useShellContext();
  const auth = useBusState('auth');
  const token = useRoute().query.token;
  const [outcome, setOutcome] = useState<Outcome>(() =>
    ResetTokenSchema.safeParse(token).success ? { state: 'busy' } : { state: 'invalid' },
  );
  const sentFor = useRef<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const confirm = useCallback(
    async (value: string) => {
      setOutcome({ state: 'busy' });
      try {
        const { email } = await api.call(confirmMailChangeEndpoint, { body: { token: value } });
        setOutcome({ state: 'done', email });
        // A logged-in member sees the new address everywhere at once.
        bus.emit('refreshRequested', { what: ['user'] });
      } catch (error) {
        if (isApiError(error) && (error.code === 'token_invalid' || (error.code === 'validation_failed' && error.field === 'token')))
          setOutcome({ state: 'invalid' });
        else if (isApiError(error) && error.code === 'conflict') setOutcome({ state: 'inUse' });
        else setOutcome({ state: 'failed' });
      }
    },
    [api, bus],
  );

  const open = useCallback(
    async (value: string) => {
      setOutcome({ state: 'busy' });
      // Asked first, reading only, as the reset page does: a used or expired link is told without
      // being sent to be claimed. A failed check leaves the answer to the confirmation.
      const valid = await api.call(checkMailChangeLinkEndpoint, { query: { token: value } }).then(
        (check) => check.valid,
        () => true,
      );
      if (valid) await confirm(value);
      else setOutcome({ state: 'invalid' });
    },
    [api, confirm],
  );

  useEffect(() => {
    // Once per token, also when React runs effects twice: a second claim would report the link used.
    if (!token || !ResetTokenSchema.safeParse(token).success || sentFor.current === token) return;
    sentFor.current = token;
    void open(token);
  }, [token, open]);

  useEffect(() => {
    if (outcome.state !== 'busy') resultRef.current?.focus();
  }, [outcome.state]);

  const next =
    auth.status === 'logged_in' ? (
      <AppLink to={pathTo('settings')}>{t('mailChangeDo.toSettings')}</AppLink>
    ) : (
      <AppLink to={pathTo('login')}>{t('mailChangeDo.toLogin')}</AppLink>
    );

  return (
    <section css={{ maxWidth: 520, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` }}>
      <PageHeading>{t('mailChangeDo.title')}</PageHeading>
      {outcome.state === 'busy' && <Spinner label={t('mailChangeDo.confirming')} />}
      <div
        ref={resultRef}
        tabIndex={-1}
        data-testid="mail-change-do-result"
        css={{ borderRadius: theme.radius, '&:focus': { outline: 'none' } }}
      >
        {outcome.state === 'done' && (
          <Alert level="success" actions={next}>
            {t('mailChangeDo.done', { email: outcome.email })}
          </Alert>
        )}
        {outcome.state === 'invalid' && (
          <Alert level="danger" actions={<AppLink to={pathTo('settings')}>{t('mailChangeDo.requestNew')}</AppLink>}>
            {t('mailChangeDo.invalid')}
          </Alert>
        )}
        {outcome.state === 'inUse' && (
          <Alert level="danger" actions={<AppLink to={pathTo('settings')}>{t('mailChangeDo.requestNew')}</AppLink>}>
            {t('settings.email.errors.inUse')}
          </Alert>
        )}
        {outcome.state === 'failed' && token && (
          <Alert
            level="danger"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void confirm(token)}>
                {t('settings.retry')}
              </Button>
            }
          >
            {t('mailChangeDo.failed')}
          </Alert>
        )}
      </div>
    </section>
  );
}

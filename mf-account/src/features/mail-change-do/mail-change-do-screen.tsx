import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { ResetTokenSchema } from '@dating/shared/contracts/password-reset';
import { useBusState, useRoute } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AppLink } from '../../components/app-link';
import { pathTo } from '@dating/shared/routes/path-to';
import { useCheckMailChangeLink } from './api/check-mail-change-link';
import { useConfirmMailChange } from './api/confirm-mail-change';

type Outcome = { state: 'busy' } | { state: 'done'; email: string } | { state: 'invalid' } | { state: 'inUse' } | { state: 'failed' };

function refusedOutcome(error: unknown): Outcome {
  if (isApiError(error) && (error.code === 'token_invalid' || (error.code === 'validation_failed' && error.field === 'token')))
    return { state: 'invalid' };
  if (isApiError(error) && error.code === 'conflict') return { state: 'inUse' };
  return { state: 'failed' };
}

/**
 * Confirms a changed e-mail address from the link mailed to it (route `mail-change-do`): the token
 * of the `token` query parameter is checked on opening (reading only) and, while it works, sent once.
 * Success names the new address; an unknown, used or expired link, or an address another account
 * took meanwhile, says so with a way back to the settings. A network failure offers a retry (the link is still unused then).
 */
export function MailChangeDoScreen() {
  const { t } = useTranslation('mf-account');
  const auth = useBusState('auth');
  const token = useRoute().query.token;
  const plausible = ResetTokenSchema.safeParse(token).success;
  const check = useCheckMailChangeLink(plausible && token ? token : null);
  const { mutate } = useConfirmMailChange();
  // What became of this token's claim; another token (the route changed) is checked afresh.
  const [claim, setClaim] = useState<{ token: string; outcome: Outcome } | null>(null);
  const outcome: Outcome = !plausible ? { state: 'invalid' } : claim && claim.token === token ? claim.outcome : { state: 'busy' };
  const sentFor = useRef<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const confirm = useCallback(
    (value: string) => {
      setClaim({ token: value, outcome: { state: 'busy' } });
      mutate(value, {
        onSuccess: ({ email }) => setClaim({ token: value, outcome: { state: 'done', email } }),
        onError: (error) => setClaim({ token: value, outcome: refusedOutcome(error) }),
      });
    },
    [mutate],
  );

  // A failed check leaves the answer to the confirmation.
  const checked = check.isSuccess || check.isError;
  const usable = check.data?.valid !== false;
  useEffect(() => {
    // Once per token, also when React runs effects twice: a second claim would report the link used.
    if (!token || !plausible || !checked || sentFor.current === token) return;
    sentFor.current = token;
    if (usable) confirm(token);
    else setClaim({ token, outcome: { state: 'invalid' } });
  }, [token, plausible, checked, usable, confirm]);

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
              <Button size="sm" variant="secondary" onClick={() => confirm(token)}>
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

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { resendActivationEndpoint } from '@dating/shared/contracts/activation';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';

type Resend = { state: 'idle' } | { state: 'busy' } | { state: 'sent'; email: string } | { state: 'limit' } | { state: 'failed' };

/** The last step: check your mail, with a resend (POST /api/activation-resend.php). */
export function ConfirmEmailStep({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const { api } = useShellContext();
  const [resend, setResend] = useState<Resend>({ state: 'idle' });
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setResend({ state: 'busy' });
    try {
      const response = await api.call(resendActivationEndpoint);
      setResend({ state: 'sent', email: response.email });
    } catch (error) {
      setResend(isApiError(error) && error.code === 'daily_limit_reached' ? { state: 'limit' } : { state: 'failed' });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <p css={{ margin: 0 }}>{t('signup.confirm.intro', { email })}</p>
      <p css={{ margin: 0, color: theme.colors.muted }}>{t('signup.confirm.hint')}</p>
      <output aria-live="polite" css={{ display: 'block', margin: 0, minHeight: '1.5em' }}>
        {resend.state === 'sent' && t('signup.confirm.resent', { email: resend.email })}
        {resend.state === 'limit' && t('signup.confirm.limit')}
        {resend.state === 'failed' && tCommon('errors.generic')}
      </output>
      <div css={{ display: 'flex', gap: theme.space(3), flexWrap: 'wrap' }}>
        <Button type="button" variant="secondary" onClick={() => void send()} disabled={resend.state === 'busy'}>
          {resend.state === 'busy' ? t('signup.confirm.resending') : t('signup.confirm.resend')}
        </Button>
        <Button type="button" size="lg" onClick={onDone}>
          {t('signup.confirm.done')}
        </Button>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useResendActivation } from '../api/resend-activation';

/** The last step: check your mail, with a resend (POST /api/activation-resend.php). */
export function ConfirmEmailStep({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const resend = useResendActivation();
  const limit = resend.isError && isApiError(resend.error) && resend.error.code === 'daily_limit_reached';

  const send = () => {
    if (!resend.isPending) resend.mutate();
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <p css={{ margin: 0 }}>{t('signup.confirm.intro', { email })}</p>
      <p css={{ margin: 0, color: theme.colors.muted }}>{t('signup.confirm.hint')}</p>
      <output aria-live="polite" css={{ display: 'block', margin: 0, minHeight: '1.5em' }}>
        {resend.isSuccess && t('signup.confirm.resent', { email: resend.data.email })}
        {limit && t('signup.confirm.limit')}
        {resend.isError && !limit && tCommon('errors.generic')}
      </output>
      <div css={{ display: 'flex', gap: theme.space(3), flexWrap: 'wrap' }}>
        <Button type="button" variant="secondary" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? t('signup.confirm.resending') : t('signup.confirm.resend')}
        </Button>
        <Button type="button" size="lg" onClick={onDone}>
          {t('signup.confirm.done')}
        </Button>
      </div>
    </div>
  );
}

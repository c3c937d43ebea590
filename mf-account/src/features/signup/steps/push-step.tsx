import { useTranslation } from 'react-i18next';
import { useBusState } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * Push opt-in (after the account exists). The shell's context offers no way to subscribe from a
 * remote, so this step explains notifications and points to the shell's opt-in alert; it is skipped
 * with one button and tells the truth when the browser cannot or may not.
 */
export function PushStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('mf-account');
  const push = useBusState('push');
  const note =
    push.isSubscribed ? t('signup.push.enabled') : push.capability === 'unsupported' ? t('signup.push.unsupported') : push.capability === 'denied' ? t('signup.push.denied') : t('signup.push.later');
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <p css={{ margin: 0 }}>{t('signup.push.intro')}</p>
      <p role="status" css={{ margin: 0, color: theme.colors.muted }}>
        {note}
      </p>
      <div>
        <Button type="button" size="lg" onClick={onContinue}>
          {t('signup.continue')}
        </Button>
      </div>
    </div>
  );
}

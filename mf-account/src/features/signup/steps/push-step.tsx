import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusState, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * Push opt-in (after the account exists). The permission prompt and the service worker are the
 * shell's: "Turn on notifications" asks it through `pushToggleRequested` and the step shows what the
 * shell then publishes on the `push` channel (on, blocked, or not possible in this browser). "Not
 * now" goes on without asking; once there is nothing left to decide the one button is "Continue".
 */
export function PushStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('mf-account');
  const { bus } = useShellContext();
  const push = useBusState('push');
  const [asking, setAsking] = useState(false);
  const askedOnce = useRef(false);
  const continueRef = useRef<HTMLButtonElement>(null);

  // Any state the shell publishes answers the request (also "still not decided": the prompt was closed).
  useEffect(() => setAsking(false), [push]);

  const outcome = push.isSubscribed
    ? 'enabled'
    : push.capability === 'unsupported'
      ? 'unsupported'
      : push.capability === 'denied'
        ? 'denied'
        : null;

  // The "Turn on" button the member just used is gone: the answer's Continue takes the focus.
  useEffect(() => {
    if (outcome && askedOnce.current) continueRef.current?.focus();
  }, [outcome]);

  const turnOn = () => {
    askedOnce.current = true;
    setAsking(true);
    bus.emit('pushToggleRequested', { subscribe: true });
  };

  const note = outcome ? t(`signup.push.${outcome}`) : asking ? t('signup.push.asking') : t('signup.push.later');
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <p css={{ margin: 0 }}>{t('signup.push.intro')}</p>
      <output data-testid="signup-push-state" css={{ display: 'block', margin: 0, color: theme.colors.muted }}>
        {note}
      </output>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
        {outcome ? (
          <Button ref={continueRef} type="button" size="lg" onClick={onContinue}>
            {t('signup.continue')}
          </Button>
        ) : (
          <>
            <Button type="button" size="lg" onClick={turnOn} disabled={asking}>
              {t('signup.push.turnOn')}
            </Button>
            <Button type="button" size="lg" variant="secondary" onClick={onContinue}>
              {t('signup.push.notNow')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

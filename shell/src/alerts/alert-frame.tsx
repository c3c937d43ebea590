import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alertDismissals } from '@dating/shared/alerts/dismissals';
import type { HappeningPayload } from '@dating/shared/bus/events';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { pathTo } from '@dating/shared/routes/path-to';

const PUSH_ALERT_ID = 'push-opt-in';
const NOTIFICATIONS_DISABLED_ALERT_ID = 'notifications-disabled';

// The shell's alerts were dismissed under this prefix before the helper was shared: keeping it
// keeps members' dismissals.
const { dismiss, isDismissed } = alertDismissals(STORAGE_NAMES.shellAlertDismissed);

function useDismissal(id: string): [boolean, () => void] {
  const { storage, now } = useServices();
  const [dismissed, setDismissed] = useState(() => isDismissed(storage, id));
  return [
    dismissed,
    () => {
      dismiss(storage, id, now());
      setDismissed(true);
    },
  ];
}

/**
 * Asks to turn push on while it could be: the permission not asked yet, or granted without a
 * subscription (the member turned push off, or it failed). Never once subscribed, never when denied
 * or unsupported. The button asks the shell like the signup step and settings do; any push state
 * published afterwards is the answer.
 */
function PushOptInAlert() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { bus } = useServices();
  const push = useBusState('push');
  const [dismissed, onDismiss] = useDismissal(PUSH_ALERT_ID);
  const [asking, setAsking] = useState(false);
  useEffect(() => setAsking(false), [push]);
  const wanted = push.capability === 'unknown' || (push.capability === 'granted' && !push.isSubscribed);
  if (dismissed || !wanted) return null;
  const turnOn = () => {
    setAsking(true);
    bus.emit('pushToggleRequested', { subscribe: true });
  };
  return (
    <Alert
      level="info"
      onDismiss={onDismiss}
      dismissLabel={t('alerts.dismiss')}
      actions={
        <Button size="sm" onClick={turnOn} disabled={asking}>
          {t('alerts.push.enable')}
        </Button>
      }
    >
      {t('alerts.push.text')}
    </Alert>
  );
}

function NotificationsDisabledAlert() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [dismissed, onDismiss] = useDismissal(NOTIFICATIONS_DISABLED_ALERT_ID);
  if (dismissed) return null;
  return (
    <Alert
      level="warning"
      onDismiss={onDismiss}
      dismissLabel={t('alerts.dismiss')}
      actions={<Link to={pathTo('settings')}>{t('alerts.notificationsDisabled.action')}</Link>}
    >
      {t('alerts.notificationsDisabled.text')}
    </Alert>
  );
}

/**
 * After a chargeback of credits already spent the balance is below 0: the member sees 0 credits, and this
 * notice until they settle it (not dismissible — the next purchase pays it first).
 */
function CreditsOwedAlert({ owed }: { owed: number }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <Alert level="warning" actions={<Link to={pathTo('credits')}>{t('alerts.creditsOwed.action')}</Link>}>
      {t('alerts.creditsOwed.text', { count: owed })}
    </Alert>
  );
}

type BusAlert = HappeningPayload<'alert'> & { id: number };

/** `alert` happenings from any remote, shown until dismissed (kept for this page view only). */
function BusAlerts() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { bus } = useServices();
  const [alerts, setAlerts] = useState<BusAlert[]>([]);
  useEffect(() => {
    let next = 0;
    const subscription = bus.on$('alert').subscribe((alert) => {
      next += 1;
      const id = next;
      setAlerts((current) => [...current.slice(-4), { ...alert, id }]);
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  return (
    <>
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          level={alert.level}
          onDismiss={() => setAlerts((current) => current.filter((a) => a.id !== alert.id))}
          dismissLabel={t('alerts.dismiss')}
          actions={alert.action ? <Link to={alert.action.href}>{alert.action.label}</Link> : undefined}
        >
          {alert.message}
        </Alert>
      ))}
    </>
  );
}

/** The default layout's banners/alerts frame: shell alerts, bus alerts and the remotes' banner slots. */
export function AlertFrame({ pieces }: { pieces: ReactNode }) {
  const auth = useBusState('auth');
  const loggedIn = auth.status === 'logged_in';
  return (
    <div
      data-testid="alert-frame"
      css={{
        maxWidth: 1200,
        margin: '0 auto',
        padding: `0 ${theme.space(4)}`,
        display: 'grid',
        gap: theme.space(2),
        '&:not(:empty)': { paddingTop: theme.space(3) },
      }}
    >
      {pieces}
      {loggedIn && <PushOptInAlert />}
      {loggedIn && auth.user.notifications_disabled.length > 0 && <NotificationsDisabledAlert />}
      {loggedIn && auth.user.credits_owed > 0 && <CreditsOwedAlert owed={auth.user.credits_owed} />}
      <BusAlerts />
    </div>
  );
}

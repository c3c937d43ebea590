import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
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
import type { LayoutName } from '@dating/shared/routes/route-table';
import type { RouteInfo } from '@dating/shared/shell-context';
import { PieceSlot, piecesFor, usePieceAudience } from '../layouts/layout-pieces';
import { bannerInTurn, bannerQueue, BANNER_PRIORITY, EMPTY_BANNER_QUEUE, type BannerId } from './banner-queue';

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

/**
 * One banner's place in the frame: it reports whether it has anything to say (a piece or an alert
 * that renders nothing is absent) and is hidden unless it is the one in turn.
 */
function BannerSlot({
  id,
  shown,
  onPresence,
  children,
}: {
  id: BannerId;
  shown: boolean;
  onPresence: (id: BannerId, present: boolean) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // A remote's banner arrives (and leaves) in its own time, outside React's view of the frame.
    const check = () => onPresence(id, (element.textContent ?? '').trim() !== '');
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      onPresence(id, false);
    };
  }, [id, onPresence]);
  return (
    <div ref={ref} data-banner={id} hidden={!shown} css={{ '&[hidden]': { display: 'none' } }}>
      {children}
    </div>
  );
}

/** "2 of 3 · Next notice": the banners waiting behind the one shown stay one press away. */
function BannerPager({ index, total, onNext }: { index: number; total: number; onNext: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div
      data-testid="banner-pager"
      css={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: theme.space(2),
        fontSize: '0.875rem',
        marginTop: `-${theme.space(1)}`,
      }}
    >
      <span css={{ color: theme.colors.muted }}>{t('banners.position', { index: index + 1, total })}</span>
      <span aria-hidden="true" css={{ color: theme.colors.muted }}>
        ·
      </span>
      <Button size="sm" variant="link" onClick={onNext}>
        {t('banners.next')}
      </Button>
    </div>
  );
}

/**
 * The default layout's banners/alerts frame: of the shell's alerts and the remotes' banner pieces only
 * one at a time, by BANNER_PRIORITY as bannerQueue rules it (a phone's first screen is for faces, not for
 * four notices; a late one never replaces the one being read unless it outranks it); the
 * feedback of the member's own actions (`alert` happenings) always below it.
 */
export function AlertFrame({ layout, route }: { layout: LayoutName; route: RouteInfo }) {
  const auth = useBusState('auth');
  const audience = usePieceAudience();
  const loggedIn = auth.status === 'logged_in';
  const [queue, dispatch] = useReducer(bannerQueue, EMPTY_BANNER_QUEUE);
  const onPresence = useCallback((id: BannerId, isPresent: boolean) => dispatch({ type: isPresent ? 'arrived' : 'left', id }), []);
  const turn = bannerInTurn(queue);
  const pieces = new Set(audience ? piecesFor(layout, 'frame', audience) : []);

  const slots: Record<BannerId, ReactNode> = {
    'credits-owed': loggedIn && auth.user.credits_owed > 0 && <CreditsOwedAlert owed={auth.user.credits_owed} />,
    'push-opt-in': loggedIn && <PushOptInAlert />,
    'notifications-disabled': loggedIn && auth.user.notifications_disabled.length > 0 && <NotificationsDisabledAlert />,
    'activation-reminder': null,
    'profile-photo-alert': null,
    'time-bonus-banner': null,
    'welcome-bonus-banner': null,
  };
  for (const name of pieces) slots[name as BannerId] = <PieceSlot name={name} route={route} />;

  return (
    <div
      data-testid="alert-frame"
      css={{
        // The layout is a flex column: without a width the auto margins would shrink the frame to its text.
        width: '100%',
        maxWidth: 1200,
        margin: '0 auto',
        padding: `0 ${theme.space(4)}`,
        display: 'grid',
        gap: theme.space(2),
        // Room above only when something shows: an empty frame leaves no band under the header.
        '&:has(> :not([hidden]))': { paddingTop: theme.space(3) },
      }}
    >
      {BANNER_PRIORITY.map((id) =>
        slots[id] ? (
          <BannerSlot key={id} id={id} shown={turn.shown === id} onPresence={onPresence}>
            {slots[id]}
          </BannerSlot>
        ) : null,
      )}
      {turn.total > 1 && <BannerPager index={turn.index} total={turn.total} onNext={() => dispatch({ type: 'next' })} />}
      <BusAlerts />
    </div>
  );
}

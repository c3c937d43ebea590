import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, dismiss, isDismissed } from '@dating/shared/alerts/dismissals';
import type { User } from '@dating/shared/contracts/user';
import { useObservable, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { matchRoute } from '@dating/shared/routes/match-route';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useActivationResend, useResendFeedback, type ResendOutcome } from './use-activation-resend';

/** The key under which the dismissal timestamp is kept, so a dismissed reminder stays away. */
const ACTIVATION_REMINDER_ALERT = 'activation-reminder';
/** No reminder while signing up, in settings, or on the notifications page. */
const SUPPRESSED_ROUTES: ReadonlySet<string> = new Set(['signup', 'complete-signup', 'settings', 'notifications']);
/** The signup flow adds this query when it is complete. */
const SIGNUP_COMPLETE_QUERY = 'api_signup_complete';

/** The reminder is for an account not confirmed, a profile disabled, and e-mail to the member not switched off. */
export function needsActivationReminder(user: User | null): user is User {
  return user !== null && user.status === 'not_confirmed' && user.profile.status === 'disabled' && user.notifications_disabled.length === 0;
}

/**
 * Whether this page view follows signup completion: the flag in the current route, or in the URL
 * the document was loaded with — a screen may rewrite its query (the members search puts its
 * filters there) before the member's layout pieces mount.
 */
function arrivedFromSignup(query: Record<string, string>): boolean {
  if (query[SIGNUP_COMPLETE_QUERY] !== undefined) return true;
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [load] = performance.getEntriesByType('navigation');
  if (!load) return false;
  try {
    return new URL(load.name).searchParams.has(SIGNUP_COMPLETE_QUERY);
  } catch {
    return false;
  }
}

/** A smartphone: below the first breakpoint (576 px) or a coarse pointer only. */
function isSmartphone(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(max-width: 575.98px)').matches || window.matchMedia('(pointer: coarse) and (hover: none)').matches;
}

function ResendFeedback({ outcome }: { outcome: ResendOutcome | null }) {
  const text = useResendFeedback(outcome);
  // A live region that is always there, so screen readers announce the feedback when it changes.
  return (
    <output
      data-testid="activation-reminder-feedback"
      css={{ display: 'block', margin: text ? `${theme.space(2)} 0 0` : 0, fontWeight: 600 }}
    >
      {text}
    </output>
  );
}

/**
 * Activation reminder for a logged-in member who has not confirmed their e-mail address: an
 * alert with "send again" and a close button (dismissal remembered by timestamp). On a
 * smartphone right after signup it is a modal instead.
 */
export function ActivationReminder() {
  const { t } = useTranslation('mf-account');
  const { user$ } = useShellContext();
  const route = useRoute();
  const user = useObservable(user$, null);
  const storage = useMemo(() => browserStorage(), []);
  const [dismissed, setDismissed] = useState(() => isDismissed(storage, ACTIVATION_REMINDER_ALERT));
  const [modalClosed, setModalClosed] = useState(false);
  const [afterSignup, setAfterSignup] = useState(() => arrivedFromSignup(route.query));
  const [smartphone, setSmartphone] = useState(isSmartphone);
  const { busy, outcome, resend } = useActivationResend();

  useEffect(() => {
    const onResize = () => setSmartphone(isSmartphone());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // Latched: once seen, a later query rewrite does not turn the modal back into an alert.
  const flagInRoute = route.query[SIGNUP_COMPLETE_QUERY] !== undefined;
  useEffect(() => {
    if (flagInRoute) setAfterSignup(true);
  }, [flagInRoute]);

  const pageRoute = matchRoute(route.pathname)?.route.name ?? '';
  if (!needsActivationReminder(user) || SUPPRESSED_ROUTES.has(pageRoute)) return null;

  const asModal = smartphone && afterSignup && !modalClosed;
  const resendButton = (
    <Button type="button" variant="secondary" size="sm" onClick={() => void resend()} disabled={busy} aria-busy={busy}>
      {busy ? t('activationReminder.sending') : t('activationReminder.resend')}
    </Button>
  );

  if (asModal) {
    return (
      <Modal
        open
        title={t('activationReminder.modalTitle')}
        onClose={() => setModalClosed(true)}
        closeLabel={t('activationReminder.close')}
        width="sm"
      >
        <p css={{ marginTop: 0 }}>{t('activationReminder.message', { email: user.email })}</p>
        <div css={{ display: 'flex', gap: theme.space(3), flexWrap: 'wrap' }}>
          {resendButton}
          <Button type="button" variant="link" onClick={() => setModalClosed(true)}>
            {t('activationReminder.later')}
          </Button>
        </div>
        <ResendFeedback outcome={outcome} />
      </Modal>
    );
  }

  // The modal closed counts as seen for this page view; the alert stays until dismissed itself.
  if (dismissed) return null;
  return (
    <div data-testid="activation-reminder">
      {/* The button under the text, not beside it: beside it, a phone squeezes both into a narrow tall column. */}
      <Alert
        level="info"
        onDismiss={() => {
          dismiss(storage, ACTIVATION_REMINDER_ALERT, Date.now());
          setDismissed(true);
        }}
        dismissLabel={t('activationReminder.dismiss')}
      >
        {t('activationReminder.message', { email: user.email })}
        <div css={{ marginTop: theme.space(2) }}>{resendButton}</div>
        <ResendFeedback outcome={outcome} />
      </Alert>
    </div>
  );
}

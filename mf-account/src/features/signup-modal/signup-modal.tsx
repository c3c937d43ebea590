import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signupAllowed } from '@dating/shared/contracts/signup';
import type { User } from '@dating/shared/contracts/user';
import { useObservable, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { matchRoute } from '@dating/shared/routes/match-route';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { Modal } from '@dating/shared/ui/modal';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AFTER_SIGNUP, InviteOnlyNotice, LazySignupFlow, publishNewMember } from '../signup';
import { forgetSignupInProgress, rememberSignupInProgress, signupToResume, type SignupOpening } from './signup-modal-session';
import { pathTo } from '@dating/shared/routes/path-to';

/** Route params that name the profile a visitor is looking at (profile view, its chat and like pages). */
const profileOfRoute = (params: Record<string, string | undefined>): number | undefined => {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * Pages the modal never covers: the signup form itself, the ways into an existing account (login,
 * password reset), the pages a visitor reads before deciding (legal pages, token links) and the
 * error page (no route). A signup in progress waits there and shows again on the next page.
 */
const PAGES_WITHOUT_MODAL: ReadonlySet<string> = new Set(['signup', 'login', 'reset-password', 'reset-password-do', 'pages-name', 'token']);

/** Whether the signup modal may show over `pathname` (a layout piece sees its own name, so the page comes from the path). */
export function signupModalAllowedOn(pathname: string): boolean {
  const page = matchRoute(pathname)?.route.name;
  return page !== undefined && !PAGES_WITHOUT_MODAL.has(page);
}

/**
 * The signup modal of the default and empty layouts. Opens when a visitor tries a
 * members-only action (`signupRequested` on the bus). From `signupStarted` until
 * `signupFlowComplete` it is in progress: no closing by backdrop or Escape, only by its close
 * button (the draft stays, a later request resumes it). It closes on `signupClosed` and
 * `redirectedToLogin` from anywhere. A reload while in progress reopens it at once, with the kept
 * draft at the step reached (signup-modal-session.ts), except over the pages of PAGES_WITHOUT_MODAL.
 */
export function SignupModal() {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const { bus, navigate, settings$ } = useShellContext();
  const route = useRoute();
  const settings = useObservable(settings$, null);
  const [resumed] = useState(() => {
    if (matchRoute(route.pathname)?.route.name !== 'signup') return signupToResume();
    // The /signup page is the form itself: it takes the draft over, and the modal stays shut there.
    forgetSignupInProgress();
    return null;
  });
  const [open, setOpen] = useState<SignupOpening | null>(resumed);
  const [inProgress, setInProgress] = useState(resumed !== null);
  const routeRef = useRef(route);
  routeRef.current = route;
  const openRef = useRef<SignupOpening | null>(resumed);

  useEffect(() => {
    const shut = () => {
      openRef.current = null;
      forgetSignupInProgress();
      setInProgress(false);
      setOpen(null);
    };
    const subscriptions = [
      bus.on$('signupRequested').subscribe(({ reason, profileId }) => {
        if (!signupModalAllowedOn(routeRef.current.pathname) || openRef.current) return;
        const opening = { reason, profileId: profileId ?? profileOfRoute(routeRef.current.params) };
        openRef.current = opening;
        setInProgress(false);
        setOpen(opening);
      }),
      // The /signup page publishes signupStarted too; only this modal's own flow makes it "in progress".
      bus.on$('signupStarted').subscribe(() => {
        if (!openRef.current) return;
        rememberSignupInProgress(openRef.current);
        setInProgress(true);
      }),
      bus.on$('signupFlowComplete').subscribe(() => {
        forgetSignupInProgress();
        setInProgress(false);
      }),
      bus.on$('signupClosed').subscribe(shut),
      bus.on$('redirectedToLogin').subscribe(shut),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus]);

  if (!open || !settings || !signupModalAllowedOn(route.pathname)) return null;

  const close = () => bus.emit('signupClosed', {});
  const toLogin = () => {
    bus.emit('redirectedToLogin', {});
    navigate(pathTo('login'));
  };
  const finish = (user: User) => {
    publishNewMember(bus, user);
    openRef.current = null;
    setOpen(null);
    navigate(AFTER_SIGNUP);
  };
  const allowed = signupAllowed(settings.signups, readTrackingQuery());
  // Signups closed since the modal was reopened by a reload: there is no signup left to protect.
  const locked = inProgress && allowed;

  return (
    <Modal
      open
      title={t(`signupModal.title.${open.reason}` as 'signupModal.title.other')}
      onClose={close}
      closeOnEscape={!locked}
      closeOnBackdrop={!locked}
      closeLabel={t('signupModal.close')}
      width="md"
    >
      <div data-testid="signup-modal">
        {allowed ? (
          <Suspense fallback={<Spinner label={tCommon('loading')} />}>
            <LazySignupFlow
              idPrefix="signup-modal"
              headingLevel={3}
              toProfileId={open.reason === 'chat' ? open.profileId : undefined}
              onStarted={() => bus.emit('signupStarted', {})}
              onFinished={finish}
              onLogin={toLogin}
            />
          </Suspense>
        ) : (
          <InviteOnlyNotice headingLevel={3} onLogin={toLogin} />
        )}
        {allowed && (
          <p css={{ margin: `${theme.space(4)} 0 0`, textAlign: 'center' }}>
            {t('signupModal.alreadyMember')}{' '}
            <a
              href={pathTo('login')}
              onClick={(event) => {
                event.preventDefault();
                toLogin();
              }}
              css={{ color: theme.colors.primary, fontWeight: 600 }}
            >
              {t('signupModal.logIn')}
            </a>
          </p>
        )}
      </div>
    </Modal>
  );
}

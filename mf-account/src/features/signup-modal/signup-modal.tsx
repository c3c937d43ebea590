import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HappeningPayload } from '@dating/shared/bus/events';
import { signupAllowed } from '@dating/shared/contracts/signup';
import type { User } from '@dating/shared/contracts/user';
import { useObservable, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { Modal } from '@dating/shared/ui/modal';
import { InviteOnlyNotice } from '../signup/invite-only-notice';
import { SignupFlow } from '../signup/signup-flow';
import { AFTER_SIGNUP, publishNewMember } from '../signup/signup-session';

type Reason = HappeningPayload<'signupRequested'>['reason'];

/** Route params that name the profile a visitor is looking at (profile view, its chat and like pages). */
const profileOfRoute = (params: Record<string, string | undefined>): number | undefined => {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The signup modal of the default and empty layouts (§2, §4). Opens when a visitor tries a
 * members-only action (`signupRequested` on the bus). From `signupStarted` until
 * `signupFlowComplete` it is in progress: no closing by backdrop or Escape, and no close button.
 * It closes on `signupClosed` and `redirectedToLogin` from anywhere.
 */
export function SignupModal() {
  const { t } = useTranslation('mf-account');
  const { bus, navigate, settings$ } = useShellContext();
  const route = useRoute();
  const settings = useObservable(settings$, null);
  const [open, setOpen] = useState<{ reason: Reason; profileId?: number } | null>(null);
  const [inProgress, setInProgress] = useState(false);
  const routeRef = useRef(route);
  routeRef.current = route;
  const openRef = useRef(false);

  useEffect(() => {
    const shut = () => {
      openRef.current = false;
      setInProgress(false);
      setOpen(null);
    };
    const subscriptions = [
      bus.on$('signupRequested').subscribe(({ reason, profileId }) => {
        // The /signup page is the form itself.
        if (routeRef.current.name === 'signup' || openRef.current) return;
        openRef.current = true;
        setInProgress(false);
        setOpen({ reason, profileId: profileId ?? profileOfRoute(routeRef.current.params) });
      }),
      // The /signup page publishes signupStarted too; only this modal's own flow makes it "in progress".
      bus.on$('signupStarted').subscribe(() => openRef.current && setInProgress(true)),
      bus.on$('signupFlowComplete').subscribe(() => setInProgress(false)),
      bus.on$('signupClosed').subscribe(shut),
      bus.on$('redirectedToLogin').subscribe(shut),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus]);

  if (!open || !settings) return null;

  const close = () => bus.emit('signupClosed', {});
  const toLogin = () => {
    bus.emit('redirectedToLogin', {});
    navigate('/login');
  };
  const finish = (user: User) => {
    publishNewMember(bus, user);
    openRef.current = false;
    setOpen(null);
    navigate(AFTER_SIGNUP);
  };

  return (
    <Modal
      open
      title={t(`signupModal.title.${open.reason}` as 'signupModal.title.other')}
      onClose={close}
      closeOnEscape={!inProgress}
      closeOnBackdrop={!inProgress}
      closeLabel={inProgress ? undefined : t('signupModal.close')}
      width="md"
    >
      <div data-testid="signup-modal">
        {signupAllowed(settings.signups, readTrackingQuery()) ? (
          <SignupFlow
            idPrefix="signup-modal"
            headingLevel={3}
            toProfileId={open.reason === 'chat' ? open.profileId : undefined}
            onStarted={() => bus.emit('signupStarted', {})}
            onFinished={finish}
            onLogin={toLogin}
          />
        ) : (
          <InviteOnlyNotice headingLevel={3} onLogin={toLogin} />
        )}
      </div>
    </Modal>
  );
}

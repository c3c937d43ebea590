import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signupAllowed } from '@dating/shared/contracts/signup';
import type { User } from '@dating/shared/contracts/user';
import { useBusState, useObservable, useRoute, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AuthPage } from '../../components/auth-page';
import { InviteOnlyNotice } from './invite-only-notice';
import { SignupFlow } from './signup-flow';
import { AFTER_SIGNUP, publishNewMember } from './signup-session';
import { ConfirmEmailStep } from './steps/confirm-email-step';
import { pathTo } from '@dating/shared/routes/path-to';

/** `?profile=<id>`: the profile a visitor wanted to write to; its first message is kept for it. */
function addressedProfile(query: Record<string, string | undefined>): number | undefined {
  const id = Number(query.profile);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * The signup page (route `signup`). A member who is already logged in (a reload after the account
 * was made) is shown the confirm-e-mail step while unconfirmed, else sent to the members area.
 */
export function SignupScreen() {
  const { t } = useTranslation('mf-account');
  const { bus, navigate, settings$ } = useShellContext();
  const route = useRoute();
  const auth = useBusState('auth');
  const settings = useObservable(settings$, null);
  const [tracking] = useState(() => readTrackingQuery());
  const finishing = useRef(false);

  const member = auth.status === 'logged_in' && !finishing.current ? auth.user : null;
  useEffect(() => {
    if (member && member.status !== 'not_confirmed') navigate(pathTo('members'), { replace: true });
  }, [member, navigate]);

  const finish = (user: User) => {
    finishing.current = true;
    publishNewMember(bus, user);
    navigate(AFTER_SIGNUP, { replace: true });
  };
  const toLogin = () => {
    bus.emit('redirectedToLogin', {});
    navigate(pathTo('login'));
  };

  let content;
  if (!settings || auth.status === 'unknown') content = null;
  else if (member) {
    content =
      member.status === 'not_confirmed' ? (
        <>
          <h1 css={{ margin: `0 0 ${theme.space(3)}`, fontSize: '1.75rem' }}>{t('signup.steps.confirm')}</h1>
          <ConfirmEmailStep email={member.email} onDone={() => navigate(pathTo('members'))} />
        </>
      ) : (
        // A member has no signup to do: the page says where it is while it sends them on.
        <h1 css={{ margin: `0 0 ${theme.space(3)}`, fontSize: '1.75rem' }}>{t('signup.title')}</h1>
      );
  } else if (!signupAllowed(settings.signups, tracking)) content = <InviteOnlyNotice headingLevel={1} onLogin={toLogin} />;
  else {
    content = (
      <SignupFlow
        idPrefix="signup"
        headingLevel={1}
        toProfileId={addressedProfile(route.query)}
        onStarted={() => bus.emit('signupStarted', {})}
        onFinished={finish}
        onLogin={toLogin}
      />
    );
  }
  return <AuthPage testId="signup-page">{content}</AuthPage>;
}

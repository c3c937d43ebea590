import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { signupAllowed } from '@dating/shared/contracts/signup';
import { useBusState, useObservable, useRouteParams, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { theme } from '@dating/shared/ui/theme-tokens';
import {
  ctaStyle,
  FictionalNote,
  followsInApp,
  LanderPhoto,
  PhotoNameplate,
  ProfileFailed,
  useLandingProfileOr404,
  visuallyHiddenCss,
} from '../lander-kit';

const page = {
  minHeight: '100vh',
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  gap: theme.space(5),
  padding: `${theme.space(6)} ${theme.space(4)} ${theme.space(12)}`,
  background: `radial-gradient(90% 60% at 50% 0%, rgba(233,30,140,0.35) 0%, rgba(233,30,140,0) 70%), linear-gradient(180deg, ${theme.colors.primary} 0%, #3d0628 100%)`,
  color: theme.colors.text,
} as const;

const card = {
  width: '100%',
  maxWidth: 420,
  borderRadius: 24,
  overflow: 'hidden',
  background: theme.colors.surface,
  boxShadow: '0 24px 60px rgba(20,0,12,0.45)',
} as const;

/** How often, and how many times at most, the page asks again for the signup modal while none is open. */
const MODAL_ASK_MS = 400;
const MODAL_ASKS = 15;
/**
 * Signup landing for one member (route `members-id-signup`, the empty layout, which has the signup modal):
 * the profile shown, and the signup modal opened for it once it is known to exist — the modal starts with
 * the first message to this profile. A closed modal can be opened again; a member goes to the chat.
 */
export function MemberSignupScreen() {
  const { t } = useTranslation('mf-landers');
  const { id } = useRouteParams('members-id-signup');
  const { bus, navigate, settings$ } = useShellContext();
  const settings = useObservable<Settings | null>(settings$, null);
  const auth = useBusState('auth');
  const member = auth.status === 'logged_in';
  const profileId = Number(id);
  const { profile, failed, retry } = useLandingProfileOr404(profileId);

  useEffect(() => {
    if (member) navigate(pathTo('members-id-chat', { id: profileId }), { replace: true });
  }, [member, navigate, profileId]);

  const opened = useRef<number | null>(null);
  const open = () => bus.emit('signupRequested', { reason: 'chat', profileId });
  const ready = Boolean(profile) && auth.status === 'logged_out';
  useEffect(() => {
    // Once per profile: the modal opens by itself when the page does, not again on every render.
    if (!ready || opened.current === profileId) return;
    opened.current = profileId;
    // The request is a happening: the signup modal (another remote's layout piece) may not be listening yet
    // on a cold load. Ask again, bounded, until a dialog is open; the modal ignores a request while open.
    let tries = 0;
    const ask = () => bus.emit('signupRequested', { reason: 'chat', profileId });
    ask();
    const timer = window.setInterval(() => {
      tries += 1;
      if (document.querySelector('[role="dialog"], dialog[open]') || tries > MODAL_ASKS) window.clearInterval(timer);
      else ask();
    }, MODAL_ASK_MS);
    return () => window.clearInterval(timer);
  }, [ready, bus, profileId]);

  if (failed) return <ProfileFailed onRetry={retry} />;
  return (
    <div css={page}>
      {settings && (
        <a
          href={pathTo('index')}
          onClick={(event) => {
            if (!followsInApp(event)) return;
            event.preventDefault();
            navigate(pathTo('index'));
          }}
          css={{
            color: '#fff',
            fontWeight: 800,
            fontSize: '1.25rem',
            textDecoration: 'none',
            '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 3, borderRadius: 4 },
          }}
        >
          {settings.name}
        </a>
      )}
      <h1 css={{ margin: 0, color: '#fff', fontSize: 'clamp(1.5rem, 5vw, 2rem)', textAlign: 'center' }}>{t('memberSignup.title')}</h1>
      {profile && settings ? (
        <ProfileSummary
          profile={profile}
          settings={settings}
          onOpen={open}
          member={member}
          signupOpen={signupAllowed(settings.signups, readTrackingQuery())}
        />
      ) : (
        <div aria-busy="true" css={{ ...card, aspectRatio: '4 / 5', background: 'rgba(255,255,255,0.12)' }}>
          <output css={visuallyHiddenCss}>{t('memberLanding.loading')}</output>
        </div>
      )}
    </div>
  );
}

function ProfileSummary({
  profile,
  settings,
  onOpen,
  signupOpen,
  member,
}: {
  profile: LanderProfile;
  settings: Settings;
  onOpen: () => void;
  /** Whether this visitor may sign up; if not, the modal (opened all the same) shows the invitation notice. */
  signupOpen: boolean;
  member: boolean;
}) {
  const { t } = useTranslation('mf-landers');
  const { navigate } = useShellContext();
  const chatPath = pathTo('members-id-chat', { id: profile.id });
  const loginPath = withQuery(pathTo('login'), { redirect: chatPath });
  return (
    <article aria-labelledby="member-name" css={card}>
      <div css={{ position: 'relative', aspectRatio: '4 / 5', background: '#efe7f1' }}>
        <LanderPhoto profile={profile} priority />
        <PhotoNameplate profile={profile} settings={settings} heading="h2" />
      </div>
      <div css={{ display: 'grid', gap: theme.space(4), padding: theme.space(5) }}>
        {profile.about && <p css={{ margin: 0, fontSize: '1.0625rem', lineHeight: 1.5 }}>{profile.about}</p>}
        {signupOpen ? (
          <>
            <p css={{ margin: 0, color: theme.colors.muted }}>{t('memberSignup.lead')}</p>
            <button type="button" onClick={onOpen} disabled={member} css={[...ctaStyle('primary'), { width: '100%' }]}>
              {t('memberSignup.open')}
            </button>
          </>
        ) : (
          <p css={{ margin: 0, fontWeight: 700 }}>{t('index.inviteOnly')}</p>
        )}
        <p css={{ margin: 0, textAlign: 'center', fontSize: '0.9375rem' }}>
          {t('kit.haveAccount')}{' '}
          <a
            href={loginPath}
            onClick={(event) => {
              if (!followsInApp(event)) return;
              event.preventDefault();
              navigate(loginPath);
            }}
            css={{ color: theme.colors.primary, fontWeight: 700 }}
          >
            {t('kit.login')}
          </a>
        </p>
        {profile.fictional && <FictionalNote settings={settings} />}
      </div>
    </article>
  );
}

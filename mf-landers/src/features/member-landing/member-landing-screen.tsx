import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { useRouteParams } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import {
  CheckIcon,
  FictionalNote,
  InterestChips,
  LanderPhoto,
  PhotoNameplate,
  ProfileFailed,
  ProfileLoading,
  SignupCta,
  useMemberLandingPage,
} from '../lander-kit';

const wrap = { maxWidth: 1040, margin: '0 auto', padding: `${theme.space(6)} ${theme.space(4)} ${theme.space(12)}` } as const;

const photoFrame = {
  position: 'relative',
  width: '100%',
  maxWidth: 440,
  // A little less tall on a phone, so the call to action is on the first screen.
  aspectRatio: '25 / 27',
  [theme.mq.md]: { aspectRatio: '4 / 5' },
  justifySelf: 'center',
  borderRadius: 24,
  overflow: 'hidden',
  background: '#efe7f1',
  boxShadow: '0 24px 48px rgba(61,6,40,0.25)',
} as const;

/**
 * Landing page for one member (route `members-id-landing`), the "spotlight": the profile's photo large,
 * name and age over it, their own words beside it, one call to action that starts signup with a first
 * message to them.
 */
export function MemberLandingScreen() {
  const { id } = useRouteParams('members-id-landing');
  const page = useMemberLandingPage('member-landing', id, undefined);
  if (page.state === 'failed') return <ProfileFailed onRetry={page.retry} />;
  if (page.state === 'loading')
    return (
      <ProfileLoading>
        <div css={{ ...wrap, display: 'grid', [theme.mq.md]: { gridTemplateColumns: '5fr 6fr' } }}>
          <div css={photoFrame} />
        </div>
      </ProfileLoading>
    );
  return <Spotlight profile={page.profile} settings={page.settings} onAct={page.acted} />;
}

function Spotlight({ profile, settings, onAct }: { profile: LanderProfile; settings: Settings; onAct: () => void }) {
  const { t } = useTranslation('mf-landers');
  return (
    <div css={{ background: 'linear-gradient(180deg, #fdf2f8 0%, #f7f3f8 100%)', color: theme.colors.text }}>
      <article
        aria-labelledby="member-name"
        css={{
          ...wrap,
          display: 'grid',
          gap: theme.space(6),
          [theme.mq.md]: { gridTemplateColumns: '5fr 6fr', gap: theme.space(12), alignItems: 'center', paddingTop: theme.space(12) },
        }}
      >
        <div css={photoFrame}>
          <LanderPhoto profile={profile} priority />
          <PhotoNameplate profile={profile} settings={settings} heading="h1" />
        </div>
        <div css={{ display: 'grid', gap: theme.space(5), justifyItems: 'start' }}>
          {profile.about && (
            <figure css={{ margin: 0 }}>
              <figcaption
                css={{
                  fontSize: '0.8125rem',
                  fontWeight: 700,
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  color: theme.colors.primary,
                }}
              >
                {t('memberLanding.aboutMe')}
              </figcaption>
              <blockquote
                css={{
                  margin: `${theme.space(2)} 0 0`,
                  fontSize: 'clamp(1.25rem, 3.5vw, 1.625rem)',
                  lineHeight: 1.4,
                  fontWeight: 600,
                  quotes: 'auto',
                  '&::before': { content: 'open-quote' },
                  '&::after': { content: 'close-quote' },
                }}
              >
                {profile.about}
              </blockquote>
            </figure>
          )}
          <InterestChips interests={profile.interests} label={t('memberLanding.interests')} />
          <SignupCta profileId={profile.id} onAct={onAct} css={{ width: '100%', [theme.mq.sm]: { width: 'auto', minWidth: 280 } }}>
            {t('memberLanding.message')}
          </SignupCta>
          <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9375rem' }}>{t('kit.hint')}</p>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) }}>
            {(['free', 'private', 'devices'] as const).map((key) => (
              <li key={key} css={{ display: 'flex', alignItems: 'center', gap: theme.space(2) }}>
                <span css={{ color: theme.colors.success, display: 'inline-flex' }}>
                  <CheckIcon />
                </span>
                {t(`kit.trust.${key}`)}
              </li>
            ))}
          </ul>
          {profile.fictional && <FictionalNote settings={settings} />}
        </div>
      </article>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { useRouteParams } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import {
  ChatIcon,
  FictionalMark,
  FictionalNote,
  HeartIcon,
  LanderPhoto,
  OnlineBadge,
  PinIcon,
  ProfileFailed,
  ProfileIcon,
  ProfileLoading,
  SignupCta,
  SignupLink,
  useLander,
  useMemberLandingPage,
  useVariantHeadline,
} from '../lander-kit';

/** Other singles in the strip under the photo. */
const MORE_SINGLES = 5;

const night = `radial-gradient(80% 70% at 85% 20%, rgba(233,30,140,0.45) 0%, rgba(233,30,140,0) 60%), linear-gradient(160deg, #3d0628 0%, #1a0210 100%)`;
const wrap = { maxWidth: 1120, margin: '0 auto', padding: `${theme.space(8)} ${theme.space(4)}` } as const;

/**
 * The third member landing design (route `members-id-landing3-slug`), the "evening": dark and warm, the
 * photo in a glowing frame, the slug's variant as the line above the name, a strip of more singles, and
 * the three steps from here to the first message.
 */
export function MemberLanding3Screen() {
  const { id, slug } = useRouteParams('members-id-landing3-slug');
  const page = useMemberLandingPage('member-landing3', id, slug);
  if (page.state === 'failed') return <ProfileFailed onRetry={page.retry} />;
  if (page.state === 'loading')
    return (
      <ProfileLoading>
        <div css={{ background: night, minHeight: 640 }} />
      </ProfileLoading>
    );
  return (
    <div css={{ color: theme.colors.text }}>
      <Evening profile={page.profile} settings={page.settings} slug={slug} onAct={page.acted} />
      <Steps />
    </div>
  );
}

function Evening({
  profile,
  settings,
  slug,
  onAct,
}: {
  profile: LanderProfile;
  settings: Settings;
  slug: string | undefined;
  onAct: () => void;
}) {
  const { t } = useTranslation('mf-landers');
  const lander = useLander('gallery', slug);
  const eyebrow = useVariantHeadline(lander.data?.variant, t('memberLanding.moreSingles'));
  const variantHeadline = lander.data && lander.data.variant.kind !== 'default' ? eyebrow : null;
  // Space for what arrives with the lander's answer, kept while it loads, so the name and the call to
  // action do not move when it comes.
  const pending = lander.isPending;
  const more = (lander.data?.profiles ?? []).filter((other) => other.id !== profile.id && other.main_image).slice(0, MORE_SINGLES);
  return (
    <article aria-labelledby="member-name" css={{ background: night, color: '#fff' }}>
      <div
        css={{
          ...wrap,
          display: 'grid',
          gap: theme.space(8),
          [theme.mq.md]: {
            gridTemplateColumns: '1fr 1fr',
            alignItems: 'center',
            gap: theme.space(16),
            padding: `${theme.space(16)} ${theme.space(6)}`,
          },
        }}
      >
        <div css={{ display: 'grid', justifyItems: 'center', gap: theme.space(5), [theme.mq.md]: { order: 2 } }}>
          <div
            css={{
              width: '60%',
              maxWidth: 400,
              [theme.mq.md]: { width: '78%' },
              aspectRatio: '4 / 5',
              borderRadius: 28,
              overflow: 'hidden',
              transform: 'rotate(2deg)',
              border: '4px solid rgba(255,255,255,0.9)',
              boxShadow: `0 0 0 10px rgba(233,30,140,0.18), 0 30px 80px rgba(233,30,140,0.35)`,
              background: '#2a0519',
            }}
          >
            <LanderPhoto profile={profile} priority />
          </div>
          {pending && <div aria-hidden="true" css={{ height: 52 }} />}
          {more.length > 0 && (
            <ul
              aria-label={t('memberLanding.moreSingles')}
              css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: theme.space(2) }}
            >
              {more.map((other) => (
                <li key={other.id}>
                  <SignupLink
                    profileId={other.id}
                    onAct={onAct}
                    css={{
                      display: 'block',
                      width: 52,
                      height: 52,
                      borderRadius: '50%',
                      overflow: 'hidden',
                      border: '2px solid rgba(255,255,255,0.85)',
                      '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
                    }}
                  >
                    <LanderPhoto profile={other} size="thumb" alt={t('kit.nameAge', { name: other.name, age: other.age })} />
                  </SignupLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div css={{ display: 'grid', gap: theme.space(4), justifyItems: 'start' }}>
          {(variantHeadline || (slug !== undefined && pending)) && (
            <p
              css={{
                margin: 0,
                minHeight: '2.6em',
                lineHeight: 1.3,
                [theme.mq.md]: { minHeight: '1.3em' },
                fontSize: '0.875rem',
                fontWeight: 700,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                color: '#ffc1e3',
              }}
            >
              {variantHeadline}
            </p>
          )}
          <h1
            id="member-name"
            css={{
              margin: 0,
              fontSize: 'clamp(2.5rem, 9vw, 4rem)',
              lineHeight: 1.05,
              fontWeight: 800,
              display: 'flex',
              alignItems: 'center',
              gap: theme.space(3),
            }}
          >
            {profile.name}
            {profile.fictional && <FictionalMark settings={settings} css={{ fontSize: '1.5rem', color: '#ffc1e3' }} />}
          </h1>
          <p css={{ margin: 0, fontSize: '1.125rem', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) }}>
            <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(1) }}>
              <PinIcon /> {t('memberLanding.ageCity', { age: profile.age, city: profile.city })}
            </span>
            {profile.online && <OnlineBadge />}
          </p>
          {profile.about && (
            <blockquote
              css={{
                margin: 0,
                paddingInlineStart: theme.space(4),
                borderInlineStart: `3px solid ${theme.colors.secondary}`,
                fontSize: '1.1875rem',
                lineHeight: 1.55,
                color: 'rgba(255,255,255,0.92)',
              }}
            >
              {profile.about}
            </blockquote>
          )}
          <SignupCta
            profileId={profile.id}
            onAct={onAct}
            tone="light"
            css={{ width: '100%', [theme.mq.sm]: { width: 'auto', minWidth: 280 } }}
          >
            {t('memberLanding.message')}
          </SignupCta>
          <p css={{ margin: 0, color: 'rgba(255,255,255,0.85)', fontSize: '0.9375rem' }}>{t('kit.hint')}</p>
          {profile.fictional && <FictionalNote settings={settings} tone="dark" />}
        </div>
      </div>
    </article>
  );
}

const STEPS = [
  { key: 'signup', Icon: ProfileIcon },
  { key: 'message', Icon: ChatIcon },
  { key: 'more', Icon: HeartIcon },
] as const;

function Steps() {
  const { t } = useTranslation('mf-landers');
  return (
    <section aria-labelledby="member-steps" css={{ ...wrap, paddingTop: theme.space(12), paddingBottom: theme.space(12) }}>
      <h2 id="member-steps" css={{ margin: 0, fontSize: 'clamp(1.375rem, 4vw, 1.75rem)', textAlign: 'center' }}>
        {t('memberLanding.steps.title')}
      </h2>
      <ol
        css={{
          listStyle: 'none',
          margin: `${theme.space(6)} 0 0`,
          padding: 0,
          display: 'grid',
          gap: theme.space(4),
          [theme.mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space(6) },
        }}
      >
        {STEPS.map(({ key, Icon }, index) => (
          <li
            key={key}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: theme.space(4),
              [theme.mq.md]: { flexDirection: 'column', textAlign: 'center' },
            }}
          >
            <span
              css={{
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 56,
                height: 56,
                flex: 'none',
                borderRadius: '50%',
                background: theme.colors.primary,
                color: '#fff',
              }}
            >
              <Icon size={26} />
              <span
                aria-hidden="true"
                css={{
                  position: 'absolute',
                  top: -4,
                  right: -4,
                  width: 22,
                  height: 22,
                  borderRadius: '50%',
                  background: '#fff',
                  color: theme.colors.primary,
                  boxShadow: `0 0 0 2px ${theme.colors.primary}`,
                  fontSize: '0.75rem',
                  fontWeight: 800,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {index + 1}
              </span>
            </span>
            <span css={{ fontSize: '1.0625rem', fontWeight: 600 }}>{t(`memberLanding.steps.${key}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { useRouteParams } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import {
  FictionalMark,
  FictionalNote,
  InterestChips,
  LanderPhoto,
  OnlineBadge,
  PinIcon,
  ProfileFailed,
  ProfileLoading,
  SignupCta,
  SignupLink,
  useLander,
  useMemberLandingPage,
  useVariantHeadline,
} from '../lander-kit';

/** Other singles under the member: two rows of four on a wide screen, three rows of two on a phone. */
const MORE_SINGLES = 8;

const cardCss = {
  maxWidth: 640,
  margin: '0 auto',
  padding: theme.space(6),
  borderRadius: 24,
  background: theme.colors.surface,
  boxShadow: '0 12px 40px rgba(61,6,40,0.12)',
  [theme.mq.md]: { padding: theme.space(10) },
} as const;

/**
 * The second member landing design (route `members-id-landing2-slug`), the "profile card": the member
 * as a social profile — round photo, name, where, their words as a speech bubble, the call to action —
 * and more singles of the slug's variant (as the gallery lander resolves it) under it, each a way into
 * signup with that profile as the first message's addressee.
 */
export function MemberLanding2Screen() {
  const { id, slug } = useRouteParams('members-id-landing2-slug');
  const page = useMemberLandingPage('member-landing2', id, slug);
  if (page.state === 'failed') return <ProfileFailed onRetry={page.retry} />;
  if (page.state === 'loading')
    return (
      <ProfileLoading>
        <div css={{ padding: `${theme.space(8)} ${theme.space(4)}` }}>
          <div css={{ ...cardCss, height: 520 }} />
        </div>
      </ProfileLoading>
    );
  const { profile, settings, acted } = page;
  return (
    <div
      css={{
        background: theme.colors.background,
        color: theme.colors.text,
        padding: `${theme.space(8)} ${theme.space(4)} ${theme.space(12)}`,
      }}
    >
      <ProfileCard profile={profile} settings={settings} onAct={acted} />
      <MoreSingles slug={slug} exclude={profile.id} settings={settings} onAct={acted} />
    </div>
  );
}

function ProfileCard({ profile, settings, onAct }: { profile: LanderProfile; settings: Settings; onAct: () => void }) {
  const { t } = useTranslation('mf-landers');
  return (
    <article
      aria-labelledby="member-name"
      css={{ ...cardCss, display: 'grid', gap: theme.space(5), justifyItems: 'center', textAlign: 'center' }}
    >
      <div
        css={{
          width: 168,
          height: 168,
          borderRadius: '50%',
          padding: 5,
          background: `linear-gradient(135deg, ${theme.colors.secondary} 0%, ${theme.colors.primary} 100%)`,
        }}
      >
        <div
          css={{ width: '100%', height: '100%', borderRadius: '50%', overflow: 'hidden', border: '4px solid #fff', background: '#efe7f1' }}
        >
          <LanderPhoto profile={profile} size="thumb" priority />
        </div>
      </div>
      <div css={{ display: 'grid', gap: theme.space(2), justifyItems: 'center' }}>
        <h1
          id="member-name"
          css={{ margin: 0, fontSize: '1.875rem', lineHeight: 1.2, display: 'flex', alignItems: 'center', gap: theme.space(2) }}
        >
          {t('kit.nameAge', { name: profile.name, age: profile.age })}
          {profile.fictional && <FictionalMark settings={settings} css={{ fontSize: '1.125rem', color: theme.colors.muted }} />}
        </h1>
        <p css={{ margin: 0, color: theme.colors.muted, display: 'flex', alignItems: 'center', gap: theme.space(1) }}>
          <PinIcon /> {profile.city}
        </p>
        {profile.online && <OnlineBadge />}
      </div>
      {profile.about && (
        <figure css={{ margin: 0, width: '100%' }}>
          <figcaption css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {t('memberLanding.aboutMe')}
          </figcaption>
          <blockquote
            css={{
              position: 'relative',
              margin: 0,
              padding: `${theme.space(4)} ${theme.space(5)}`,
              borderRadius: 20,
              background: '#fbe9f3',
              color: theme.colors.text,
              fontSize: '1.125rem',
              lineHeight: 1.5,
              textAlign: 'start',
              // The bubble's tail, pointing up at the photo.
              '&::before': {
                content: '""',
                position: 'absolute',
                top: -10,
                left: '50%',
                marginLeft: -10,
                borderLeft: '10px solid transparent',
                borderRight: '10px solid transparent',
                borderBottom: '10px solid #fbe9f3',
              },
            }}
          >
            {profile.about}
          </blockquote>
        </figure>
      )}
      <InterestChips interests={profile.interests} label={t('memberLanding.interests')} />
      <SignupCta profileId={profile.id} onAct={onAct} css={{ width: '100%' }}>
        {t('memberLanding.chat')}
      </SignupCta>
      <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9375rem' }}>{t('kit.hint')}</p>
    </article>
  );
}

function MoreSingles({
  slug,
  exclude,
  settings,
  onAct,
}: {
  slug: string | undefined;
  exclude: number;
  settings: Settings;
  onAct: () => void;
}) {
  const { t } = useTranslation('mf-landers');
  const lander = useLander('gallery', slug);
  const headline = useVariantHeadline(lander.data?.variant, t('memberLanding.moreSingles'));
  const profiles = (lander.data?.profiles ?? []).filter((profile) => profile.id !== exclude && profile.main_image).slice(0, MORE_SINGLES);
  // While the lander's answer comes, its place is held (heading line and tiles), so nothing below moves.
  const pending = lander.isPending;
  if (!pending && profiles.length === 0)
    return <FictionalNote settings={settings} css={{ maxWidth: 640, margin: `${theme.space(8)} auto 0` }} />;
  return (
    <section aria-labelledby="more-singles" css={{ maxWidth: 1040, margin: `${theme.space(12)} auto 0` }}>
      <h2
        id="more-singles"
        css={{
          margin: 0,
          fontSize: 'clamp(1.375rem, 4vw, 1.75rem)',
          lineHeight: 1.2,
          textAlign: 'center',
          visibility: pending ? 'hidden' : 'visible',
        }}
      >
        {headline}
      </h2>
      <ul
        css={{
          listStyle: 'none',
          margin: `${theme.space(6)} 0 0`,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: theme.space(3),
          '& > li:nth-of-type(n+7)': { display: 'none' },
          [theme.mq.md]: {
            gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
            gap: theme.space(4),
            '& > li:nth-of-type(n)': { display: 'block' },
          },
        }}
      >
        {pending &&
          Array.from({ length: MORE_SINGLES }, (_, index) => (
            <li key={index} aria-hidden="true" css={{ aspectRatio: '4 / 5', borderRadius: 16, background: '#efe7f1' }} />
          ))}
        {profiles.map((profile) => (
          <li key={profile.id}>
            <SignupLink
              profileId={profile.id}
              onAct={onAct}
              css={{
                position: 'relative',
                display: 'block',
                aspectRatio: '4 / 5',
                borderRadius: 16,
                overflow: 'hidden',
                color: '#fff',
                textDecoration: 'none',
                background: '#efe7f1',
                '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 3 },
              }}
            >
              <LanderPhoto profile={profile} />
              <span
                css={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  display: 'flex',
                  alignItems: 'center',
                  gap: theme.space(1),
                  padding: `${theme.space(10)} ${theme.space(3)} ${theme.space(3)}`,
                  background: 'linear-gradient(180deg, rgba(20,0,12,0) 0%, rgba(20,0,12,0.8) 100%)',
                  fontWeight: 700,
                }}
              >
                {profile.online && (
                  <>
                    <span aria-hidden="true" css={{ width: 9, height: 9, borderRadius: '50%', background: '#3ddc84', flex: 'none' }} />
                    <VisuallyHidden>{t('kit.online')}</VisuallyHidden>
                  </>
                )}
                <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {t('kit.nameAge', { name: profile.name, age: profile.age })}
                </span>
                {profile.fictional && <FictionalMark settings={settings} />}
              </span>
            </SignupLink>
          </li>
        ))}
      </ul>
      <FictionalNote settings={settings} css={{ marginTop: theme.space(6), textAlign: 'center' }} />
    </section>
  );
}

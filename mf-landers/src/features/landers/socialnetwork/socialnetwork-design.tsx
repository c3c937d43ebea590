import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SignupCta, useLanderPage } from '../../lander-kit';
import type { LanderDesignProps } from '../lander-design-props';
import { FeedPost, FeedPostSkeleton } from './components/feed-post';
import { StoriesRow } from './components/stories-row';

/** Posts shown while the profiles load: enough to fill a phone's first screen, so nothing below jumps. */
const SKELETON_POSTS = 2;

const card = {
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: 16,
  boxShadow: '0 2px 10px rgba(29,27,32,0.05)',
} as const;

export function SocialnetworkDesign({ slug }: LanderDesignProps) {
  const { t } = useTranslation(['lander-socialnetwork', 'mf-landers']);
  const { lander, acted, headline, headlineHidden } = useLanderPage('socialnetwork', slug, t('headline'));
  const profiles = lander.data?.profiles ?? [];
  const cta = t('mf-landers:kit.cta');

  return (
    <div css={{ background: theme.colors.background, color: theme.colors.text }}>
      <div
        css={{
          maxWidth: 1000,
          margin: '0 auto',
          padding: `${theme.space(5)} ${theme.space(3)} 0`,
          display: 'grid',
          gap: theme.space(8),
          [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 600px) 320px', justifyContent: 'center', paddingTop: theme.space(8) },
        }}
      >
        <div css={{ minWidth: 0 }}>
          <section aria-labelledby="socialnetwork-headline">
            <h1
              id="socialnetwork-headline"
              css={{
                margin: 0,
                fontSize: 'clamp(1.6rem, 5vw, 2.25rem)',
                lineHeight: 1.15,
                letterSpacing: '-0.01em',
                visibility: headlineHidden ? 'hidden' : undefined,
              }}
            >
              {headline}
            </h1>
            <p css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.muted, fontSize: '1.05rem', lineHeight: 1.5 }}>{t('intro')}</p>
          </section>

          <StoriesRow profiles={lander.isPending ? null : profiles.filter((profile) => profile.online)} onAct={acted} />

          <section aria-label={t('feedLabel')} css={{ display: 'grid', gap: theme.space(5), marginTop: theme.space(2) }}>
            {lander.isPending && Array.from({ length: SKELETON_POSTS }, (_, index) => <FeedPostSkeleton key={index} />)}
            {lander.isError && (
              <div css={{ ...card, padding: theme.space(6), textAlign: 'center' }}>
                <p css={{ margin: `0 0 ${theme.space(4)}`, lineHeight: 1.5 }}>{t('feedError')}</p>
                <SignupCta onAct={acted}>{cta}</SignupCta>
              </div>
            )}
            {profiles.map((profile, index) => (
              <FeedPost key={profile.id} profile={profile} priority={index === 0} onAct={acted} />
            ))}
          </section>
        </div>

        <div css={{ display: 'none', [theme.mq.lg]: { display: 'block' } }}>
          <div css={{ ...card, position: 'sticky', top: theme.space(6), padding: theme.space(6) }}>
            <h2 css={{ margin: 0, fontSize: '1.35rem' }}>{t('joinTitle')}</h2>
            <p css={{ margin: `${theme.space(2)} 0 ${theme.space(4)}`, color: theme.colors.muted, lineHeight: 1.5 }}>{t('joinBody')}</p>
            <ul css={{ listStyle: 'none', margin: `0 0 ${theme.space(5)}`, padding: 0, display: 'grid', gap: theme.space(2) }}>
              {(['perkFree', 'perkChat', 'perkPrivate'] as const).map((perk) => (
                <li key={perk} css={{ display: 'flex', gap: theme.space(2), alignItems: 'center', fontWeight: 600 }}>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    width="20"
                    height="20"
                    fill="none"
                    stroke={theme.colors.secondary}
                    strokeWidth="3"
                  >
                    <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {t(perk)}
                </li>
              ))}
            </ul>
            <SignupCta onAct={acted} css={{ width: '100%' }}>
              {cta}
            </SignupCta>
          </div>
        </div>
      </div>

      {/* On phones the call to action stays in reach: sticky to the viewport while the feed scrolls, it stops
          where the feed ends, so it never covers the layout's footer. */}
      <div
        css={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          marginTop: theme.space(6),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space(3),
          padding: `${theme.space(3)} ${theme.space(4)} calc(${theme.space(3)} + env(safe-area-inset-bottom, 0px))`,
          background: 'rgba(255,255,255,0.96)',
          borderTop: `1px solid ${theme.colors.border}`,
          boxShadow: '0 -6px 20px rgba(29,27,32,0.08)',
          [theme.mq.lg]: { display: 'none' },
        }}
      >
        <span css={{ fontWeight: 700 }}>{t('barText')}</span>
        <SignupCta onAct={acted} css={{ minHeight: 44, padding: `${theme.space(2)} ${theme.space(5)}`, fontSize: '1rem' }}>
          {cta}
        </SignupCta>
      </div>
      <div css={{ height: theme.space(10), [theme.mq.lg]: { height: theme.space(16) } }} />
    </div>
  );
}

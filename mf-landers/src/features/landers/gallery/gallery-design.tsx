import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SignupCta, useLanderPage } from '../../lander-kit';
import type { LanderDesignProps } from '../lander-design-props';
import { GalleryCard, GalleryCardSkeleton } from './components/gallery-card';

/** Cards the grid holds while the profiles load: two rows at every width, so nothing below jumps. */
const SKELETON_CARDS = 8;

const wrap = { maxWidth: 1160, margin: '0 auto', padding: `0 ${theme.space(4)}` } as const;

export function GalleryDesign({ slug }: LanderDesignProps) {
  const { t } = useTranslation(['lander-gallery', 'mf-landers']);
  const { settings, lander, acted, headline, headlineHidden } = useLanderPage('gallery', slug, t('headline'));
  const profiles = lander.data?.profiles ?? [];
  const online = profiles.filter((profile) => profile.online).length;

  return (
    <div css={{ background: theme.colors.background, color: theme.colors.text, paddingBottom: theme.space(10) }}>
      <section
        aria-labelledby="gallery-headline"
        css={{
          background: `radial-gradient(120% 140% at 100% 0%, #fde3f1 0%, rgba(253,227,241,0) 60%), linear-gradient(180deg, #fff 0%, ${theme.colors.background} 100%)`,
          borderBottom: `1px solid ${theme.colors.border}`,
        }}
      >
        <div
          css={{
            ...wrap,
            paddingTop: theme.space(8),
            paddingBottom: theme.space(8),
            display: 'grid',
            gap: theme.space(4),
            [theme.mq.md]: {
              gridTemplateColumns: '1fr auto',
              alignItems: 'center',
              paddingTop: theme.space(10),
              paddingBottom: theme.space(8),
            },
          }}
        >
          <div>
            <p
              css={{
                margin: 0,
                color: theme.colors.primary,
                fontWeight: 700,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                fontSize: '0.8125rem',
              }}
            >
              {t('eyebrow')}
            </p>
            <h1
              id="gallery-headline"
              css={{
                margin: `${theme.space(2)} 0 ${theme.space(3)}`,
                fontSize: 'clamp(1.875rem, 5vw, 3rem)',
                lineHeight: 1.1,
                letterSpacing: '-0.02em',
                opacity: headlineHidden ? 0 : 1,
                transition: 'opacity 150ms',
              }}
            >
              {headline}
            </h1>
            <p css={{ margin: 0, maxWidth: 560, color: theme.colors.muted, fontSize: '1.0625rem', lineHeight: 1.5 }}>{t('intro')}</p>
          </div>
          <SignupCta onAct={acted} css={{ justifySelf: 'start' }}>
            {t('mf-landers:kit.cta')}
          </SignupCta>
        </div>
      </section>

      {(lander.isPending || profiles.length > 0) && (
        <section aria-labelledby="gallery-profiles" css={{ ...wrap, paddingTop: theme.space(6) }}>
          <div
            css={{
              display: 'flex',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: theme.space(3),
              marginBottom: theme.space(4),
            }}
          >
            <h2 id="gallery-profiles" css={{ margin: 0, fontSize: '1.375rem' }}>
              {t('profilesTitle')}
            </h2>
            {online > 0 && (
              <p
                css={{
                  margin: 0,
                  display: 'flex',
                  alignItems: 'center',
                  gap: theme.space(2),
                  color: theme.colors.muted,
                  fontSize: '0.9375rem',
                }}
              >
                <span aria-hidden="true" css={{ width: 9, height: 9, borderRadius: '50%', background: theme.colors.success }} />
                {t('onlineCount', { online })}
              </p>
            )}
          </div>
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: theme.space(3),
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              [theme.mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space(4) },
              [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: theme.space(5) },
            }}
          >
            {lander.isPending
              ? Array.from({ length: SKELETON_CARDS }, (_, index) => <GalleryCardSkeleton key={index} />)
              : profiles.map((profile, index) => (
                  <GalleryCard key={profile.id} profile={profile} priority={index === 0} onAct={acted} settings={settings} />
                ))}
          </ul>
        </section>
      )}

      <section
        aria-labelledby="gallery-more"
        css={{
          ...wrap,
          marginTop: theme.space(10),
        }}
      >
        <div
          css={{
            borderRadius: 20,
            padding: `${theme.space(8)} ${theme.space(6)}`,
            background: `linear-gradient(120deg, ${theme.colors.primaryDark} 0%, ${theme.colors.primary} 55%, #b8127a 100%)`,
            color: '#fff',
            display: 'grid',
            gap: theme.space(4),
            boxShadow: '0 18px 40px rgba(108,10,70,0.25)',
            [theme.mq.md]: { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: `${theme.space(10)} ${theme.space(12)}` },
          }}
        >
          <div>
            <h2 id="gallery-more" css={{ margin: 0, fontSize: 'clamp(1.5rem, 3.5vw, 2rem)', lineHeight: 1.2 }}>
              {t('moreTitle')}
            </h2>
            <p css={{ margin: `${theme.space(2)} 0 0`, fontSize: '1.0625rem', lineHeight: 1.5, color: '#fbe9f3' }}>{t('moreText')}</p>
          </div>
          <SignupCta onAct={acted} tone="light" css={{ justifySelf: 'start' }}>
            {t('mf-landers:kit.cta')}
          </SignupCta>
        </div>
      </section>
    </div>
  );
}

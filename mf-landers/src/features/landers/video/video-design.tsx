import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LanderPhoto, MediaHeroCopy, SignupCta, useLanderPage } from '../../lander-kit';
import type { LanderDesignProps } from '../lander-design-props';
import { BackgroundVideo, videoPoster } from './components/background-video';
import { NearCard, NearCardSkeleton } from './components/near-card';

/** Faces in the hero's "online now" row, and profiles in the grid under it (two rows on a phone, one on a desktop). */
const FACES = 5;
const NEAR = 4;

export function VideoDesign({ slug }: LanderDesignProps) {
  const { t } = useTranslation(['lander-video', 'mf-landers']);
  const { settings, lander, acted, headline, headlineHidden } = useLanderPage('video', slug, t('headline'));
  const profiles = lander.data?.profiles ?? [];
  const faces = profiles.filter((profile) => profile.online && profile.main_image).slice(0, FACES);

  return (
    <div css={{ background: theme.colors.background, color: theme.colors.text }}>
      <section
        aria-labelledby="video-headline"
        css={{
          position: 'relative',
          isolation: 'isolate',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          // The layout's top bar is 44 px high: the clip fills the rest of a phone's first screen.
          minHeight: 'max(520px, min(calc(100svh - 44px), 760px))',
          overflow: 'hidden',
          color: '#fff',
          textAlign: 'center',
          // The poster under the clip: the first frame is there before the video element has decoded anything.
          background: `#2a0b20 url(${videoPoster}) center / cover no-repeat`,
        }}
      >
        <div aria-hidden="true" css={{ position: 'absolute', inset: 0, zIndex: -2 }}>
          <BackgroundVideo />
        </div>
        {/* The scrim is darkest behind the text (white stays above 4.5:1 on the brightest frame), lighter at the edges where the light plays. */}
        <div
          aria-hidden="true"
          css={{
            position: 'absolute',
            inset: 0,
            zIndex: -1,
            background: 'radial-gradient(70% 60% at 50% 50%, rgba(18,4,14,0.6) 0%, rgba(18,4,14,0.45) 55%, rgba(18,4,14,0.2) 100%)',
          }}
        />
        <div css={{ maxWidth: 760, padding: `${theme.space(12)} ${theme.space(5)}` }}>
          <div
            css={{
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              gap: theme.space(3),
              minHeight: 48,
              marginBottom: theme.space(5),
            }}
          >
            {faces.length > 0 && (
              <>
                <span aria-hidden="true" css={{ display: 'flex' }}>
                  {faces.map((profile, index) => (
                    <span
                      key={profile.id}
                      css={{
                        width: 44,
                        height: 44,
                        marginLeft: index === 0 ? 0 : -12,
                        borderRadius: '50%',
                        overflow: 'hidden',
                        border: '2px solid #fff',
                        background: '#ece6ef',
                      }}
                    >
                      <LanderPhoto profile={profile} size="thumb" priority />
                    </span>
                  ))}
                </span>
                <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(2), fontWeight: 600 }}>
                  <span
                    aria-hidden="true"
                    css={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      background: '#3ddc6b',
                      boxShadow: '0 0 0 4px rgba(61,220,107,0.25)',
                    }}
                  />
                  {t('onlineNow')}
                </span>
              </>
            )}
          </div>
          <MediaHeroCopy
            id="video-headline"
            headline={headline}
            headlineHidden={headlineHidden}
            intro={t('intro')}
            perks={t('perks')}
            onAct={acted}
            centered
          />
        </div>
      </section>

      <section
        aria-labelledby="video-near"
        css={{ maxWidth: 1040, margin: '0 auto', padding: `${theme.space(10)} ${theme.space(4)} ${theme.space(12)}` }}
      >
        <h2 id="video-near" css={{ margin: `0 0 ${theme.space(5)}`, fontSize: '1.5rem', textAlign: 'center' }}>
          {t('nearTitle')}
        </h2>
        {lander.isError ? (
          <p css={{ textAlign: 'center', color: theme.colors.muted }}>{t('error')}</p>
        ) : (
          <ul
            css={{
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: theme.space(4),
              margin: 0,
              padding: 0,
              [theme.mq.md]: { gridTemplateColumns: `repeat(${NEAR}, minmax(0, 1fr))`, gap: theme.space(6) },
            }}
          >
            {lander.isPending
              ? Array.from({ length: NEAR }, (_, index) => <NearCardSkeleton key={index} />)
              : profiles.slice(0, NEAR).map((profile) => <NearCard key={profile.id} profile={profile} settings={settings} onAct={acted} />)}
          </ul>
        )}
        <div css={{ marginTop: theme.space(10), textAlign: 'center' }}>
          <p css={{ margin: `0 0 ${theme.space(4)}`, fontSize: '1.25rem', fontWeight: 700 }}>{t('endTitle')}</p>
          <SignupCta onAct={acted}>{t('mf-landers:kit.cta')}</SignupCta>
        </div>
      </section>
    </div>
  );
}

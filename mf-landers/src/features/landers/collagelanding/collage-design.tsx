import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SignupCta, useLanderPage } from '../../lander-kit';
import type { LanderDesignProps } from '../lander-design-props';
import { Mosaic } from './components/mosaic';

const STEPS = [
  ['step1Title', 'step1Text'],
  ['step2Title', 'step2Text'],
  ['step3Title', 'step3Text'],
] as const;

export function CollageDesign({ slug }: LanderDesignProps) {
  const { t } = useTranslation(['lander-collagelanding', 'mf-landers']);
  const { settings, lander, acted, headline, headlineHidden } = useLanderPage('collagelanding', slug, t('headline'));
  const online = lander.data?.profiles.filter((profile) => profile.online).length ?? 0;

  return (
    <div
      css={{
        background: `linear-gradient(180deg, #fff7fb 0%, ${theme.colors.background} 60%)`,
        color: theme.colors.text,
        padding: `${theme.space(3)} ${theme.space(3)} ${theme.space(12)}`,
        [theme.mq.md]: { padding: `${theme.space(6)} ${theme.space(6)} ${theme.space(16)}` },
      }}
    >
      <div css={{ maxWidth: 1200, margin: '0 auto' }}>
        <section aria-label={t('mosaicLabel')}>
          <Mosaic profiles={lander.isPending ? undefined : (lander.data?.profiles ?? [])} onAct={acted} settings={settings} />
        </section>

        <section
          aria-labelledby="collage-headline"
          css={{
            position: 'relative',
            zIndex: 1,
            margin: `-56px ${theme.space(3)} 0`,
            padding: `${theme.space(6)} ${theme.space(5)}`,
            background: '#fff',
            borderRadius: 22,
            boxShadow: '0 24px 60px rgba(74,10,51,0.22), 0 2px 6px rgba(74,10,51,0.08)',
            textAlign: 'center',
            [theme.mq.md]: { maxWidth: 620, margin: '-120px auto 0', padding: `${theme.space(10)} ${theme.space(12)}` },
          }}
        >
          {/* Its line is held while the profiles load, so the headline under it does not move when the count arrives. */}
          {(lander.isPending || online > 0) && (
            <p
              aria-hidden={lander.isPending || undefined}
              css={{
                visibility: lander.isPending ? 'hidden' : 'visible',
                display: 'inline-flex',
                alignItems: 'center',
                gap: theme.space(2),
                margin: `0 0 ${theme.space(3)}`,
                padding: '4px 12px',
                borderRadius: 999,
                background: '#e9f7ee',
                color: '#17692f',
                fontWeight: 600,
                fontSize: '0.875rem',
              }}
            >
              <span aria-hidden="true" css={{ width: 8, height: 8, borderRadius: '50%', background: theme.colors.success }} />
              {t('onlineCount', { online: lander.isPending ? '–' : online })}
            </p>
          )}
          <h1
            id="collage-headline"
            css={{
              margin: 0,
              fontSize: 'clamp(1.75rem, 5vw, 2.75rem)',
              lineHeight: 1.12,
              letterSpacing: '-0.02em',
              opacity: headlineHidden ? 0 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {headline}
          </h1>
          <p
            css={{
              margin: `${theme.space(3)} auto ${theme.space(5)}`,
              maxWidth: 460,
              color: theme.colors.muted,
              fontSize: '1.0625rem',
              lineHeight: 1.5,
            }}
          >
            {t('intro')}
          </p>
          <SignupCta onAct={acted} css={{ '&&': { width: '100%', maxWidth: 340 } }}>
            {t('mf-landers:kit.cta')}
          </SignupCta>
          <p css={{ margin: `${theme.space(3)} 0 0`, color: theme.colors.muted, fontSize: '0.875rem' }}>{t('note')}</p>
        </section>

        <section aria-labelledby="collage-steps" css={{ marginTop: theme.space(12), textAlign: 'center' }}>
          <h2 id="collage-steps" css={{ margin: `0 0 ${theme.space(6)}`, fontSize: '1.5rem' }}>
            {t('stepsTitle')}
          </h2>
          <ol
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: theme.space(6),
              counterReset: 'step',
              [theme.mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {STEPS.map(([title, text]) => (
              <li key={title} css={{ counterIncrement: 'step', display: 'grid', justifyItems: 'center', gap: theme.space(2) }}>
                <span
                  aria-hidden="true"
                  css={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.secondary})`,
                    color: '#fff',
                    fontWeight: 800,
                    '&::before': { content: 'counter(step)' },
                  }}
                />
                <h3 css={{ margin: 0, fontSize: '1.125rem' }}>{t(title)}</h3>
                <p css={{ margin: 0, maxWidth: 300, color: theme.colors.muted, lineHeight: 1.5 }}>{t(text)}</p>
              </li>
            ))}
          </ol>
          <SignupCta onAct={acted} css={{ marginTop: theme.space(8) }}>
            {t('mf-landers:kit.cta')}
          </SignupCta>
        </section>
      </div>
    </div>
  );
}

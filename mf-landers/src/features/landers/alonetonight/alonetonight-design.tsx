import { useEffect, useState } from 'react';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SignupCta, useLanderPage } from '../../lander-kit';
import type { LanderDesignProps } from '../lander-design-props';
import { NightRow } from './components/night-row';
import { NightSky } from './components/night-sky';

/** Portraits the row shows at most: two desktop rows of six. */
const ROW_MAX = 12;

const pulse = keyframes({
  '0%': { boxShadow: '0 0 0 0 rgba(61,220,132,0.7)' },
  '70%': { boxShadow: '0 0 0 10px rgba(61,220,132,0)' },
  '100%': { boxShadow: '0 0 0 0 rgba(61,220,132,0)' },
});

/** The visitor's own clock, to the minute; it follows the minutes while the page is open. */
function useLocalTime(locale: string): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(now);
}

/** Who is online first (the page is about tonight), then the others, as many as the row holds. */
function onlineFirst(profiles: readonly LanderProfile[]): LanderProfile[] {
  return [...profiles.filter((profile) => profile.online), ...profiles.filter((profile) => !profile.online)].slice(0, ROW_MAX);
}

const wrap = { position: 'relative', maxWidth: 1120, margin: '0 auto', padding: `0 ${theme.space(4)}` } as const;

const glowCta = {
  '&&': {
    background: `linear-gradient(135deg, ${theme.colors.secondary} 0%, #b8127a 100%)`,
    color: '#fff',
    boxShadow: '0 0 0 1px rgba(255,255,255,0.12), 0 10px 34px rgba(233,30,140,0.55)',
  },
  '&&:hover': { background: `linear-gradient(135deg, #ff3fa4 0%, ${theme.colors.secondary} 100%)` },
} as const;

export function AloneTonightDesign({ slug }: LanderDesignProps) {
  const { t, i18n } = useTranslation(['lander-alonetonight', 'mf-landers']);
  const { settings, lander, acted, headline, headlineHidden } = useLanderPage('alonetonight', slug, t('headline'));
  const time = useLocalTime(i18n.language);
  const profiles = lander.isPending ? undefined : onlineFirst(lander.data?.profiles ?? []);
  // Only what the answer shows: how many of the profiles it returned are online now.
  const online = lander.data?.profiles.filter((profile) => profile.online).length ?? 0;

  return (
    <div
      css={{
        color: '#fff',
        background: 'linear-gradient(180deg, #0a0d2c 0%, #171141 38%, #2b0f3e 70%, #0b0722 100%)',
        paddingBottom: theme.space(12),
      }}
    >
      <section
        aria-labelledby="tonight-headline"
        css={{
          position: 'relative',
          background: 'radial-gradient(70% 60% at 50% 100%, rgba(233,30,140,0.42) 0%, rgba(233,30,140,0) 70%)',
          paddingBottom: 130,
          [theme.mq.md]: { paddingBottom: 200 },
        }}
      >
        <NightSky />
        <div css={{ ...wrap, paddingTop: theme.space(12), [theme.mq.md]: { paddingTop: theme.space(20) } }}>
          <p
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: theme.space(2),
              margin: 0,
              padding: '6px 14px',
              borderRadius: 999,
              background: 'rgba(255,255,255,0.1)',
              border: '1px solid rgba(255,255,255,0.18)',
              fontWeight: 600,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {t('clock', { time })}
          </p>
          <h1
            id="tonight-headline"
            css={{
              margin: `${theme.space(4)} 0 ${theme.space(3)}`,
              maxWidth: 720,
              fontSize: 'clamp(2.25rem, 7vw, 4rem)',
              lineHeight: 1.05,
              letterSpacing: '-0.02em',
              textShadow: '0 2px 24px rgba(233,30,140,0.45)',
              opacity: headlineHidden ? 0 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {headline}
          </h1>
          {/* One line high even before the answer, so nothing below moves when the count arrives. */}
          <p
            css={{
              minHeight: '1.6em',
              margin: 0,
              display: 'flex',
              alignItems: 'center',
              gap: theme.space(2),
              fontSize: '1.125rem',
              color: '#e7ddf7',
            }}
          >
            {online > 0 && (
              <>
                <span
                  aria-hidden="true"
                  css={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    background: '#3ddc84',
                    animation: `${pulse} 2s infinite`,
                    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                  }}
                />
                {t('onlineNow', { online })}
              </>
            )}
          </p>
          <p
            css={{
              margin: `${theme.space(3)} 0 ${theme.space(6)}`,
              maxWidth: 520,
              fontSize: '1.0625rem',
              lineHeight: 1.55,
              color: '#d9cdee',
            }}
          >
            {t('intro')}
          </p>
          <SignupCta onAct={acted} css={glowCta}>
            {t('mf-landers:kit.cta')}
          </SignupCta>
        </div>
      </section>

      {(profiles === undefined || profiles.length > 0) && (
        <section aria-labelledby="tonight-profiles" css={{ ...wrap, paddingTop: theme.space(8) }}>
          <h2 id="tonight-profiles" css={{ margin: `0 0 ${theme.space(4)}`, fontSize: 'clamp(1.375rem, 3vw, 1.75rem)' }}>
            {t('rowTitle')}
          </h2>
          <NightRow profiles={profiles} onAct={acted} settings={settings} />
        </section>
      )}

      <section aria-labelledby="tonight-final" css={{ ...wrap, paddingTop: theme.space(12), textAlign: 'center' }}>
        <h2 id="tonight-final" css={{ margin: 0, fontSize: 'clamp(1.5rem, 3.5vw, 2.125rem)' }}>
          {t('finalTitle')}
        </h2>
        <p css={{ margin: `${theme.space(2)} 0 ${theme.space(6)}`, color: '#d9cdee', fontSize: '1.0625rem' }}>{t('finalText')}</p>
        <SignupCta onAct={acted} css={glowCta}>
          {t('mf-landers:kit.cta')}
        </SignupCta>
      </section>
    </div>
  );
}

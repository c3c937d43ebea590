import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { FinalCall, LanderPhoto, SignupCta, useLanderPage } from '../../lander-kit';
import type { LanderDesignProps } from '../lander-design-props';
import { BenefitIcon, type BenefitName } from './components/benefit-icon';
import { ProfileStrip } from './components/profile-strip';

/**
 * Only what the product does: signing up is free (new members may get credits too), search by country
 * and region, the site in 11 languages, invisible mode, likes and matches, notifications by e-mail and push.
 */
const BENEFITS: readonly BenefitName[] = ['free', 'near', 'language', 'invisible', 'likes', 'notify'];

const wrap = { maxWidth: 1120, margin: '0 auto', padding: `0 ${theme.space(4)}` } as const;

export function IconsDesign({ slug }: LanderDesignProps) {
  const { t } = useTranslation(['lander-iconslanding', 'mf-landers']);
  const { settings, lander, acted, headline, headlineHidden } = useLanderPage('iconslanding', slug, t('headline'));
  const profiles = lander.isPending ? undefined : (lander.data?.profiles ?? []);
  const faces = (profiles ?? []).slice(0, 3);
  const online = profiles?.filter((profile) => profile.online).length ?? 0;
  const credits = (settings?.signup_credits ?? 0) > 0;

  return (
    <div css={{ background: theme.colors.background, color: theme.colors.text, paddingBottom: theme.space(12) }}>
      <section
        aria-labelledby="icons-headline"
        css={{
          color: '#fff',
          background: `radial-gradient(90% 120% at 85% 10%, rgba(233,30,140,0.55) 0%, rgba(233,30,140,0) 60%), linear-gradient(150deg, #4a0a33 0%, ${theme.colors.primary} 60%, #a3126b 100%)`,
        }}
      >
        <div
          css={{
            ...wrap,
            paddingTop: theme.space(8),
            paddingBottom: theme.space(10),
            display: 'grid',
            gap: theme.space(6),
            [theme.mq.md]: {
              gridTemplateColumns: '1.3fr 1fr',
              alignItems: 'center',
              paddingTop: theme.space(14),
              paddingBottom: theme.space(14),
            },
          }}
        >
          <div>
            <div aria-hidden="true" css={{ display: 'flex', marginBottom: theme.space(5), [theme.mq.md]: { display: 'none' } }}>
              {[0, 1, 2].map((index) => (
                <span
                  key={index}
                  css={{
                    width: 52,
                    height: 52,
                    marginLeft: index === 0 ? 0 : -14,
                    borderRadius: '50%',
                    overflow: 'hidden',
                    border: '3px solid #fff',
                    background: 'rgba(255,255,255,0.2)',
                  }}
                >
                  {faces[index] && <LanderPhoto profile={faces[index]} size="thumb" priority={index === 0} />}
                </span>
              ))}
            </div>
            <h1
              id="icons-headline"
              css={{
                margin: 0,
                fontSize: 'clamp(1.875rem, 5vw, 3rem)',
                lineHeight: 1.1,
                letterSpacing: '-0.02em',
                opacity: headlineHidden ? 0 : 1,
                transition: 'opacity 150ms',
              }}
            >
              {headline}
            </h1>
            <p
              css={{
                margin: `${theme.space(4)} 0 ${theme.space(6)}`,
                maxWidth: 520,
                fontSize: '1.125rem',
                lineHeight: 1.5,
                color: '#fde3f1',
              }}
            >
              {t('intro')}
            </p>
            <SignupCta onAct={acted} tone="light">
              {t('mf-landers:kit.cta')}
            </SignupCta>
          </div>
          {/* Lazy even here: on a phone this stack is not shown, and an eager photo would load all the same. */}
          <div aria-hidden="true" css={{ display: 'none', [theme.mq.md]: { display: 'block' } }}>
            <div css={{ position: 'relative', height: 300, maxWidth: 380, marginLeft: 'auto' }}>
              {[0, 1, 2].map((index) => (
                <div
                  key={index}
                  css={{
                    position: 'absolute',
                    width: index === 0 ? 200 : 150,
                    aspectRatio: '4 / 5',
                    top: [30, 0, 120][index],
                    left: [90, 0, 230][index],
                    zIndex: index === 0 ? 2 : 1,
                    borderRadius: 18,
                    overflow: 'hidden',
                    border: '4px solid rgba(255,255,255,0.9)',
                    background: 'rgba(255,255,255,0.15)',
                    boxShadow: '0 18px 40px rgba(20,0,14,0.35)',
                    transform: `rotate(${[-2, -8, 7][index]}deg)`,
                  }}
                >
                  {faces[index] && <LanderPhoto profile={faces[index]} />}
                </div>
              ))}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="icons-benefits" css={{ ...wrap, paddingTop: theme.space(10) }}>
        <h2 id="icons-benefits" css={{ margin: `0 0 ${theme.space(6)}`, fontSize: 'clamp(1.375rem, 3vw, 1.75rem)', textAlign: 'center' }}>
          {t('benefitsTitle')}
        </h2>
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space(3),
            [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space(5) },
          }}
        >
          {BENEFITS.map((benefit) => (
            <li
              key={benefit}
              css={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: theme.space(4),
                alignItems: 'start',
                padding: theme.space(5),
                background: '#fff',
                borderRadius: 16,
                boxShadow: '0 1px 2px rgba(29,27,32,0.05), 0 8px 24px rgba(29,27,32,0.06)',
              }}
            >
              <span
                css={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 52,
                  height: 52,
                  borderRadius: 16,
                  color: theme.colors.primary,
                  background: 'linear-gradient(135deg, #fde3f1, #f8cfe5)',
                }}
              >
                <BenefitIcon name={benefit} />
              </span>
              <div>
                <h3 css={{ margin: '2px 0 4px', fontSize: '1.0625rem' }}>{t(`benefits.${benefit}.title`)}</h3>
                {benefit === 'free' ? (
                  // Both wordings in one cell, the one that does not apply hidden: the card is as tall before the
                  // settings say whether the site gives credits as after, so nothing below it moves.
                  <p css={{ margin: 0, display: 'grid', color: theme.colors.muted, lineHeight: 1.5, '& > span': { gridArea: '1 / 1' } }}>
                    <span css={{ visibility: credits ? 'visible' : 'hidden' }} aria-hidden={!credits || undefined}>
                      {t('benefits.free.textCredits')}
                    </span>
                    <span css={{ visibility: credits ? 'hidden' : 'visible' }} aria-hidden={credits || undefined}>
                      {t('benefits.free.text')}
                    </span>
                  </p>
                ) : (
                  <p css={{ margin: 0, color: theme.colors.muted, lineHeight: 1.5 }}>{t(`benefits.${benefit}.text`)}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {(profiles === undefined || profiles.length > 0) && (
        <section aria-labelledby="icons-profiles" css={{ ...wrap, paddingTop: theme.space(12) }}>
          <div css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.space(3), flexWrap: 'wrap' }}>
            <h2 id="icons-profiles" css={{ margin: `0 0 ${theme.space(3)}`, fontSize: 'clamp(1.375rem, 3vw, 1.75rem)' }}>
              {t('stripTitle')}
            </h2>
            {online > 0 && (
              <p css={{ margin: 0, display: 'flex', alignItems: 'center', gap: theme.space(2), color: theme.colors.muted }}>
                <span aria-hidden="true" css={{ width: 9, height: 9, borderRadius: '50%', background: theme.colors.success }} />
                {t('onlineCount', { online })}
              </p>
            )}
          </div>
          <ProfileStrip profiles={profiles} onAct={acted} settings={settings} />
        </section>
      )}

      <FinalCall
        id="icons-final"
        title={t('finalTitle')}
        text={t('finalText')}
        onAct={acted}
        css={{ ...wrap, paddingTop: theme.space(10) }}
      />
    </div>
  );
}

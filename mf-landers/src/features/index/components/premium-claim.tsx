import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { CheckIcon } from '../../lander-kit';
import { sectionCss } from './section-heading';

/** The premium claim (premium members have a 46% higher chance of success) and what premium adds. */
export function PremiumClaim() {
  const { t } = useTranslation('mf-landers');
  return (
    <section
      aria-labelledby="home-premium"
      css={{
        ...sectionCss,
        display: 'grid',
        gap: theme.space(5),
        alignItems: 'center',
        padding: theme.space(6),
        borderRadius: 24,
        background: `linear-gradient(135deg, #fff 0%, #fbe9f3 100%)`,
        border: `1px solid #f3d3e6`,
        [theme.mq.md]: { gridTemplateColumns: 'auto 1fr', gap: theme.space(10), padding: `${theme.space(10)} ${theme.space(12)}` },
      }}
    >
      <p
        aria-hidden="true"
        css={{
          margin: 0,
          fontSize: 'clamp(3.5rem, 14vw, 6rem)',
          lineHeight: 1,
          fontWeight: 800,
          letterSpacing: '-0.04em',
          color: theme.colors.primary,
        }}
      >
        {t('index.premium.figure')}
      </p>
      <div css={{ display: 'grid', gap: theme.space(3) }}>
        <h2 id="home-premium" css={{ margin: 0, fontSize: 'clamp(1.375rem, 4vw, 1.75rem)', lineHeight: 1.2, fontWeight: 800 }}>
          {t('index.premium.title')}
        </h2>
        <p css={{ margin: 0, fontSize: '1.125rem', lineHeight: 1.5, fontWeight: 600 }}>{t('index.premium.claim')}</p>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2), color: theme.colors.text }}>
          {(['photos', 'chats', 'own'] as const).map((key) => (
            <li key={key} css={{ display: 'flex', gap: theme.space(2), alignItems: 'center' }}>
              <span css={{ color: theme.colors.success, display: 'inline-flex' }}>
                <CheckIcon />
              </span>
              {t(`index.premium.${key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';

/** The premium claim and that any bundle makes a member premium, above a list of bundles. */
export function PremiumClaim() {
  const { t } = useTranslation('mf-payments');
  return (
    <div
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(3),
        padding: theme.space(4),
        borderRadius: theme.radius * 1.5,
        background: 'linear-gradient(135deg, #fbeaf3 0%, #f4ecfb 100%)',
        border: `1px solid ${theme.colors.border}`,
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36" css={{ flex: 'none' }}>
        <path fill={theme.colors.primary} d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5z" />
        <rect x="5" y="19" width="14" height="2" rx="1" fill={theme.colors.primary} />
      </svg>
      <div>
        <p css={{ margin: 0, fontWeight: 700, color: theme.colors.text }}>{t('credits.premiumClaim')}</p>
        <p css={{ margin: `${theme.space(1)} 0 0`, color: theme.colors.muted }}>{t('credits.premiumNote')}</p>
      </div>
    </div>
  );
}

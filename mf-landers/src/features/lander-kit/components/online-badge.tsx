import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';

/** "Online now" with a green dot, for a profile that is: a pill readable on photos and on light pages. */
export function OnlineBadge({ className }: { className?: string }) {
  const { t } = useTranslation('mf-landers');
  return (
    <span
      className={className}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: `2px ${theme.space(2)}`,
        borderRadius: 999,
        background: '#e6f4ea',
        color: '#14632b',
        fontSize: '0.8125rem',
        fontWeight: 700,
      }}
    >
      <span aria-hidden="true" css={{ width: 8, height: 8, borderRadius: '50%', background: theme.colors.success }} />
      {t('kit.online')}
    </span>
  );
}

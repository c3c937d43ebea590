import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';

const round = (color: string) =>
  ({
    width: 68,
    height: 68,
    borderRadius: '50%',
    border: 0,
    background: theme.colors.surface,
    color,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
    boxShadow: '0 6px 18px rgba(29,27,32,0.14)',
    transition: 'transform 0.12s ease-out',
    '&:hover': { transform: 'scale(1.06)' },
    '&:active': { transform: 'scale(0.96)' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 3 },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:active': { transform: 'none' } },
  }) as const;

/** Pass and like under the card, each named with the profile on it. */
export function SwipeButtons({ name, onPass, onLike }: { name: string; onPass: () => void; onLike: () => void }) {
  const { t } = useTranslation('lander-tinderswipe');
  return (
    <div css={{ display: 'flex', justifyContent: 'center', gap: theme.space(8), margin: `${theme.space(5)} 0 ${theme.space(3)}` }}>
      <button type="button" onClick={onPass} aria-label={t('passNamed', { name })} css={round(theme.colors.danger)}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="30"
          height="30"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <button type="button" onClick={onLike} aria-label={t('likeNamed', { name })} css={round(theme.colors.secondary)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32" fill="currentColor">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </div>
  );
}

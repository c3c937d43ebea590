import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';

const round = (size: number, color: string) => ({
  width: size,
  height: size,
  borderRadius: '50%',
  border: `2px solid ${color}`,
  background: theme.colors.surface,
  color,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  boxShadow: '0 2px 8px rgba(0,0,0,0.12)',
  '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});

/** Pass, undo the last pass, like: round buttons under the card, each named with the card's member. */
export function SwipeControls({
  name,
  canLike,
  canUndo,
  onLike,
  onPass,
  onUndo,
}: {
  name: string;
  canLike: boolean;
  canUndo: boolean;
  onLike: () => void;
  onPass: () => void;
  onUndo: () => void;
}) {
  const { t } = useTranslation('mf-likes');
  return (
    <div
      css={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: theme.space(5),
        margin: `${theme.space(3)} 0 ${theme.space(2)}`,
      }}
    >
      <button type="button" onClick={onPass} aria-label={t('swipeGame.passNamed', { name })} css={round(64, theme.colors.danger)}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <button type="button" onClick={onUndo} disabled={!canUndo} aria-label={t('swipeGame.undo')} css={round(48, theme.colors.warning)}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M9 14L4 9l5-5" />
          <path d="M4 9h10a6 6 0 010 12h-3" />
        </svg>
      </button>
      <button
        type="button"
        onClick={onLike}
        disabled={!canLike}
        aria-label={t('swipeGame.likeNamed', { name })}
        css={round(64, theme.colors.success)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </div>
  );
}

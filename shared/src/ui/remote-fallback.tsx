import { useTranslation } from 'react-i18next';
import { theme } from './theme';

export interface RemoteFallbackProps {
  /** Retry loading or rendering the part that failed. */
  onRetry?: () => void;
}

/**
 * What a slot shows when its remote could not be loaded or threw: contained to the slot, translated,
 * with a retry button. The rest of the page keeps working.
 */
export function RemoteFallback({ onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <section
      role="alert"
      data-testid="remote-fallback"
      css={{
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        background: theme.colors.surface,
        padding: theme.space(6),
        margin: `${theme.space(4)} auto`,
        maxWidth: 560,
        textAlign: 'center',
        color: theme.colors.text,
      }}
    >
      <h2 css={{ fontSize: '1.15rem', margin: 0 }}>{t('fallback.title')}</h2>
      <p css={{ color: theme.colors.muted }}>{t('fallback.body')}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          css={{
            background: theme.colors.primary,
            color: theme.colors.onPrimary,
            border: 0,
            borderRadius: theme.radius,
            padding: `${theme.space(2)} ${theme.space(5)}`,
            font: 'inherit',
            cursor: 'pointer',
            '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
          }}
        >
          {t('fallback.retry')}
        </button>
      )}
    </section>
  );
}

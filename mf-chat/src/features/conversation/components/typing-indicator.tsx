import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';

const bounce = keyframes({
  '0%, 60%, 100%': { opacity: 0.3, transform: 'translateY(0)' },
  '30%': { opacity: 1, transform: 'translateY(-3px)' },
});

/**
 * "… is typing" with three dots, while the other member types (live delivery). Its place is kept
 * when empty so nothing jumps; the live region reads the words once, not the dots.
 */
export function TypingIndicator({ name, typing }: { name: string; typing: boolean }) {
  const { t } = useTranslation('mf-chat');
  return (
    <div
      data-testid="typing-indicator"
      aria-live="polite"
      css={{ minHeight: 18, fontSize: '0.8125rem', color: theme.colors.muted, display: 'flex', alignItems: 'center', gap: 6 }}
    >
      {typing && (
        <>
          <span aria-hidden="true" css={{ display: 'inline-flex', gap: 3 }}>
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                css={{
                  width: 5,
                  height: 5,
                  borderRadius: '50%',
                  background: 'currentColor',
                  animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
                }}
              />
            ))}
          </span>
          <span>{t('conversation.typing', { name })}</span>
        </>
      )}
    </div>
  );
}

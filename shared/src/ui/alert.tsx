import type { ReactNode } from 'react';
import { theme } from './theme';

type AlertLevel = 'info' | 'success' | 'warning' | 'danger';

const levels: Record<AlertLevel, { color: string; background: string }> = {
  info: { color: theme.colors.info, background: theme.colors.infoBg },
  success: { color: theme.colors.success, background: '#e6f4ea' },
  warning: { color: theme.colors.warning, background: theme.colors.warningBg },
  danger: { color: theme.colors.danger, background: theme.colors.dangerBg },
};

export interface AlertProps {
  level?: AlertLevel;
  children: ReactNode;
  /** Extra controls (a link or button) shown after the text. */
  actions?: ReactNode;
  /** When given, a close button is shown; `dismissLabel` is its accessible name (translated by the caller). */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/**
 * A message strip. Warnings and errors use role=alert (announced at once); info and success use
 * role=status (announced politely).
 */
export function Alert({ level = 'info', children, actions, onDismiss, dismissLabel }: AlertProps) {
  const tone = levels[level];
  return (
    <div
      role={level === 'danger' || level === 'warning' ? 'alert' : 'status'}
      data-level={level}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(3),
        padding: `${theme.space(3)} ${theme.space(4)}`,
        borderRadius: theme.radius,
        borderLeft: `4px solid ${tone.color}`,
        background: tone.background,
        color: theme.colors.text,
      }}
    >
      <div css={{ flex: 1 }}>{children}</div>
      {actions}
      {onDismiss && (
        <button
          type="button"
          aria-label={dismissLabel}
          onClick={onDismiss}
          css={{
            background: 'transparent',
            border: 0,
            fontSize: '1.25rem',
            lineHeight: 1,
            cursor: 'pointer',
            color: theme.colors.muted,
            padding: theme.space(1),
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

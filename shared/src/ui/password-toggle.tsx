import { theme } from '@dating/shared/ui/theme-tokens';

export interface PasswordToggleProps {
  shown: boolean;
  onToggle: () => void;
  /** Translated accessible name ("Show password"); the pressed state says whether it is on. */
  label: string;
  /** Ids of the inputs it reveals. */
  controls: string;
}

/** The eye button inside a password field: shows or hides what was typed. */
export function PasswordToggle({ shown, onToggle, label, controls }: PasswordToggleProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={shown}
      aria-controls={controls}
      onClick={onToggle}
      css={{
        border: 0,
        background: 'transparent',
        padding: `0 ${theme.space(3)}`,
        cursor: 'pointer',
        color: theme.colors.muted,
        fontSize: '1.1rem',
        borderRadius: theme.radius,
        '&[aria-pressed="true"]': { color: theme.colors.primary },
      }}
    >
      <span aria-hidden="true" css={{ textDecoration: shown ? 'none' : 'line-through' }}>
        👁
      </span>
    </button>
  );
}

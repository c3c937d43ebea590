import { theme } from '@dating/shared/ui/theme-tokens';

export interface PasswordToggleProps {
  shown: boolean;
  onToggle: () => void;
  /**
   * Translated accessible name ("Show password"). It stays the same in both states: the pressed
   * state says whether it is on, and a name that flipped with it ("Hide password, pressed") would
   * contradict itself for a screen reader.
   */
  label: string;
  /** Ids of the inputs it reveals. */
  controls: string;
}

/** An open eye (pressed: the password shows) or a struck-through one; drawn in the text colour. */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={open ? 'eye' : 'eye-off'}
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** The eye button inside a password field: shows or hides what was typed. */
export function PasswordToggle({ shown, onToggle, label, controls }: PasswordToggleProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={shown}
      aria-controls={controls}
      title={label}
      onClick={onToggle}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 44,
        border: 0,
        background: 'transparent',
        padding: `0 ${theme.space(3)}`,
        cursor: 'pointer',
        color: theme.colors.muted,
        borderRadius: theme.radius,
        '&:hover': { color: theme.colors.text },
        '&:focus-visible': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: -2 },
        '&[aria-pressed="true"]': { color: theme.colors.primary },
      }}
    >
      <EyeIcon open={shown} />
    </button>
  );
}

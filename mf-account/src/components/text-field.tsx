import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Used for the input's id and for its error's id (`${id}-error`). */
  id: string;
  label: string;
  /** The translated message for this field, or null. */
  error?: string | null;
  /** A control after the input, inside the same box (e.g. the password visibility toggle). */
  addon?: ReactNode;
}

/**
 * A labelled text input with its own error line: `aria-invalid` and `aria-describedby` tie the
 * message to the input, so a screen reader reads it when the field gets focus.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, error, addon, ...input }, ref) {
  const errorId = `${id}-error`;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <label htmlFor={id} css={{ fontWeight: 600, color: theme.colors.text }}>
        {label}
      </label>
      <div
        css={{
          display: 'flex',
          alignItems: 'stretch',
          border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
          borderRadius: theme.radius,
          background: theme.colors.surface,
          '&:focus-within': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 1 },
        }}
      >
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
          css={{
            flex: 1,
            minWidth: 0,
            border: 0,
            background: 'transparent',
            font: 'inherit',
            fontSize: '1rem',
            padding: `${theme.space(2)} ${theme.space(3)}`,
            borderRadius: theme.radius,
            color: theme.colors.text,
            '&:focus': { outline: 'none' },
          }}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} css={{ margin: 0, color: theme.colors.danger, fontSize: '0.9rem' }}>
          {error}
        </p>
      )}
    </div>
  );
});

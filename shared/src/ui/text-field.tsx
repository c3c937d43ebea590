import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';
import { FieldFrame, fieldAria, type FieldLabelling } from '@dating/shared/ui/field-frame';

export interface TextFieldProps extends FieldLabelling, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** A control after the input, inside the same box (e.g. the password visibility toggle). */
  addon?: ReactNode;
  /** Larger, spaced-out characters: a code to read back from an app or a sheet of paper. */
  code?: boolean;
}

/**
 * A labelled text input with its own error line: `aria-invalid` and `aria-describedby` tie the
 * message to the input, so a screen reader reads it when the field gets focus.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, addon, code = false, ...input },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {/* The border is drawn around input and addon together, so the toggle sits inside the box. */}
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
          {...fieldAria({ id, error, hint })}
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
            ...(code ? { fontSize: '1.25rem', letterSpacing: '0.15em', fontVariantNumeric: 'tabular-nums' } : {}),
          }}
        />
        {addon}
      </div>
    </FieldFrame>
  );
});

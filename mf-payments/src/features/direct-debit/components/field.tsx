import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The translated message, or null. */
  error?: string | null;
  hint?: ReactNode;
}

/**
 * A labelled input with its hint and error lines, both tied to it with `aria-describedby` (and
 * `aria-invalid` while wrong), so a screen reader reads them when the input gets focus.
 */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ id, label, error, hint, ...input }, ref) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ display: 'grid', gap: theme.space(1) }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        css={{
          width: '100%',
          boxSizing: 'border-box',
          border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
          borderRadius: theme.radius,
          background: theme.colors.surface,
          font: 'inherit',
          fontSize: '1rem',
          padding: `${theme.space(2)} ${theme.space(3)}`,
          color: theme.colors.text,
          '&:focus': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 1 },
        }}
      />
      {hint && (
        <p id={`${id}-hint`} css={{ margin: 0, color: theme.colors.muted, fontSize: '0.85rem' }}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} css={{ margin: 0, color: theme.colors.danger, fontSize: '0.9rem' }}>
          {error}
        </p>
      )}
    </div>
  );
});

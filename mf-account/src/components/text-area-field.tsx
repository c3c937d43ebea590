import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  /** Used for the textarea's id, its error's id (`${id}-error`) and its hint's id (`${id}-hint`). */
  id: string;
  label: string;
  /** The translated message for this field, or null. */
  error?: string | null;
  /** Shown under the box (e.g. a character count), read with the field. */
  hint?: ReactNode;
}

/** The multi-line sibling of TextField: same label, border, error line and aria wiring. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ id, label, error, hint, ...textarea }, ref) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <label htmlFor={id} css={{ fontWeight: 600, color: theme.colors.text }}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
        css={{
          border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
          borderRadius: theme.radius,
          background: theme.colors.surface,
          font: 'inherit',
          fontSize: '1rem',
          padding: `${theme.space(2)} ${theme.space(3)}`,
          color: theme.colors.text,
          resize: 'vertical',
          minHeight: 140,
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

import { forwardRef, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

const labelCss = { fontWeight: 600, color: theme.colors.text } as const;
const errorCss = { margin: 0, color: theme.colors.danger, fontSize: '0.9rem' } as const;
const boxCss = (error: boolean) =>
  ({
    border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
    borderRadius: theme.radius,
    background: theme.colors.surface,
    font: 'inherit',
    fontSize: '1rem',
    padding: `${theme.space(2)} ${theme.space(3)}`,
    color: theme.colors.text,
    width: '100%',
    boxSizing: 'border-box',
    '&:focus': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 1 },
  }) as const;

/** aria wiring shared by the fields: the error (and a hint) describe the control. */
function describedBy(id: string, error: string | null | undefined, hint: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
  options: readonly { value: string; label: string }[];
}

/** A labelled select with its own error line (aria-invalid / aria-describedby like TextField). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ id, label, error, options, ...select }, ref) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      <select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, null)} {...select} css={boxCss(!!error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} css={errorCss}>
          {error}
        </p>
      )}
    </div>
  );
});

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
  /** Shown under the box (e.g. a character count), read with the field. */
  hint?: ReactNode;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ id, label, error, hint, ...textarea }, ref) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
        css={{ ...boxCss(!!error), resize: 'vertical', minHeight: 120 }}
      />
      {hint && (
        <p id={`${id}-hint`} css={{ margin: 0, color: theme.colors.muted, fontSize: '0.85rem' }}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} css={errorCss}>
          {error}
        </p>
      )}
    </div>
  );
});

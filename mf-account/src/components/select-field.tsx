import { forwardRef, type SelectHTMLAttributes } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** Used for the select's id and its error's id (`${id}-error`). */
  id: string;
  label: string;
  /** The translated message for this field, or null. */
  error?: string | null;
  options: readonly { value: string; label: string }[];
}

/** The select sibling of TextField: same label, border, error line and aria wiring. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ id, label, error, options, ...select }, ref) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <label htmlFor={id} css={{ fontWeight: 600, color: theme.colors.text }}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
        css={{
          border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
          borderRadius: theme.radius,
          background: theme.colors.surface,
          font: 'inherit',
          fontSize: '1rem',
          padding: `${theme.space(2)} ${theme.space(3)}`,
          color: theme.colors.text,
          '&:focus': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 1 },
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} css={{ margin: 0, color: theme.colors.danger, fontSize: '0.9rem' }}>
          {error}
        </p>
      )}
    </div>
  );
});

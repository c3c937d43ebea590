import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

const labelCss = { fontWeight: 600, color: theme.colors.text } as const;
const boxCss = (error: boolean) =>
  ({
    font: 'inherit',
    fontSize: '1rem',
    padding: `${theme.space(2)} ${theme.space(3)}`,
    border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
    borderRadius: theme.radius,
    background: theme.colors.surface,
    color: theme.colors.text,
    '&:focus': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 1 },
  }) as const;

function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} css={{ margin: 0, color: theme.colors.danger, fontSize: '0.9rem' }}>
      {error}
    </p>
  );
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>
      {hint}
    </p>
  );
}

const describedBy = (id: string, error?: string | null, hint?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

interface Labelled {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled select with its error line tied to it (aria-describedby). */
export function SelectField({ id, label, error, hint, children, ...select }: Labelled & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select} css={boxCss(!!error)}>
        {children}
      </select>
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({ id, label, error, hint, ...area }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      <textarea id={id} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...area} css={{ ...boxCss(!!error), resize: 'vertical' }} />
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A set of radio buttons in a fieldset whose legend names the question. */
export function RadioGroup({
  id,
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      css={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(1) }}
    >
      <legend css={{ ...labelCss, padding: 0, marginBottom: theme.space(1) }}>{legend}</legend>
      <div css={{ display: 'flex', gap: theme.space(4), flexWrap: 'wrap' }}>
        {options.map((option) => (
          <label key={option.value} css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(2), cursor: 'pointer' }}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} aria-invalid={error ? true : undefined} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

import type { ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface FieldLabelling {
  /** The control's id; its hint and error lines get `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  /** The translated message for this field, or null. */
  error?: string | null;
  /** Shown under the control (e.g. a character count), read with the field. */
  hint?: ReactNode;
}

/**
 * The aria attributes that tie a control to its hint and error lines, so a screen reader reads them
 * when the control gets focus.
 */
export function fieldAria({ id, error, hint }: Pick<FieldLabelling, 'id' | 'error' | 'hint'>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}

/** The bordered box of a control; red while the field has an error. */
export const fieldBoxCss = (error: boolean) =>
  ({
    border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
    borderRadius: theme.radius,
    background: theme.colors.surface,
    font: 'inherit',
    fontSize: '1rem',
    padding: `${theme.space(2)} ${theme.space(3)}`,
    color: theme.colors.text,
    '&:focus': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 1 },
  }) as const;

export const fieldLabelCss = { fontWeight: 600, color: theme.colors.text } as const;

/** The red line under a field (or a group of radios) naming what is wrong with it. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} css={{ margin: 0, color: theme.colors.danger, fontSize: '0.9rem' }}>
      {error}
    </p>
  );
}

/** Label above, the control, then the hint and error lines: the frame every field of the remotes' forms shares. */
export function FieldFrame({ id, label, error, hint, children }: FieldLabelling & { children: ReactNode }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <label htmlFor={id} css={fieldLabelCss}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} css={{ margin: 0, color: theme.colors.muted, fontSize: '0.85rem' }}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

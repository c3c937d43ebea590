import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { CSSObject } from '@emotion/react';
import { theme } from './theme';

export type IconButtonTone = 'primary' | 'neutral' | 'filled';

/**
 * The round icon buttons of cards and action bars (like, message, more): a fixed size so a row of them
 * never wraps, whatever the language. Exported as a style too, for triggers another component renders
 * (the Dropdown's toggle).
 */
export function roundIconCss(tone: IconButtonTone = 'neutral', size = 40): CSSObject {
  const filled = tone === 'filled';
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: size,
    height: size,
    padding: 0,
    borderRadius: '50%',
    cursor: 'pointer',
    font: 'inherit',
    lineHeight: 1,
    background: filled ? theme.colors.primary : theme.colors.surface,
    color: filled ? theme.colors.onPrimary : tone === 'primary' ? theme.colors.primary : theme.colors.text,
    border: `1px solid ${tone === 'neutral' ? theme.colors.border : theme.colors.primary}`,
    '&:hover:not(:disabled)': { background: filled ? theme.colors.primaryDark : theme.colors.background },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
  };
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The button's accessible name: it shows only an icon. */
  label: string;
  tone?: IconButtonTone;
  size?: number;
}

/** A round button showing only an icon (its children, aria-hidden), named by `label` for screen readers. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, tone = 'neutral', size = 40, type = 'button', title, ...rest },
  ref,
) {
  return <button ref={ref} type={type} aria-label={label} title={title ?? label} {...rest} css={roundIconCss(tone, size)} />;
});

/** A speech bubble: the message action's icon (cards, the profile's action bar). */
export function MessageIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { CSSObject } from '@emotion/react';
import { theme } from './theme';

type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const sizes: Record<ButtonSize, CSSObject> = {
  sm: { padding: `${theme.space(1)} ${theme.space(3)}`, fontSize: '0.875rem' },
  md: { padding: `${theme.space(2)} ${theme.space(4)}`, fontSize: '1rem' },
  lg: { padding: `${theme.space(3)} ${theme.space(6)}`, fontSize: '1.125rem' },
};

const variants: Record<ButtonVariant, CSSObject> = {
  primary: {
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    border: `1px solid ${theme.colors.primary}`,
    '&:hover:not(:disabled)': { background: theme.colors.primaryDark },
  },
  secondary: {
    background: theme.colors.surface,
    color: theme.colors.primary,
    border: `1px solid ${theme.colors.primary}`,
    '&:hover:not(:disabled)': { background: theme.colors.background },
  },
  link: {
    background: 'transparent',
    color: theme.colors.primary,
    border: '1px solid transparent',
    textDecoration: 'underline',
    padding: 0,
  },
};

const base: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  borderRadius: theme.radius,
  font: 'inherit',
  lineHeight: 1.25,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
};

/**
 * The kit button's look, for a link that leads somewhere in a button's place (a real `<a href>`, which a
 * new tab may take): the same styles as the button itself.
 */
export const buttonLook = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): CSSObject[] => [
  base,
  sizes[size],
  variants[variant],
];

/** The kit's button: always `type="button"` unless told otherwise, so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} {...rest} css={buttonLook(variant, size)} />;
});

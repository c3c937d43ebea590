import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@dating/shared/ui/text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Shown as plain text (the eye toggle, which may reveal several fields at once, is the caller's addon). */
  shown?: boolean;
}

/** A TextField for a password: hidden unless `shown`, no capitals, no spell check. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ shown = false, ...props }, ref) {
  return <TextField ref={ref} type={shown ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} required {...props} />;
});

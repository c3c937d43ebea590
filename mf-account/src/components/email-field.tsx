import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@dating/shared/ui/text-field';

/** A TextField for an e-mail address: the e-mail keyboard and autofill, no capitals, no spell check. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function EmailField(props, ref) {
  return (
    <TextField ref={ref} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required {...props} />
  );
});

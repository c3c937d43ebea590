import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@dating/shared/ui/text-field';

/**
 * The field for an authenticator's 6 digits: the phone's number pad, the code the phone offers from a
 * message or the password manager (`one-time-code`), and room for the space some apps show ("123 456").
 */
export const CodeField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>>(
  function CodeField(props, ref) {
    return (
      <TextField
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        spellCheck={false}
        required
        code
        {...props}
      />
    );
  },
);

import { forwardRef } from 'react';
import { PasswordToggle } from '@dating/shared/ui/password-toggle';
import { TextField, type TextFieldProps } from '@dating/shared/ui/text-field';

interface PasswordFieldToggle {
  /** Translated accessible name ("Show password"); the pressed state says whether it is on. */
  label: string;
  onShownChange: (shown: boolean) => void;
  /** Ids of the inputs it reveals, when one toggle serves several fields (a new password and its repeat); else this field's. */
  controls?: string;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  /** Shown as plain text: the caller holds the state, so that one toggle can reveal several fields. */
  shown?: boolean;
  /** The eye button inside the field's box; a field without one (a repeat) follows the toggle of another. */
  toggle?: PasswordFieldToggle;
}

/** A TextField for a password: hidden unless `shown`, no capitals, no spell check, optionally with its show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { shown = false, toggle, ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
      addon={
        toggle && (
          <PasswordToggle
            shown={shown}
            onToggle={() => toggle.onShownChange(!shown)}
            label={toggle.label}
            controls={toggle.controls ?? props.id}
          />
        )
      }
    />
  );
});

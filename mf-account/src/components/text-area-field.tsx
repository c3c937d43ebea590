import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldAria, fieldBoxCss, type FieldLabelling } from '@dating/shared/ui/field-frame';

export interface TextAreaFieldProps extends FieldLabelling, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {}

/** The multi-line sibling of TextField: same label, border, hint and error lines and aria wiring. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, error, hint, ...textarea },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        rows={4}
        {...fieldAria({ id, error, hint })}
        {...textarea}
        css={{ ...fieldBoxCss(!!error), resize: 'vertical' }}
      />
    </FieldFrame>
  );
});

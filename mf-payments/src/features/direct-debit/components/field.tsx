import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, fieldAria, fieldBoxCss, type FieldLabelling } from '@dating/shared/ui/field-frame';

type FieldProps = FieldLabelling & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/**
 * A labelled input with its hint and error lines, both tied to it with `aria-describedby` (and
 * `aria-invalid` while wrong), so a screen reader reads them when the input gets focus.
 */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ id, label, error, hint, ...input }, ref) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        {...fieldAria({ id, error, hint })}
        {...input}
        css={{ ...fieldBoxCss(Boolean(error)), width: '100%', boxSizing: 'border-box' }}
      />
    </FieldFrame>
  );
});

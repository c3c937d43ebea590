import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldAria, fieldBoxCss, type FieldLabelling } from '@dating/shared/ui/field-frame';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldLabelling, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  options: readonly SelectOption[];
}

/** The select sibling of TextField: same label, border, hint and error lines and aria wiring. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, error, hint, options, ...select },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select ref={ref} id={id} {...fieldAria({ id, error, hint })} {...select} css={fieldBoxCss(!!error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldAria, fieldBoxCss, type FieldLabelling } from '@dating/shared/ui/field-frame';

export interface SelectFieldProps extends FieldLabelling, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  children: ReactNode;
}

/** A labelled native select (the browser's own keyboard and screen-reader behaviour) in the fields' frame. */
export function SelectField({ id, label, error, hint, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select id={id} {...fieldAria({ id, error, hint })} {...select} css={fieldBoxCss(Boolean(error))}>
        {children}
      </select>
    </FieldFrame>
  );
}

import { theme } from '@dating/shared/ui/theme-tokens';
import { FieldError, fieldLabelCss } from '@dating/shared/ui/field-frame';

export interface RadioGroupProps {
  /** The fieldset's id (focus target of the error summary) and its error's id (`${id}-error`). */
  id: string;
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | null;
}

/** A set of radio buttons in a fieldset whose legend names the question. */
export function RadioGroup({ id, legend, name, value, options, onChange, error }: RadioGroupProps) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      css={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(1) }}
    >
      <legend css={{ ...fieldLabelCss, padding: 0, marginBottom: theme.space(1) }}>{legend}</legend>
      <div css={{ display: 'flex', gap: theme.space(4), flexWrap: 'wrap' }}>
        {options.map((option) => (
          <label key={option.value} css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(2), cursor: 'pointer' }}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

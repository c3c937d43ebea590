import { forwardRef } from 'react';
import type { FormFailure, FormMessage } from '../forms/form-failure';
import { Alert } from './alert';
import { theme } from './theme-tokens';

export interface ErrorSummaryItem {
  /** The translated message. */
  text: string;
  /** The id of the field it is about: the entry becomes a link that focuses it. */
  fieldId?: string;
}

export interface ErrorSummaryProps {
  /** Prefix of the ids (`${idPrefix}-error-summary`), also its data-testid. */
  idPrefix: string;
  title: string;
  items: readonly ErrorSummaryItem[];
}

/**
 * A refusal as the summary's entries: the form's message first, then one per field in `order`
 * (screen order), each linking to its field.
 */
export function errorSummaryItems<Field extends string>(
  failure: FormFailure<Field>,
  order: readonly Field[],
  fieldId: (field: Field) => string,
  text: (message: FormMessage) => string,
): ErrorSummaryItem[] {
  return [
    ...(failure.form ? [{ text: text(failure.form) }] : []),
    ...order.flatMap((field) => {
      const message = failure.fields[field];
      return message ? [{ text: text(message), fieldId: fieldId(field) }] : [];
    }),
  ];
}

/**
 * The box above a form after a refused submit: a title and one entry per problem, field entries
 * linking to their field. Focusable (tabIndex -1) so the form can move focus to it; the caller
 * re-mounts it (key) on every refusal so it is announced again.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ idPrefix, title, items }, ref) {
  const titleId = `${idPrefix}-error-summary-title`;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid={`${idPrefix}-error-summary`}
      aria-labelledby={titleId}
      css={{
        marginBottom: theme.space(4),
        borderRadius: theme.radius,
        '&:focus': { outline: `2px solid ${theme.colors.danger}`, outlineOffset: 2 },
      }}
    >
      <Alert level="danger">
        <p id={titleId} css={{ margin: 0, fontWeight: 700 }}>
          {title}
        </p>
        <ul css={{ margin: `${theme.space(1)} 0 0`, paddingLeft: theme.space(5) }}>
          {items.map((item) => (
            <li key={`${item.fieldId ?? 'form'}:${item.text}`}>
              {item.fieldId ? (
                <a
                  href={`#${item.fieldId}`}
                  // Focus the field without touching the URL: the shell's router owns the location.
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(item.fieldId!)?.focus();
                  }}
                  css={{ color: theme.colors.danger }}
                >
                  {item.text}
                </a>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
});

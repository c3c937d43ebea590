import { Fragment } from 'react';
import { telHref } from '@dating/shared/format/tel-href';
import { filledParts, type PlaceholderValues } from '../page-content';

/**
 * A text with its placeholders filled in as text nodes (nothing in a text is ever read as markup). The
 * support e-mail and phone become mailto: and tel: links.
 */
export function FilledText({ text, values }: { text: string; values: PlaceholderValues }) {
  return (
    <>
      {filledParts(text, values).map((part, index) => {
        if ('text' in part) return <Fragment key={index}>{part.text}</Fragment>;
        const { value } = part;
        if (part.placeholder === 'support_email' && value)
          return (
            <a key={index} href={`mailto:${value}`}>
              {value}
            </a>
          );
        const tel = part.placeholder === 'support_phone' ? telHref(value) : null;
        if (tel)
          return (
            <a key={index} href={tel}>
              {value}
            </a>
          );
        return <Fragment key={index}>{value}</Fragment>;
      })}
    </>
  );
}

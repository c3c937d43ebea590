import { Fragment } from 'react';
import { telHref } from '@dating/shared/format/tel-href';
import { splitPlaceholders, type PlaceholderValues } from '../page-content';

/**
 * A text with its placeholders filled in as text nodes (nothing in a text is ever read as markup). The
 * support e-mail and phone become mailto: and tel: links.
 */
export function FilledText({ text, values }: { text: string; values: PlaceholderValues }) {
  return (
    <>
      {splitPlaceholders(text).map((part, index) => {
        if ('text' in part) return <Fragment key={index}>{part.text}</Fragment>;
        const value = values[part.placeholder];
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

import { Global } from '@emotion/react';
import { theme } from './theme';

/** Page-wide base styles: font, colours, box sizing, focus ring. Rendered once by the shell. */
export function GlobalStyles() {
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitTextSizeAdjust: '100%' },
        body: {
          margin: 0,
          fontFamily: theme.font,
          fontSize: 16,
          lineHeight: 1.5,
          color: theme.colors.text,
          background: theme.colors.background,
        },
        a: { color: theme.colors.primary },
        'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': {
          outline: `3px solid ${theme.colors.secondary}`,
          outlineOffset: 2,
        },
        img: { maxWidth: '100%' },
      }}
    />
  );
}

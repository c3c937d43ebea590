import { Fragment, type ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';

/**
 * Symbols a site may choose as its fictional marker (`fictional_icon`) that the app draws itself:
 * emoji and dingbats like 🎭 or ✦ are missing from the fonts of many systems (an empty box on a
 * Linux without an emoji font). Paths on a 24×24 grid.
 */
const DRAWN: Record<string, string> = {
  // Theatre mask (the emoji 🎭, the demo site's marker): a mask with eye holes and a smile.
  '🎭': 'M3 5c3-1.5 6-2 9-2s6 .5 9 2c0 7-3.5 14-9 16C6.5 19 3 12 3 5zm4.5 4.5a1.6 1.1 0 1 0 3.2 0 1.6 1.1 0 1 0-3.2 0zm5.8 0a1.6 1.1 0 1 0 3.2 0 1.6 1.1 0 1 0-3.2 0zM8.3 13.6c1.9 2.4 5.5 2.4 7.4 0-1.9 1.1-5.5 1.1-7.4 0z',
  // Four-pointed star.
  '✦': 'M12 1c.9 6.4 4.6 10.1 11 11-6.4.9-10.1 4.6-11 11-.9-6.4-4.6-10.1-11-11 6.4-.9 10.1-4.6 11-11z',
  // Five-pointed star.
  '★': 'M12 1.8l3.1 6.6 7.2.9-5.3 5 1.3 7.1L12 17.9l-6.3 3.5L7 14.3l-5.3-5 7.2-.9z',
  '☆': 'M12 1.8l3.1 6.6 7.2.9-5.3 5 1.3 7.1L12 17.9l-6.3 3.5L7 14.3l-5.3-5 7.2-.9z',
};

/**
 * The site's fictional marker: drawn when it is a symbol the app knows, else the text itself. The
 * symbol stays in the text (visually hidden), so copying, searching and a screen reader meet it as before.
 */
export function FictionalIcon({ icon }: { icon: string }) {
  const path = DRAWN[icon.trim()];
  if (!path) return <>{icon}</>;
  return (
    <>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="0.9em"
        height="0.9em"
        fill="currentColor"
        css={{ verticalAlign: '-0.05em' }}
      >
        <path d={path} fillRule="evenodd" />
      </svg>
      <VisuallyHidden>{icon}</VisuallyHidden>
    </>
  );
}

/**
 * A translated sentence that names the marker (`{{icon}}` in the text) with the marker drawn in its
 * place: `translate` renders the sentence with a placeholder for the icon, which is then swapped in.
 */
export function withFictionalIcon(translate: (icon: string) => string, icon: string): ReactNode {
  const PLACEHOLDER = '\u0000';
  const parts = translate(PLACEHOLDER).split(PLACEHOLDER);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <FictionalIcon icon={icon} />}
      {part}
    </Fragment>
  ));
}

/**
 * The ▾ of the header's menu buttons, drawn as generated content: as text it would join the visible
 * label ("EN▾"), which then no longer matches the button's accessible name (WCAG 2.5.3).
 */
export function MenuCaret() {
  return <span aria-hidden="true" css={{ fontSize: '0.7em', '&::after': { content: '"▾"' } }} />;
}

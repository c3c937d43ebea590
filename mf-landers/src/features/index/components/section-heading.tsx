import type { ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

/** A section's h2 on the home page, tied to its section by `id` (aria-labelledby). */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} css={{ margin: 0, fontSize: 'clamp(1.375rem, 4vw, 1.75rem)', lineHeight: 1.2, fontWeight: 800, color: theme.colors.text }}>
      {children}
    </h2>
  );
}

/** The vertical rhythm between the home page's sections. */
export const sectionCss = { marginTop: theme.space(12), [theme.mq.md]: { marginTop: theme.space(16) } } as const;

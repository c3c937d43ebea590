import type { ReactNode } from 'react';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';

/** The page's heading on a conversation screen, for screen readers: the top bar shows who it is with. */
export function ChatHeading({ children }: { children: ReactNode }) {
  return (
    <VisuallyHidden>
      <h1>{children}</h1>
    </VisuallyHidden>
  );
}

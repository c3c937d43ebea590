import type { ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * One card of the settings page: an h2 and its content. The heading id labels the region, so a
 * screen reader's landmark list names every section; `id` also serves as the in-page anchor
 * (`/settings#password`).
 */
export function SettingsSection({ id, title, children }: { id: string; title: ReactNode; children?: ReactNode }) {
  const headingId = `settings-${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      css={{
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        padding: theme.space(4),
        marginBottom: theme.space(4),
      }}
    >
      <h2 id={headingId} css={{ fontSize: '1.2rem', margin: `0 0 ${theme.space(3)}`, color: theme.colors.text }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

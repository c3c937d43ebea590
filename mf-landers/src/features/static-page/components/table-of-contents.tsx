import { theme } from '@dating/shared/ui/theme-tokens';
import type { ContentSection, PlaceholderValues } from '../page-content';
import { FilledText } from './filled-text';

/**
 * Anchor links to the page's sections (plain hash links: the shell scrolls to hash targets). Without list
 * numbers: the headings of the long pages carry their own.
 */
export function TableOfContents({ sections, label, values }: { sections: ContentSection[]; label: string; values: PlaceholderValues }) {
  return (
    <nav
      aria-label={label}
      data-print="hide"
      css={{
        margin: `${theme.space(4)} 0 ${theme.space(6)}`,
        padding: `${theme.space(3)} ${theme.space(4)}`,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        background: theme.colors.surface,
      }}
    >
      <h2 css={{ fontSize: '1rem', margin: `0 0 ${theme.space(2)}` }}>{label}</h2>
      <ol css={{ margin: 0, padding: 0, listStyle: 'none', columnGap: theme.space(8), [theme.mq.md]: { columns: 2 } }}>
        {sections.map((section) => (
          <li key={section.id} css={{ padding: `${theme.space(1)} 0`, breakInside: 'avoid' }}>
            <a href={`#${section.id}`} css={{ color: theme.colors.primary }}>
              <FilledText text={section.heading} values={values} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

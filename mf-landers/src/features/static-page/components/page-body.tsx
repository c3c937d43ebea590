import type { CompanyInfo } from '@dating/shared/contracts/settings';
import type { Locale } from '@dating/shared/contracts/locales';
import { theme } from '@dating/shared/ui/theme-tokens';
import { sectionsFor, type ContentBlock, type PageContent, type PageLabels, type PlaceholderValues } from '../page-content';
import { CompanyDetails, ContactDetails } from './company-details';
import { FilledText } from './filled-text';
import { StorageTable } from './storage-table';
import { TableOfContents } from './table-of-contents';

interface PageBodyProps {
  content: PageContent;
  labels: PageLabels;
  locale: Locale;
  values: PlaceholderValues;
  company: CompanyInfo | null;
  /** "Version of …" or "Last updated: …", already dated. */
  dateLine: { text: string; iso: string; date: string };
}

function Block({ block, props }: { block: ContentBlock; props: PageBodyProps }) {
  const { values, labels, company, content, locale } = props;
  if (typeof block === 'string') {
    return (
      <p>
        <FilledText text={block} values={values} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul css={{ paddingLeft: theme.space(5), '& li': { margin: `${theme.space(1)} 0` } }}>
        {block.list.map((item) => (
          <li key={item}>
            <FilledText text={item} values={values} />
          </li>
        ))}
      </ul>
    );
  }
  if (block.show === 'company')
    return company ? <CompanyDetails company={company} countryName={values.country} labels={labels.company} /> : null;
  if (block.show === 'contact') return <ContactDetails email={values.support_email} phone={values.support_phone} labels={labels.company} />;
  return <StorageTable purposes={content.purposes ?? {}} labels={labels.storage} locale={locale} />;
}

/** The page's text: its date, the table of contents, then each section under its anchor. */
export function PageBody(props: PageBodyProps) {
  const { content, labels, locale, dateLine } = props;
  const sections = sectionsFor(content, locale);
  const [before, after] = dateLine.text.split(`{{date}}`);
  return (
    <>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(3) }}>
        <p css={{ margin: 0, color: theme.colors.muted }}>
          {before}
          <time dateTime={dateLine.iso}>{dateLine.date}</time>
          {after}
        </p>
        <button
          type="button"
          data-print="hide"
          onClick={() => window.print()}
          css={{
            font: 'inherit',
            padding: `${theme.space(1)} ${theme.space(3)}`,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            background: theme.colors.surface,
            color: theme.colors.text,
            cursor: 'pointer',
          }}
        >
          {labels.print}
        </button>
      </div>
      <TableOfContents sections={sections} label={labels.contents} values={props.values} />
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          css={{ scrollMarginTop: theme.space(4), marginBottom: theme.space(6) }}
        >
          <h2 id={`${section.id}-heading`} css={{ fontSize: '1.25rem', lineHeight: 1.3, margin: `0 0 ${theme.space(2)}` }}>
            <FilledText text={section.heading} values={props.values} />
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} props={props} />
          ))}
        </section>
      ))}
    </>
  );
}

import type { ReactNode } from 'react';
import type { CompanyInfo } from '@dating/shared/contracts/settings';
import { telHref } from '@dating/shared/format/tel-href';
import { theme } from '@dating/shared/ui/theme-tokens';
import type { PageLabels } from '../page-content';

const listCss = {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${theme.space(1)} ${theme.space(4)}`,
  margin: `${theme.space(3)} 0`,
  padding: theme.space(4),
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  '@media (max-width: 479px)': { gridTemplateColumns: '1fr', '& dd': { marginBottom: theme.space(2) } },
  '& dt': { fontWeight: 600 },
  '& dd': { margin: 0, overflowWrap: 'anywhere' as const },
} as const;

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl css={listCss}>
      {rows.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who operates the site, as the company record has it (the country named in the page's language). */
export function CompanyDetails({
  company,
  countryName,
  labels,
}: {
  company: CompanyInfo;
  countryName: string;
  labels: PageLabels['company'];
}) {
  const rows: [string, ReactNode][] = [
    [labels.name, company.name],
    [labels.address, [company.address, company.city, countryName].filter(Boolean).join(', ')],
    [labels.kvk, company.kvk],
  ];
  if (company.vat_numbers.length) rows.push([labels.vat, company.vat_numbers.join(', ')]);
  if (company.tradenames.length) rows.push([labels.tradenames, company.tradenames.join(', ')]);
  return <Rows rows={rows} />;
}

/** The support contact: e-mail as a mailto: link, phone as a tel: link of its digits. */
export function ContactDetails({ email, phone, labels }: { email: string; phone: string; labels: PageLabels['company'] }) {
  const rows: [string, ReactNode][] = [];
  if (email)
    rows.push([
      labels.email,
      <a key="email" href={`mailto:${email}`}>
        {email}
      </a>,
    ]);
  const tel = telHref(phone);
  if (tel)
    rows.push([
      labels.phone,
      <a key="phone" href={tel}>
        {phone}
      </a>,
    ]);
  return rows.length ? <Rows rows={rows} /> : null;
}

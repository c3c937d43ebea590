/** The terms' own date: the version every site starts from. */
const TERMS_BASE_VERSION = '2023-12-01T12:00:00Z';

/**
 * The version date of the terms: 2023-12-01T12:00 UTC, or the company's `added` date when that is later (a
 * company that came later agreed to the terms from that day). An unreadable `added` counts as not later.
 */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const base = new Date(TERMS_BASE_VERSION);
  const added = companyAdded ? new Date(companyAdded) : null;
  return added && Number.isFinite(added.getTime()) && added > base ? added : base;
}

import type { BadgeTone } from '@dating/shared/ui/badge';
import { languagesForCountry, type Locale } from '@dating/shared/contracts/locales';
import { pathTo } from '@dating/shared/routes/path-to';

/** The credits badge shows at 10 credits or less. */
const LOW_CREDITS = 10;

/** Warning colour above 0, danger colour at 0, no badge above 10. */
export function creditsBadgeTone(credits: number): Extract<BadgeTone, 'warning' | 'danger'> | null {
  if (credits > LOW_CREDITS) return null;
  return credits <= 0 ? 'danger' : 'warning';
}

export interface PurchaseLink {
  kind: 'credits' | 'premium';
  to: string;
}

/** Paid members go to repeat order ("Credits"); free members are offered premium. */
export function purchaseLink(paidUser: boolean): PurchaseLink {
  return paidUser ? { kind: 'credits', to: pathTo('credits-repeat-order') } : { kind: 'premium', to: pathTo('premium') };
}

/** The switcher's languages: those of the country (COUNTRY_LANGUAGES), always including the current one. */
export function switcherLanguages(country: string | null | undefined, current: Locale): Locale[] {
  const offered = [...languagesForCountry(country)];
  return offered.includes(current) ? offered : [current, ...offered];
}

/** The page title is prefixed with "(unread + new likes) " when above 0. */
export function formatTitle(count: number, title: string): string {
  return count > 0 ? `(${count}) ${title}` : title;
}

import type { Locale } from '@dating/shared/contracts/locales';
import type { STATIC_PAGES } from '@dating/shared/routes/route-table';

export type StaticPageName = (typeof STATIC_PAGES)[number];

/**
 * A block of a section: a paragraph, a bulleted list, or a piece the screen builds from data (the company's
 * details, the support contact, the table of cookies and storage keys).
 */
export type ContentBlock = string | { list: string[] } | { show: 'company' | 'contact' | 'storage' };

export interface ContentSection {
  /** The anchor: the same in every locale, so a link to `#refunds` works in any language. */
  id: string;
  heading: string;
  blocks: ContentBlock[];
  /** `us`: the US state privacy notice, which exists in English only. */
  region?: 'us';
}

export interface PageContent {
  /** The document's meta description. */
  description: string;
  sections: ContentSection[];
  /** Cookies page only: the purpose of each registry entry, by its id. */
  purposes?: Record<string, string>;
}

/** The screen's own words: labels of the company details, the storage table, dates. */
export interface PageLabels {
  contents: string;
  version: string;
  updated: string;
  print: string;
  company: { name: string; address: string; kvk: string; vat: string; tradenames: string; email: string; phone: string };
  storage: {
    caption: string;
    name: string;
    kind: string;
    purpose: string;
    lifetime: string;
    prefix: string;
    tab: string;
    kept: string;
    kinds: { cookie: string; localStorage: string; sessionStorage: string; indexedDB: string; cacheStorage: string };
    categories: { necessary: string; preferences: string; attribution: string };
  };
}

// One chunk per page and locale (and per locale for the labels): a page downloads only its own text.
export const loadPageContent = (page: StaticPageName, locale: Locale): Promise<PageContent> =>
  import(/* webpackChunkName: "page-[request]" */ `./content/${page}/${locale}.json`).then(
    (module: { default: PageContent }) => module.default,
  );

export const loadPageLabels = (locale: Locale): Promise<PageLabels> =>
  import(/* webpackChunkName: "page-labels-[request]" */ `./content/labels/${locale}.json`).then(
    (module: { default: PageLabels }) => module.default,
  );

/** The placeholders a text may hold, filled by the screen as text (never as markup). */
export const PLACEHOLDERS = [
  'site',
  'domain',
  'company',
  'address',
  'city',
  'country',
  'kvk',
  'vat',
  'support_email',
  'support_phone',
  'refund_days',
  'min_age',
] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The placeholders of a text, in order (a test holds every text to PLACEHOLDERS). */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);

/** Splits a text into its words and its placeholders, so each placeholder can become a text node or a link. */
function splitPlaceholders(text: string): ({ text: string } | { placeholder: Placeholder })[] {
  const parts: ({ text: string } | { placeholder: Placeholder })[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ placeholder: name as Placeholder });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** When the text of a page (other than the terms, which carry their version date) last changed. */
export const LAST_UPDATED: Record<Exclude<StaticPageName, 'terms'>, string> = {
  ban: '2026-11-26',
  cookies: '2026-11-26',
  faq: '2026-11-26',
  privacy: '2026-11-26',
  'return-policy': '2026-11-26',
  service: '2026-11-26',
};

type FilledPart = { text: string } | { placeholder: Placeholder; value: string };

/**
 * A text's parts with each placeholder's value. A sentence that ends on a value ending in a full stop
 * (“… from Demo Media B.V.”) keeps one full stop, not two.
 */
export function filledParts(text: string, values: PlaceholderValues): FilledPart[] {
  const parts: FilledPart[] = [];
  let afterStop = false;
  for (const part of splitPlaceholders(text)) {
    if ('text' in part) {
      const rest = afterStop && part.text.startsWith('.') ? part.text.slice(1) : part.text;
      if (rest) parts.push({ text: rest });
      afterStop = false;
    } else {
      const value = values[part.placeholder];
      parts.push({ placeholder: part.placeholder, value });
      afterStop = value.endsWith('.');
    }
  }
  return parts;
}

/** A text with its placeholders filled as plain text (the document head's description). */
export const fillText = (text: string, values: PlaceholderValues): string =>
  filledParts(text, values)
    .map((part) => ('text' in part ? part.text : part.value))
    .join('');

/** The sections a locale shows: the US notice only in English. */
export const sectionsFor = (content: PageContent, locale: Locale): ContentSection[] =>
  content.sections.filter((section) => section.region !== 'us' || locale === 'en');

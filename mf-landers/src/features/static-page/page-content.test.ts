import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@dating/shared/contracts/locales';
import { STATIC_PAGES } from '@dating/shared/routes/route-table';
import { STORAGE_REGISTRY } from '@dating/shared/storage/storage-registry';
import { fillText, PLACEHOLDERS, placeholdersIn, sectionsFor, type ContentBlock, type PageContent, type PageLabels } from './page-content';

const read = <T>(path: string): T => JSON.parse(readFileSync(join(__dirname, 'content', path), 'utf8')) as T;
const page = (name: string, locale: string) => read<PageContent>(`${name}/${locale}.json`);

/** Every string of a JSON value with where it is, so a failure names the text. */
function textsOf(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => textsOf(item, `${at}[${index}]`, out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) textsOf(item, `${at}.${key}`, out);
  return out;
}

/** A block's shape, without its words: the same in every locale. */
const shapeOf = (block: ContentBlock) =>
  typeof block === 'string' ? 'p' : 'list' in block ? `list×${block.list.length}` : `show:${block.show}`;
const structure = (content: PageContent) =>
  content.sections.map((section) => [section.id, section.region ?? null, section.blocks.map(shapeOf)]);

describe.each(STATIC_PAGES)('the %s page', (name) => {
  const english = page(name, 'en');

  it('has its text in all 11 locales, with the same sections (ids, anchors) and blocks as English', () => {
    for (const locale of LOCALES) {
      expect([locale, existsSync(join(__dirname, 'content', name, `${locale}.json`))]).toEqual([locale, true]);
      const content = page(name, locale);
      // The US notice is English's own (checked below); every other section is in every locale.
      const common = (of: PageContent) => structure({ ...of, sections: of.sections.filter((section) => section.region !== 'us') });
      expect([locale, common(content)]).toEqual([locale, common(english)]);
      expect(content.description.trim()).not.toBe('');
    }
  });

  it('fills only known placeholders, and each locale uses the same ones as English in each text', () => {
    const englishTexts = new Map(textsOf(english, name));
    for (const locale of LOCALES) {
      for (const [at, text] of textsOf(page(name, locale), name)) {
        expect(placeholdersIn(text).filter((placeholder) => !(PLACEHOLDERS as readonly string[]).includes(placeholder))).toEqual([]);
        expect(text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/\{|\}|<[a-z]/i);
        if (at.endsWith('.region') || at.includes('.show')) continue;
        const source = englishTexts.get(at);
        expect([locale, at, [...new Set(placeholdersIn(text))].sort()]).toEqual([
          locale,
          at,
          [...new Set(placeholdersIn(source ?? ''))].sort(),
        ]);
      }
    }
  });

  it('uses anchors that are safe on the composed page', () => {
    const ids = english.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
      // The shell's own ids.
      expect(['main', 'root']).not.toContain(id);
    }
  });
});

describe('the US privacy notice', () => {
  it('exists in English only, and only English shows it', () => {
    const us = (content: PageContent) => content.sections.filter((section) => section.region === 'us').map((section) => section.id);
    expect(us(page('privacy', 'en'))).toEqual(['us-state-privacy']);
    for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
      expect([locale, us(page('privacy', locale))]).toEqual([locale, []]);
    }
    expect(sectionsFor(page('privacy', 'en'), 'de').map((section) => section.id)).not.toContain('us-state-privacy');
  });
});

describe('the cookies page', () => {
  it('explains every entry of the storage registry in every locale, and nothing else', () => {
    for (const locale of LOCALES) {
      const purposes = page('cookies', locale).purposes ?? {};
      expect([locale, Object.keys(purposes).sort()]).toEqual([locale, STORAGE_REGISTRY.map((entry) => entry.id).sort()]);
      for (const text of Object.values(purposes)) expect(text.trim()).not.toBe('');
    }
  });

  it('shows the registry table', () => {
    expect(
      page('cookies', 'en').sections.some((section) =>
        section.blocks.some((block) => typeof block === 'object' && 'show' in block && block.show === 'storage'),
      ),
    ).toBe(true);
  });
});

describe("the screen's labels", () => {
  it('exist in every locale with the same keys as English, dates in place', () => {
    const keys = (labels: PageLabels) => textsOf(labels, '').map(([at]) => at);
    const english = read<PageLabels>('labels/en.json');
    for (const locale of LOCALES) {
      const labels = read<PageLabels>(`labels/${locale}.json`);
      expect([locale, keys(labels)]).toEqual([locale, keys(english)]);
      expect(labels.version).toContain('{{date}}');
      expect(labels.updated).toContain('{{date}}');
      for (const [at, text] of textsOf(labels, locale)) expect([at, text.trim().length > 0]).toEqual([at, true]);
    }
  });
});

describe('filling placeholders', () => {
  const values = Object.fromEntries(PLACEHOLDERS.map((name) => [name, name])) as Parameters<typeof fillText>[1];

  it('fills each placeholder as text', () => {
    expect(fillText('{{site}} by {{company}}, {{city}}', { ...values, site: 'Demo', company: '<b>X</b>' })).toBe('Demo by <b>X</b>, city');
  });

  it('keeps one full stop where a sentence ends on a value that ends in one', () => {
    expect(fillText('Bought from {{company}}. Credits are digital.', { ...values, company: 'Demo Media B.V.' })).toBe(
      'Bought from Demo Media B.V. Credits are digital.',
    );
    expect(fillText('From {{company}}.', { ...values, company: 'Demo Media' })).toBe('From Demo Media.');
  });
});

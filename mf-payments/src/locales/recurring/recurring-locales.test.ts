import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@dating/shared/contracts/locales';

/**
 * The `payments-recurring` texts (repeat order, direct debit, the recurring-failure offer) live apart from
 * mf-payments' own file, so the workspace-wide completeness check does not see them: this one holds them
 * to the same rule — every key of English in every locale, non-empty, with the same placeholders.
 */
const flatten = (value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = value;
  }
  return out;
};
const read = (locale: string) => flatten(JSON.parse(fs.readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
const english = read('en');

it('has a file for every locale and no other', () => {
  const files = fs.readdirSync(__dirname).filter((name) => name.endsWith('.json'));
  expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
});

it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every key of English, each a text with the same placeholders', (locale) => {
  const texts = read(locale);
  expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
  for (const [key, value] of Object.entries(texts)) {
    expect(typeof value === 'string' && value.trim().length > 0 ? key : `${key} is empty`).toBe(key);
    expect([key, placeholders(String(value))]).toEqual([key, placeholders(String(english[key]))]);
  }
});

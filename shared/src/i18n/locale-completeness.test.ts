import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../contracts/locales';

/**
 * Every workspace keeps its texts in `src/locales/<locale>.json` (one namespace per workspace).
 * This test fails on any key missing, extra or empty in any of the 11 locales, and on interpolation
 * placeholders that differ from English.
 */
const root = join(__dirname, '..', '..', '..');
const workspaces = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'src', 'locales', 'en.json')))
  .map((entry) => entry.name);

function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const read = (workspace: string, locale: string) =>
  flatten(JSON.parse(readFileSync(join(root, workspace, 'src', 'locales', `${locale}.json`), 'utf8')));

describe('locale completeness', () => {
  it('finds the workspaces that have texts', () => {
    expect(workspaces).toEqual(expect.arrayContaining(['shared']));
  });

  describe.each(workspaces)('%s', (workspace) => {
    const english = read(workspace, 'en');
    it.each(LOCALES.filter((l) => l !== 'en'))('has every key of en in %s, each a non-empty text with the same placeholders', (locale) => {
      const file = join(root, workspace, 'src', 'locales', `${locale}.json`);
      expect(existsSync(file)).toBe(true);
      const texts = read(workspace, locale);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(texts)) {
        expect(typeof value === 'string' && value.trim().length > 0 ? key : `${key} is empty`).toBe(key);
        expect([key, placeholders(String(value))]).toEqual([key, placeholders(String(english[key]))]);
      }
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../contracts/locales';

/**
 * For tests of a namespace kept in a folder of its own (`<dir>/<locale>.json`, loaded on demand): the
 * workspace-wide completeness check sees only a remote's main files, so these are held to the same rule
 * here — a file for every locale and no other, every key of English in every locale, each a non-empty text
 * with the same placeholders. Answers the problems found, none when the folder is complete.
 */
export function localeDirProblems(dir: string): string[] {
  const flatten = (value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
    } else {
      out[prefix] = value;
    }
    return out;
  };
  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
      .map((match) => match[1] ?? '')
      .sort()
      .join(',');
  const problems: string[] = [];
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  const expected = LOCALES.map((locale) => `${locale}.json`);
  for (const name of expected) if (!files.includes(name)) problems.push(`${name} is missing`);
  for (const name of files) if (!expected.includes(name)) problems.push(`${name} is no locale`);
  const read = (locale: string) => flatten(JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')));
  const english = read('en');
  for (const locale of LOCALES) {
    if (!files.includes(`${locale}.json`)) continue;
    const texts = read(locale);
    for (const key of Object.keys(english)) if (!(key in texts)) problems.push(`${locale}: ${key} is missing`);
    for (const [key, value] of Object.entries(texts)) {
      if (!(key in english)) problems.push(`${locale}: ${key} is not in English`);
      else if (typeof value !== 'string' || value.trim() === '') problems.push(`${locale}: ${key} is empty`);
      else if (placeholders(value) !== placeholders(String(english[key]))) problems.push(`${locale}: ${key} has other placeholders`);
    }
  }
  return problems;
}

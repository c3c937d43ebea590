import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '../contracts/locales';
import { localeDirProblems } from './locale-dir';

function folder(texts: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-dir-'));
  for (const [locale, value] of Object.entries(texts)) fs.writeFileSync(path.join(dir, `${locale}.json`), JSON.stringify(value));
  return dir;
}
const all = (value: unknown) => Object.fromEntries(LOCALES.map((locale) => [locale, value]));

it('answers no problems for a complete folder', () => {
  expect(localeDirProblems(folder(all({ a: { b: 'Hi {{name}}' } })))).toEqual([]);
});

it('names a missing locale, a missing or empty key and other placeholders', () => {
  const texts = all({ a: 'Hi {{name}}', b: 'Bye' });
  delete texts.sv;
  texts.nl = { a: 'Hoi {{naam}}', b: '' };
  texts.de = { a: 'Hallo {{name}}' };
  expect(localeDirProblems(folder(texts)).sort()).toEqual(
    ['de: b is missing', 'nl: a has other placeholders', 'nl: b is empty', 'sv.json is missing'].sort(),
  );
});

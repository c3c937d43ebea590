import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './processes';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

const load = (workspace: string, locale: string) =>
  flatten(JSON.parse(readFileSync(join(REPO_ROOT, workspace, 'src', 'locales', `${locale}.json`), 'utf8')) as Tree);

/** The text a workspace shows in `locale` where English shows `english` (looked up in its locale files). */
export function textIn(workspace: string, locale: string, english: string): string {
  const en = load(workspace, 'en');
  const key = Object.keys(en).find((k) => en[k] === english);
  if (!key) throw new Error(`${workspace}: no English text "${english}"`);
  const text = load(workspace, locale)[key];
  if (!text) throw new Error(`${workspace}/${locale}: no text for ${key}`);
  return text;
}

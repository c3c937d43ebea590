// Merges texts into a workspace's locale files: `node scripts/merge-texts.mjs <workspace> <texts.json>`
// where texts.json is `{ "en": { ...nested keys }, "nl": { ... }, ... }` for all 11 locales.
// Keys are deep-merged (new keys appended, existing ones replaced), so several people adding texts
// to one workspace never overwrite each other's keys. Run it under `flock /tmp/texts.lock` when
// others may write the same files at the same time.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [workspace, textsFile] = process.argv.slice(2);
if (!workspace || !textsFile) {
  console.error('usage: node scripts/merge-texts.mjs <workspace> <texts.json>');
  process.exit(2);
}
const LOCALES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl', 'da', 'fi', 'nb', 'sv'];
const incoming = JSON.parse(readFileSync(textsFile, 'utf8'));
const missing = LOCALES.filter((locale) => !incoming[locale]);
if (missing.length > 0) {
  console.error(`texts for ${missing.join(', ')} are missing: every locale gets every text`);
  process.exit(2);
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isObject(value) && isObject(target[key]) ? merge(target[key], value) : value;
  }
  return target;
}

for (const locale of LOCALES) {
  const file = join(process.cwd(), workspace, 'src', 'locales', `${locale}.json`);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, incoming[locale]), null, 2)}\n`);
}
console.log(`merged ${Object.keys(incoming.en).join(', ')} into ${workspace}/src/locales/*.json`);

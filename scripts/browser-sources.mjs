// The browser's source files as the text checks (app-paths.mjs, api-calls.mjs) read them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './workspaces.mjs';

/** The shell's and every remote's src/. */
export const APP_FOLDERS = [
  'shell/src',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
];

/** A test, or a helper only tests import (`test-support/`): it may write what the app may not. */
export const isTest = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)test-support\//.test(file);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every .ts/.tsx file under `folders` that is no test: `{ file }` relative to the root, and its `text`. */
export function* browserSources(folders) {
  for (const folder of folders) {
    for (const path of walk(join(ROOT, folder))) {
      const file = relative(ROOT, path);
      if (!isTest(file)) yield { file, text: readFileSync(path, 'utf8') };
    }
  }
}

/** `file:line: the line` for every match of `pattern` (global) in `text`, which may span lines. */
export function matchesIn({ file, text }, pattern) {
  const lines = text.split('\n');
  return [...text.matchAll(pattern)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${file}:${line}: ${lines[line - 1].trim()}`;
  });
}

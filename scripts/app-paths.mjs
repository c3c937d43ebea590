// `npm run lint -- paths`: no hand-written app paths in the browser's code. A path written by hand
// (`navigate('/premium')`, `<Link to="/settings">`) breaks silently when the route table changes;
// `pathTo('premium')` fails the type check. Calls to the api (`/api/…`) are the descriptors' business.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './workspaces.mjs';

const FOLDERS = [
  'shell/src',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
];
/** `navigate('/…')`, `to="/…"`, `href={'/…'}`, `to: '/…'` (a link list), each with a path that is not the api's. */
const PATTERNS = [/\bnavigate\(\s*['"`]\/(?!api\/)/, /\b(?:to|href)=\{?\s*['"`]\/(?!api\/)/, /\b(?:to|href):\s*['"`]\/(?!api\/)/];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const found = [];
for (const folder of FOLDERS) {
  for (const file of sourceFiles(join(ROOT, folder))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (PATTERNS.some((pattern) => pattern.test(line))) found.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      });
  }
}
if (found.length) {
  console.error(`App paths written by hand (use pathTo/withQuery from @dating/shared/routes/path-to):\n${found.join('\n')}`);
  process.exit(1);
}

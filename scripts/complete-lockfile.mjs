// Adds lockfile entries for other platforms' optional binaries (@swc/core-darwin-arm64, @rspack/binding-win32-…).
//
// npm 11.19 records in package-lock.json only the optional platform packages that match the machine
// that ran `npm install`, yet `npm ci` then demands an entry for every platform and fails with
// "Missing: @swc/core-darwin-arm64@ from lock file" (npm/cli#4828, #8320). An entry with name and
// version is enough: npm ci still installs only the binary this platform needs.
// Run after every `npm install` that changes dependencies: `node scripts/complete-lockfile.mjs`.
// `--check` (part of `npm test`) only reports, and fails when entries are missing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const file = join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** Where Node would find `name` from the package at `from` (its own node_modules, then each parent's). */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const key = packages[`node_modules/${name}`] ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    packages[key] = { version, optional: true };
    added += 1;
  }
}

if (process.argv.includes('--check')) {
  if (added) {
    console.error(
      `package-lock.json lacks ${added} optional platform entries: run \`node scripts/complete-lockfile.mjs\` (npm ci would fail).`,
    );
    process.exit(1);
  }
  process.exit(0);
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);

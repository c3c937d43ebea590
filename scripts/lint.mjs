// `npm run lint`: import boundaries (dependency-cruiser), code rules (oxlint, type-aware), dead code
// (knip), formatting (Prettier --check), no hand-written app or api paths (scripts/app-paths.mjs) and
// api calls only in a remote's api/ folders (scripts/api-calls.mjs), one name per operation
// (scripts/operation-names.mjs). Part of `npm test`. docs/boundaries.md tells the rules.
// `npm run lint -- boundaries format` runs only the named checks.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';
import { ROOT, TYPECHECK_DIRS } from './workspaces.mjs';

const TOOLS = join(ROOT, 'tools/boundaries');

/**
 * dependency-cruiser parses TypeScript with the TypeScript 5 compiler API, which the root's
 * TypeScript 7 no longer has, so it lives in tools/boundaries with its own lock file. `npm ci` at
 * the root does not reach it: install it here whenever its lock file changed since the last install.
 */
async function ensureBoundaryTools() {
  const lock = readFileSync(join(TOOLS, 'package-lock.json'));
  const fingerprint = createHash('sha256').update(lock).digest('hex');
  const stamp = join(TOOLS, 'node_modules', '.lock-fingerprint');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return 0;
  const code = await run('npm', ['ci', '--prefix', TOOLS, '--no-audit', '--no-fund', '--loglevel=error']);
  if (code === 0) writeFileSync(stamp, fingerprint);
  return code;
}

const CHECKS = {
  boundaries: async () => {
    const installed = await ensureBoundaryTools();
    if (installed !== 0) return installed;
    const folders = [...TYPECHECK_DIRS, 'scripts'];
    const repository = await run(join(TOOLS, 'node_modules/.bin/depcruise'), [
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
      ...folders,
    ]);
    // The same config on a tree that breaks the rules on purpose: a rule that stopped firing fails here.
    const fixtures = await run('node', [join(TOOLS, 'rules-fire.mjs')]);
    return repository || fixtures;
  },
  code: () => run('npx', ['oxlint', '--type-aware', '--deny-warnings']),
  'dead code': () => run('npx', ['knip', '--no-progress']),
  format: () => run('npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  paths: () => run('node', ['scripts/app-paths.mjs']),
  'api calls': () => run('node', ['scripts/api-calls.mjs']),
  names: () => run('node', ['scripts/operation-names.mjs']),
};

const only = process.argv.slice(2);
let failed = 0;
for (const [name, check] of Object.entries(CHECKS)) {
  if (only.length && !only.some((wanted) => name.startsWith(wanted))) continue;
  const code = await check();
  console.log(`${code === 0 ? '✓' : '✖'} lint: ${name}`);
  if (code !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);

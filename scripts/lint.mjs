// `npm run lint`: import boundaries (dependency-cruiser), code rules (oxlint, type-aware), dead code
// (knip), formatting (Prettier --check), no hand-written app or api paths (scripts/app-paths.mjs) and
// api calls only in a remote's api/ folders (scripts/api-calls.mjs), one name per operation
// (scripts/operation-names.mjs). Part of `npm test`. docs/boundaries.md tells the rules.
// `npm run lint -- boundaries format` runs only the named checks.
//
// The checks run two at a time, each one's output shown whole when it ends: most of them are one
// Node process on one core (dependency-cruiser, knip, Prettier), and the machine has two.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inParallel, runCollected } from './run.mjs';
import { ROOT, TYPECHECK_DIRS } from './workspaces.mjs';

const TOOLS = join(ROOT, 'tools/boundaries');

/**
 * dependency-cruiser parses TypeScript with the TypeScript 5 compiler API, which the root's
 * TypeScript 7 no longer has, so it lives in tools/boundaries with its own lock file. `npm ci` at
 * the root does not reach it: install it here whenever its lock file changed since the last install.
 */
async function ensureBoundaryTools(run) {
  const lock = readFileSync(join(TOOLS, 'package-lock.json'));
  const fingerprint = createHash('sha256').update(lock).digest('hex');
  const stamp = join(TOOLS, 'node_modules', '.lock-fingerprint');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return 0;
  const code = await run('npm', ['ci', '--prefix', TOOLS, '--no-audit', '--no-fund', '--loglevel=error']);
  if (code === 0) writeFileSync(stamp, fingerprint);
  return code;
}

/**
 * Each check gets `run(command, args, env)` (resolves with the exit code; the output goes to the check's
 * report). Longest first (CPU seconds on the two-core machine: code 30–40, format 30, boundaries 9, dead
 * code 6, the rest under 1), so that the last to start are short ones.
 */
const CHECKS = {
  // The type-aware rules' checker (tsgolint, Go) on one core: with a thread per core it spent about a
  // fifth more CPU for the same findings, and the other core runs the next check.
  code: (run) => run('npx', ['oxlint', '--type-aware', '--deny-warnings'], { GOMAXPROCS: '1' }),
  format: (run) => run('npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  boundaries: async (run) => {
    const installed = await ensureBoundaryTools(run);
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
  'dead code': (run) => run('npx', ['knip', '--no-progress']),
  paths: (run) => run('node', ['scripts/app-paths.mjs']),
  'api calls': (run) => run('node', ['scripts/api-calls.mjs']),
  names: (run) => run('node', ['scripts/operation-names.mjs']),
};

const PARALLEL = 2;

const only = process.argv.slice(2);
const chosen = Object.keys(CHECKS).filter((name) => !only.length || only.some((wanted) => name.startsWith(wanted)));
const codes = await inParallel(
  chosen.map((name) => async () => {
    const started = performance.now();
    let output = '';
    const run = async (command, args, env = {}) => {
      const result = await runCollected(command, args, { env });
      output += result.output;
      return result.code;
    };
    const code = await CHECKS[name](run);
    const seconds = Math.round((performance.now() - started) / 1000);
    process.stdout.write(`${output}${code === 0 ? '✓' : '✖'} lint: ${name} (${seconds} s)\n`);
    return code;
  }),
  PARALLEL,
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);

// Type checks every workspace with the native TypeScript compiler, two workspaces at a time, each
// compiler on one thread (`--singleThreaded`): on this two-core machine its default of several checkers
// in parallel spent about three times the CPU for the same errors (api: 17.5 s against 6.1 s), and two
// single-threaded checks side by side keep both cores busy. docs/e2e-speed.md has the figures.
import { join } from 'node:path';
import { inParallel, runCollected } from './run.mjs';
import { ROOT, TYPECHECK_DIRS } from './workspaces.mjs';

// The compiler's own launcher, not `npx tsc`: npx costs a third of a second of CPU per workspace.
const TSC = join(ROOT, 'node_modules/.bin/tsc');
const PARALLEL = 2;

const codes = await inParallel(
  TYPECHECK_DIRS.map((dir) => async () => {
    const { code, output } = await runCollected(TSC, ['-p', dir, '--singleThreaded']);
    process.stdout.write(`${output}${code === 0 ? '✓' : '✖'} tsc -p ${dir}\n`);
    return code;
  }),
  PARALLEL,
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);

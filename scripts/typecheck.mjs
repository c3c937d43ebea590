// Type checks every workspace with the native TypeScript compiler.
import { TYPECHECK_DIRS } from './workspaces.mjs';
import { run } from './run.mjs';

let failed = 0;
for (const dir of TYPECHECK_DIRS) {
  const code = await run('npx', ['tsc', '-p', dir]);
  console.log(`${code === 0 ? '✓' : '✖'} tsc -p ${dir}`);
  if (code !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);

// `npm run build`: production builds of the shell and the seven remotes.
// `--if-needed` (used by `npm start`) skips a workspace whose sources did not change since its last build.
import { FRONTEND_DIRS, isBuilt, markBuilt } from './workspaces.mjs';
import { mustRun } from './run.mjs';

export async function build({ ifNeeded = false } = {}) {
  for (const dir of FRONTEND_DIRS) {
    if (ifNeeded && isBuilt(dir)) {
      console.log(`✓ ${dir} is up to date`);
      continue;
    }
    console.log(`▸ building ${dir}`);
    await mustRun('npm', ['run', 'build', '--silent', '-w', dir], { env: { NODE_ENV: 'production' } });
    markBuilt(dir);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build({ ifNeeded: process.argv.includes('--if-needed') });
}

// What the browser benches (size, lighthouse) need before they measure: the built shell and remotes, and
// a Chromium to measure them in.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './api-process.mjs';

const require = createRequire(import.meta.url);

/** Federation name → folder, from the one list of remotes. */
export const REMOTES = Object.fromEntries(
  Object.entries(require('../../shared/src/contracts/remotes.json')).map(([name, remote]) => [name, remote.dir]),
);
export const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Builds what has no dist/ yet; an older dist/ is measured as it is (`npm run build` first to measure the
 * working tree). Then checks that Chromium is there.
 */
export function prepareBrowserBench() {
  for (const dir of ['shell', ...Object.values(REMOTES)]) {
    if (existsSync(join(ROOT, dir, 'dist'))) continue;
    console.log(`▸ ${dir}/dist is missing: building it`);
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', dir], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`build of ${dir} failed`);
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get update && apt-get install -y chromium (or set PLAYWRIGHT_CHROMIUM_PATH)`);
  }
}

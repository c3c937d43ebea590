// The workspaces and what each one builds; one list for every root script.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The remotes, from their one list (federation name → { dir, devPort }); see shared/src/contracts/remotes.ts. */
export const REMOTES = JSON.parse(readFileSync(join(ROOT, 'shared/src/contracts/remotes.json'), 'utf8'));
export const REMOTE_DIRS = Object.values(REMOTES).map((remote) => remote.dir);

// The npm workspaces take every mf-* folder; a folder missing from the list (or the reverse) would
// be installed but never built, tested or served.
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const remoteFolders = readdirSync(ROOT).filter((name) => name.startsWith('mf-') && statSync(join(ROOT, name)).isDirectory());
if ([...remoteFolders].sort(byCodeUnit).join() !== [...REMOTE_DIRS].sort(byCodeUnit).join()) {
  throw new Error(`shared/src/contracts/remotes.json lists ${REMOTE_DIRS.join(', ')} but the mf-* folders are ${remoteFolders.join(', ')}`);
}
/** Browser builds: the shell and the seven remotes. */
export const FRONTEND_DIRS = ['shell', ...REMOTE_DIRS];
export const TYPECHECK_DIRS = ['shared', 'api', ...FRONTEND_DIRS, 'e2e', 'bench'];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * A fingerprint of everything a frontend build reads: its own sources and config, the shared
 * workspace and the lock file. `npm start` rebuilds a workspace only when this changed.
 */
export function sourceFingerprint(dir) {
  const hash = createHash('sha256');
  const inputs = [join(ROOT, dir), join(ROOT, 'shared'), join(ROOT, 'package-lock.json')];
  for (const input of inputs) {
    const list = statSync(input).isDirectory() ? [...files(input)].sort(byCodeUnit) : [input];
    for (const file of list) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const stampFile = (dir) => join(ROOT, dir, 'dist', '.build-fingerprint');

export function isBuilt(dir) {
  const stamp = stampFile(dir);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceFingerprint(dir);
}

export function markBuilt(dir) {
  writeFileSync(stampFile(dir), sourceFingerprint(dir));
}

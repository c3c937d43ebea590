import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * PGlite is a single-process database: two api processes on one data folder would corrupt it. The
 * lock file is created atomically (O_EXCL) and holds the owner's pid; a lock left by a dead process is
 * taken over, a live owner stops this process with a message saying which pid holds the folder.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx', 0o644);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another api process (pid ${owner}). ` +
          `Stop that process, or start this one with a different DATA_DIR.`,
      );
    }
    // Stale (dead owner, garbage, or our own pid from a previous life): take it over.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir} (${file}).`);
}

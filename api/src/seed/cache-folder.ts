import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A folder of the user's cache folder (`$XDG_CACHE_HOME` or `~/.cache`) where what the seed and the
 * start draw is kept across data folders (each e2e run and each fresh dev start makes new ones): never
 * a shared temporary folder, whose files anyone could plant. Null when it cannot be made (a read-only
 * home): the caller then draws straight into the data folder.
 */
export async function userCacheFolder(name: string): Promise<string | null> {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  const dir = path.join(base, name);
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.access(dir, fs.constants.W_OK);
    return dir;
  } catch {
    return null;
  }
}

import fs from 'node:fs/promises';

/** Whether a file (or folder) is there; any error reading it counts as not. */
export async function fileExists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

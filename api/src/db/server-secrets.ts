import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { serverSecrets } from './schema';

/**
 * A signing key: 256 random bits made on first use and kept in `server_secrets`, so it needs no
 * configuration, survives restarts and is the same for every api process on one database. Two
 * processes making it at once both insert "on conflict do nothing" and then read the one that won.
 */
async function loadServerSecret(db: Db, name: string): Promise<Buffer> {
  const read = async () =>
    (await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value;
  let value = await read();
  if (value === undefined) {
    await db
      .insert(serverSecrets)
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    value = await read();
  }
  if (value === undefined) throw new Error(`server secret ${name} missing`);
  return Buffer.from(value, 'base64url');
}

/**
 * A key never changes once made, so every use after the first asks memory, not the database. The
 * promise is kept (not the key), so calls arriving during the first read share it; a failed read is
 * forgotten and tried again next time.
 */
const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let known = keys.get(db);
  if (!known) keys.set(db, (known = new Map()));
  const cached = known.get(name);
  if (cached) return cached;
  const key = loadServerSecret(db, name);
  known.set(name, key);
  const cache = known;
  key.catch(() => {
    if (cache.get(name) === key) cache.delete(name);
  });
  return key;
}

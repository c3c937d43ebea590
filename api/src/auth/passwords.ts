import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane): strong against GPU
 * cracking while a login still costs only tens of milliseconds on this class of machine.
 */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, never a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so that a login for an unknown e-mail takes as long as one for
 * a known e-mail: response time must not reveal which addresses have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

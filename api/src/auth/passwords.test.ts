import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id with at least 19 MiB of memory, 2 passes and a random salt', async () => {
    const stored = await hashPassword('correct horse battery staple');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    expect(match).not.toBeNull();
    const [, memoryKiB, passes, lanes] = match!.map(Number);
    expect(memoryKiB).toBeGreaterThanOrEqual(19_456);
    expect(passes).toBe(2);
    expect(lanes).toBeGreaterThanOrEqual(1);
    expect(await hashPassword('correct horse battery staple')).not.toBe(stored);
  });

  it('verify only the right password, and a malformed stored hash as a failure', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'correct horse battery staple')).toBe(false);
  });
});

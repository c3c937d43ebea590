import { randomBytes } from 'node:crypto';
import { totpCode } from '../test/builders/staff';
import { seal, unseal } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUri, timeStep } from './totp';

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = new Date('2030-05-05T12:00:10Z');
  const step = timeStep(now);
  const codeAt = (offsetSteps: number) => totpCode(secret, now.getTime() + offsetSteps * 30_000);

  it('are 20-byte secrets in base32, a new one each time', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("match now's step and the one before or after, and answer which step it was", () => {
    expect(matchingStep(secret, codeAt(0), now)).toBe(step);
    expect(matchingStep(secret, codeAt(-1), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(1), now)).toBe(step + 1);
  });

  it('do not match two steps away either way, nor another secret', () => {
    expect(matchingStep(secret, codeAt(-2), now)).toBeNull();
    expect(matchingStep(secret, codeAt(2), now)).toBeNull();
    expect(matchingStep(newTotpSecret(), codeAt(0), now)).toBeNull();
  });

  it('make an otpauth URI the apps read: SHA1, 6 digits, 30 s, the issuer and the account', () => {
    const uri = new URL(otpauthUri(secret, 'ops@staff.test', 'Dating Demo'));
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Dating Demo:ops@staff.test');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'Dating Demo', secret, algorithm: 'SHA1', digits: '6', period: '30' });
  });
});

describe('the secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, in the context it was sealed for only', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'staff-totp:1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(key, sealed, 'staff-totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(unseal(key, sealed, 'staff-totp:2')).toBeNull();
    expect(unseal(randomBytes(32), sealed, 'staff-totp:1')).toBeNull();
    // A fresh nonce each time: the same text never seals the same.
    expect(seal(key, 'JBSWY3DPEHPK3PXP', 'staff-totp:1')).not.toBe(sealed);
  });

  it('opens nothing altered or malformed', () => {
    const [version, iv, body, tag] = seal(key, 'text', 'c').split('.') as [string, string, string, string];
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    for (const broken of [
      `${version}.${iv}.${flipped}.${tag}`,
      `${version}.${iv}.${body}.${tag.slice(0, 10)}`,
      `v2.${iv}.${body}.${tag}`,
      'v1.x',
      '',
      'v1...',
    ]) {
      expect(unseal(key, broken, 'c')).toBeNull();
    }
  });
});

import webpush from 'web-push';
import { checkVapidAuthorization, decryptAes128gcm } from './web-push-crypto';

// RFC 8291, Appendix A: the user agent's keys and auth secret, and the message the application server sent.
const RFC8291 = {
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
  plaintext: 'When I grow up, I want to be a watermelon',
};
const rfcKeys = { privateKey: RFC8291.uaPrivate, p256dh: RFC8291.uaPublic, auth: RFC8291.auth };

describe('aes128gcm decryption (RFC 8291, RFC 8188)', () => {
  it('decrypts the test vector of RFC 8291 Appendix A', () => {
    expect(decryptAes128gcm(Buffer.from(RFC8291.body, 'base64url'), rfcKeys).toString('utf8')).toBe(RFC8291.plaintext);
  });

  it('refuses a body changed in transit, and another auth secret', () => {
    const body = Buffer.from(RFC8291.body, 'base64url');
    body[body.length - 20]! ^= 1;
    expect(() => decryptAes128gcm(body, rfcKeys)).toThrow(/unable to authenticate/);
    expect(() => decryptAes128gcm(Buffer.from(RFC8291.body, 'base64url'), { ...rfcKeys, auth: 'AAAAAAAAAAAAAAAAAAAAAA' })).toThrow(
      /unable to authenticate/,
    );
  });

  it('reads what web-push encrypts, padding and all', () => {
    const text = 'ä'.repeat(1500);
    const { cipherText } = webpush.encrypt(RFC8291.uaPublic, RFC8291.auth, text, 'aes128gcm');
    expect(decryptAes128gcm(cipherText, rfcKeys).toString('utf8')).toBe(text);
  });
});

describe('VAPID authorization (RFC 8292)', () => {
  const keys = webpush.generateVAPIDKeys();
  const other = webpush.generateVAPIDKeys();
  const audience = 'http://127.0.0.1:4100';
  const now = new Date('2026-03-01T12:00:00Z');
  const inHours = (hours: number) => Math.floor(now.getTime() / 1000) + hours * 3600;
  const authorization = (options: { aud?: string; exp?: number; signWith?: webpush.VapidKeys } = {}) => {
    const signer = options.signWith ?? keys;
    return webpush.getVapidHeaders(
      options.aud ?? audience,
      'mailto:support@example.test',
      signer.publicKey,
      signer.privateKey,
      'aes128gcm',
      options.exp ?? inHours(12),
    ).Authorization;
  };

  it('accepts a JWT signed with k, for the push service, valid for the next hours', () => {
    const check = checkVapidAuthorization(authorization(), audience, now);
    expect(check).toEqual({
      ok: true,
      claims: { aud: audience, exp: inHours(12), sub: 'mailto:support@example.test', publicKey: keys.publicKey },
    });
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Bearer abc'],
    ['a key that did not sign it', authorization().replace(keys.publicKey, other.publicKey)],
    ['another audience', authorization({ aud: 'https://push.example.test' })],
    ['an expired JWT', authorization({ exp: inHours(-1) })],
    ['a JWT valid for more than 24 h', authorization({ exp: inHours(25) })],
  ])('refuses %s', (_case, header) => {
    expect(checkVapidAuthorization(header, audience, now).ok).toBe(false);
  });
});

/**
 * The receiving side of web push, as a push service and a browser do it: checking the VAPID
 * authorization (RFC 8292) and decrypting an aes128gcm body (RFC 8291 on RFC 8188). The sending side
 * is web-push's; these exist so the tests (and the development push service) check what it sent
 * with code written from the RFCs rather than with the library itself.
 */
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, verify } from 'node:crypto';

/** A P-256 public key as the web sends it: the 65-byte uncompressed point, base64url. */
function p256PublicKey(base64url: string) {
  const point = Buffer.from(base64url, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

const TAG_BYTES = 16;

export interface PushReceiverKeys {
  /** The subscription's private key (32 bytes, base64url): it never leaves the browser in real life. */
  privateKey: string;
  /** The subscription's public key (`keys.p256dh`). */
  p256dh: string;
  /** The subscription's auth secret (`keys.auth`, 16 bytes). */
  auth: string;
}

/**
 * Decrypts a web push message body (`Content-Encoding: aes128gcm`) with the subscription's keys.
 * The body header (RFC 8188): salt (16) | record size (uint32) | key id length (1) | key id, the key
 * id being the sender's ephemeral public key (RFC 8291). Throws on anything malformed or forged.
 */
export function decryptAes128gcm(body: Buffer, keys: PushReceiverKeys): Buffer {
  if (body.length < 21) throw new Error('body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  if (idLength !== 65) throw new Error('the key id is not a P-256 public key');
  if (recordSize < TAG_BYTES + 2) throw new Error('record size too small');
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length === 0) throw new Error('no records');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  const receiverPublic = Buffer.from(keys.p256dh, 'base64url');
  const sharedSecret = ecdh.computeSecret(senderPublic);
  // RFC 8291 section 3.4: the auth secret and both public keys go into the input key material.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(sharedSecret, Buffer.from(keys.auth, 'base64url'), keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const plain: Buffer[] = [];
  const count = Math.ceil(records.length / recordSize);
  for (let seq = 0; seq < count; seq += 1) {
    const record = records.subarray(seq * recordSize, (seq + 1) * recordSize);
    if (record.length <= TAG_BYTES) throw new Error('record shorter than its tag');
    // The record's nonce: the base nonce XOR the sequence number (big-endian; it fits the last 4 bytes).
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
    // Padding: a delimiter (2 in the last record, 1 before) followed by zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const last = seq === count - 1;
    if (end < 0 || padded[end] !== (last ? 2 : 1)) throw new Error('bad record padding');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** A VAPID authorization, once its signature and claims are checked. */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The application server's public key (the `k` parameter). */
  publicKey: string;
}

export type VapidCheck = { ok: true; claims: VapidClaims } | { ok: false; reason: string };

const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 JWT signed by `k`, for the
 * push service's origin (`aud`), expiring in the future and at most 24 hours from `now`, with a
 * contact (`sub`).
 */
export function checkVapidAuthorization(header: string | undefined, audience: string, now: Date): VapidCheck {
  const match = /^vapid\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!match) return { ok: false, reason: 'no vapid authorization' };
  const params = new Map<string, string>();
  for (const part of match[1]!.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) return { ok: false, reason: 'vapid t= or k= missing' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'not a JWT' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let jwtHeader: unknown;
  let claims: unknown;
  try {
    jwtHeader = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'JWT parts are not JSON' };
  }
  if (!isRecord(jwtHeader) || jwtHeader.alg !== 'ES256') return { ok: false, reason: 'JWT alg is not ES256' };
  let signedBy;
  try {
    signedBy = p256PublicKey(key);
  } catch {
    return { ok: false, reason: 'k is not a P-256 public key' };
  }
  const signature = Buffer.from(signaturePart, 'base64url');
  // JWS carries ES256 signatures as r || s (64 bytes), not DER.
  const valid =
    signature.length === 64 &&
    verify('sha256', Buffer.from(`${headerPart}.${payloadPart}`), { key: signedBy, dsaEncoding: 'ieee-p1363' }, signature);
  if (!valid) return { ok: false, reason: 'JWT signature does not verify with k' };
  if (!isRecord(claims)) return { ok: false, reason: 'JWT claims are not an object' };
  const { aud, exp, sub } = claims;
  if (aud !== audience) return { ok: false, reason: `aud is not ${audience}` };
  const nowSeconds = now.getTime() / 1000;
  if (typeof exp !== 'number' || exp <= nowSeconds) return { ok: false, reason: 'JWT expired' };
  if (exp > nowSeconds + MAX_EXPIRY_SECONDS) return { ok: false, reason: 'JWT expires more than 24 h ahead' };
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) return { ok: false, reason: 'sub is not a mailto: or https: contact' };
  return { ok: true, claims: { aud, exp, sub, publicKey: key } };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

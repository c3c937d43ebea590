import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The format's first part, so that a later algorithm or key can be told apart from this one. */
const VERSION = 'v1';
/** GCM's recommended nonce length; a fresh random one per seal (a key seals far fewer than 2^32 values). */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals text with AES-256-GCM under a 32-byte key: `v1.<iv>.<ciphertext>.<tag>`, base64url. `context` is
 * bound in as additional data, so a sealed value only opens where it was sealed for (the TOTP secret of
 * that account, not another's row; a pending login, not a TOTP secret).
 */
export function seal(key: Buffer, text: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The text `seal` sealed with this key and context, or null for anything else (altered, foreign, malformed). */
export function unseal(key: Buffer, sealed: string, context: string): string | null {
  const [version, iv, body, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox signs its webhooks with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** A webhook older (or newer) than this is refused: a captured delivery cannot be replayed later. */
const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signSandboxWebhook(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Whether a signature header is the sandbox's for this body, made within the tolerance of `now`. */
export function sandboxSignatureValid(secret: string, header: string | undefined, body: string, now: Date): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now.getTime() - timestamp * 1000) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2] ?? '', 'hex'));
}

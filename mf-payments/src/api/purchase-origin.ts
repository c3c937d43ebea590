import { safeReturnTo } from '@dating/shared/routes/return-to';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';

/**
 * Where a purchase started (the chat whose message was refused), for the payment's completed page to
 * lead back to. /credits is opened with `?return_to=/chats/12`; the member then leaves for the
 * provider's checkout and comes back on /transactions/<id>, so the path is kept in this tab's
 * sessionStorage rather than in a query no provider would carry back. Once the payment is started its id
 * is kept with the path: only that payment's page offers the way back, not another payment's page opened
 * meanwhile (an older receipt from the transactions list).
 */
const KEY = STORAGE_NAMES.purchaseOrigin;
/** A purchase started an hour later, from elsewhere, is not sent back to an old conversation. */
const FRESH_FOR_MS = 60 * 60 * 1000;

const store = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked: the completed page simply offers no way back.
    return null;
  }
};

/** Remembers a `return_to` (checked against the route table) or, without a usable one, forgets the last. */
export function rememberPurchaseOrigin(candidate: unknown, now = Date.now()): void {
  const path = safeReturnTo(candidate);
  try {
    if (path) store()?.setItem(KEY, JSON.stringify({ path, at: now }));
    else store()?.removeItem(KEY);
  } catch {
    // Quota or blocked storage: nothing to keep.
  }
}

interface StoredOrigin {
  path: string;
  at: number;
  /** The payment started for it, once there is one. */
  payment?: string;
}

/** The kept origin while fresh and still a safe path of the site (storage is input too). */
function readOrigin(now: number): StoredOrigin | null {
  try {
    const stored: unknown = JSON.parse(store()?.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { path, at, payment } = stored as { path?: unknown; at?: unknown; payment?: unknown };
    if (typeof at !== 'number' || now - at > FRESH_FOR_MS || now < at) return null;
    const safe = safeReturnTo(path);
    if (!safe) return null;
    return { path: safe, at, ...(typeof payment === 'string' ? { payment } : {}) };
  } catch {
    return null;
  }
}

/** The path the purchase started from, while fresh: for the pages before the payment (bundles, methods). */
export function purchaseOrigin(now = Date.now()): string | null {
  return readOrigin(now)?.path ?? null;
}

/** Ties the kept origin to the payment just started for it (the last one started in this tab wins). */
export function bindPurchaseOrigin(paymentId: string, now = Date.now()): void {
  const origin = readOrigin(now);
  if (!origin) return;
  try {
    store()?.setItem(KEY, JSON.stringify({ ...origin, payment: paymentId }));
  } catch {
    // Quota or blocked storage: the completed page offers no way back.
  }
}

/** The path the purchase of `paymentId` started from: none for any other payment, nor before one was started. */
export function purchaseOriginOf(paymentId: string, now = Date.now()): string | null {
  const origin = readOrigin(now);
  return origin && origin.payment === paymentId ? origin.path : null;
}

/** Once the member went back, the way back is used up. */
export function forgetPurchaseOrigin(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // Blocked storage: nothing was kept.
  }
}

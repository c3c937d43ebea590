import { safeReturnTo } from '@dating/shared/routes/return-to';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';

/**
 * Where a purchase started (the chat whose message was refused), for the payment's completed page to
 * lead back to. /credits is opened with `?return_to=/chats/12`; the member then leaves for the
 * provider's checkout and comes back on /transactions/<id>, so the path is kept in this tab's
 * sessionStorage rather than in a query no provider would carry back.
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

/** The path the purchase started from, while fresh and still a safe path of the site (storage is input too). */
export function purchaseOrigin(now = Date.now()): string | null {
  try {
    const stored: unknown = JSON.parse(store()?.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { path, at } = stored as { path?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at > FRESH_FOR_MS || now < at) return null;
    return safeReturnTo(path);
  } catch {
    return null;
  }
}

/** Once the member went back, the way back is used up. */
export function forgetPurchaseOrigin(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // Blocked storage: nothing was kept.
  }
}

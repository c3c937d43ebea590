import { STORAGE_NAMES } from './storage-registry';

/**
 * What a member leaves in the tab's sessionStorage that is theirs alone — texts not sent yet, the page a
 * purchase started from — goes when they log out: the next person at the same browser tab starts clean.
 * (The unsent texts are also keyed by the member, so a session that simply ended cannot hand them on.)
 */
export function forgetMemberTabStorage(storage: Storage | null = safeSessionStorage()): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
    for (const key of keys) if (key.startsWith(STORAGE_NAMES.chatUnsent) || key === STORAGE_NAMES.purchaseOrigin) storage.removeItem(key);
  } catch {
    // Blocked storage: nothing was kept in it either.
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

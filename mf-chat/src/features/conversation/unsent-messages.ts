import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';

/**
 * The text messages of one conversation that are not stored yet, kept in this tab's sessionStorage (by
 * the member's own user id — another member later in the same tab never sees them — and the other
 * member's profile id: a conversation not started yet has no id of its own; logout clears them too). A message refused
 * for want of credits survives the trip to the checkout and back, and a reload, with its client id, so
 * sending it again can never store it twice. Photos are not kept: the picked file does not survive a reload.
 */
const keyOf = (owner: number, profile: number) => `${STORAGE_NAMES.chatUnsent}${owner}:${profile}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const store = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** A text message not stored yet, as kept for the tab. */
export interface UnsentText {
  client_id: string;
  created_at: string;
  text: string;
}

const isKept = (value: unknown): value is UnsentText => {
  if (typeof value !== 'object' || value === null) return false;
  const { client_id, created_at, text } = value as Record<string, unknown>;
  return (
    typeof client_id === 'string' &&
    UUID.test(client_id) &&
    typeof created_at === 'string' &&
    !Number.isNaN(Date.parse(created_at)) &&
    typeof text === 'string' &&
    text.trim() !== ''
  );
};

/** What this tab kept for `owner`'s conversation with `profile` (storage is input too: anything odd is dropped). */
export function readUnsent(owner: number, profile: number): UnsentText[] {
  try {
    const stored: unknown = JSON.parse(store()?.getItem(keyOf(owner, profile)) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter(isKept).map(({ client_id, created_at, text }) => ({ client_id, created_at, text }));
  } catch {
    return [];
  }
}

/** Keeps these text messages for `owner`'s conversation with `profile` (none: the key goes). */
export function keepUnsent(owner: number, profile: number, kept: readonly UnsentText[]): void {
  const unsentKey = STORAGE_NAMES.chatUnsent + `${owner}:${profile}`;
  try {
    if (kept.length > 0) store()?.setItem(unsentKey, JSON.stringify(kept));
    else store()?.removeItem(unsentKey);
  } catch {
    // Quota or blocked storage: the message stays in this page only.
  }
}

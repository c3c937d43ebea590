import { STORAGE_NAMES } from '../storage/storage-registry';

/**
 * Dismissing an alert stores a timestamp under a hidden key so it is not shown again. One helper
 * for every alert of every workspace (the shell's alerts and the remotes' layout pieces), so the keys
 * look alike and a blocked storage behaves the same everywhere.
 */
const ALERT_DISMISSAL_PREFIX = STORAGE_NAMES.alertDismissed;

export type DismissStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or null where there is none (or it is blocked). */
export function browserStorage(): DismissStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface AlertDismissals {
  /** When the alert was dismissed (ms since the epoch), or null when it never was. */
  dismissedAt: (storage: DismissStorage | null, id: string) => number | null;
  isDismissed: (storage: DismissStorage | null, id: string) => boolean;
  dismiss: (storage: DismissStorage | null, id: string, now: number) => void;
}

/**
 * The dismissals under one key prefix. Only for keys already in members' browsers (the shell's
 * `shell:alert-dismissed:`): a new prefix would bring every dismissed alert back.
 */
export function alertDismissals(prefix: string = ALERT_DISMISSAL_PREFIX): AlertDismissals {
  const dismissedAt = (storage: DismissStorage | null, id: string): number | null => {
    if (!storage) return null;
    try {
      const raw = storage.getItem(prefix + id);
      if (raw === null) return null;
      const at = Number(raw);
      // A value we did not write still means "dismissed": better hidden than nagging.
      return Number.isFinite(at) ? at : 0;
    } catch {
      return null;
    }
  };
  return {
    dismissedAt,
    isDismissed: (storage, id) => dismissedAt(storage, id) !== null,
    dismiss: (storage, id, now) => {
      if (!storage) return;
      try {
        storage.setItem(prefix + id, String(now));
      } catch {
        // Storage blocked or full: the alert comes back on the next page load, which is acceptable.
      }
    },
  };
}

export const { dismissedAt, isDismissed, dismiss } = alertDismissals();

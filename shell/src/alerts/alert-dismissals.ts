/** §4: a dismissed alert stores a timestamp under a hidden key so it is not shown again. */
const PREFIX = 'shell:alert-dismissed:';

export type DismissStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isDismissed(storage: DismissStorage, id: string): boolean {
  try {
    return storage.getItem(PREFIX + id) !== null;
  } catch {
    return false;
  }
}

export function dismiss(storage: DismissStorage, id: string, now: number): void {
  try {
    storage.setItem(PREFIX + id, String(now));
  } catch {
    // Storage blocked: the alert comes back on the next page load, which is acceptable.
  }
}

import { alertDismissals, dismiss, dismissedAt, isDismissed, type DismissStorage } from './dismissals';

function memoryStorage(): DismissStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('alert dismissals', () => {
  it('remembers the moment of dismissal under a hidden key', () => {
    const storage = memoryStorage();
    expect(isDismissed(storage, 'profile-photo')).toBe(false);
    dismiss(storage, 'profile-photo', 1_700_000_000_000);
    expect(isDismissed(storage, 'profile-photo')).toBe(true);
    expect(dismissedAt(storage, 'profile-photo')).toBe(1_700_000_000_000);
    expect([...storage.data.keys()]).toEqual(['alert-dismissed:profile-photo']);
    expect(isDismissed(storage, 'other')).toBe(false);
  });

  it('treats a blocked or missing storage as never dismissed, without throwing', () => {
    const blocked: DismissStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => dismiss(blocked, 'x', 1)).not.toThrow();
    expect(isDismissed(blocked, 'x')).toBe(false);
    expect(isDismissed(null, 'x')).toBe(false);
  });
});

describe('alert dismissals under another prefix', () => {
  it("keeps the keys already stored under it (the shell's), apart from the shared ones", () => {
    const storage = memoryStorage();
    storage.setItem('shell:alert-dismissed:push-opt-in', '1700000000000');
    const shell = alertDismissals('shell:alert-dismissed:');
    expect(shell.isDismissed(storage, 'push-opt-in')).toBe(true);
    expect(shell.dismissedAt(storage, 'push-opt-in')).toBe(1_700_000_000_000);
    expect(isDismissed(storage, 'push-opt-in')).toBe(false);
    shell.dismiss(storage, 'notifications-disabled', 5);
    expect([...storage.data.keys()]).toEqual(['shell:alert-dismissed:push-opt-in', 'shell:alert-dismissed:notifications-disabled']);
  });
});

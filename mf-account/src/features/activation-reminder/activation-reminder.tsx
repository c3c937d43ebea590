/**
 * Activation reminder for unconfirmed, disabled profiles (§2).
 * Its behaviour arrives with its own issue; until then it shows nothing, but it is already a real
 * parcel the shell's layout mounts and unmounts.
 */
export function ActivationReminder() {
  return null;
}

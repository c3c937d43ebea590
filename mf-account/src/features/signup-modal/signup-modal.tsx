/**
 * Signup modal of the default and empty layouts; cannot be closed while signup is in progress (§2, §4).
 * Its behaviour arrives with its own issue; until then it shows nothing, but it is already a real
 * parcel the shell's layout mounts and unmounts.
 */
export function SignupModal() {
  return null;
}

/**
 * Match modal of the default layout: shown on a match, a click anywhere closes it.
 * Its behaviour arrives with its own issue; until then it shows nothing, but it is already a real
 * parcel the shell's layout mounts and unmounts.
 */
export function MatchModal() {
  return null;
}

/**
 * Time-bonus popup, 40 s into the members area at 0 credits.
 * Its behaviour arrives with its own issue; until then it shows nothing, but it is already a real
 * parcel the shell's layout mounts and unmounts.
 */
export function TimeBonusPopup() {
  return null;
}

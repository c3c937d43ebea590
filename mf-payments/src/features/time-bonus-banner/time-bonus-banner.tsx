/**
 * Time-bonus top banner in the members area, linking to credits.
 * Its behaviour arrives with its own issue; until then it shows nothing, but it is already a real
 * parcel the shell's layout mounts and unmounts.
 */
export function TimeBonusBanner() {
  return null;
}

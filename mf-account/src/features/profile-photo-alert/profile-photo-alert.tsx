/**
 * Profile-photo alert when the member has no main image (§2).
 * Its behaviour arrives with its own issue; until then it shows nothing, but it is already a real
 * parcel the shell's layout mounts and unmounts.
 */
export function ProfilePhotoAlert() {
  return null;
}

/**
 * Like modal of the default layout: an image and a view-profile button after `t` seconds.
 * Its behaviour arrives with its own issue; until then it shows nothing, but it is already a real
 * parcel the shell's layout mounts and unmounts.
 */
export function LikeModal() {
  return null;
}

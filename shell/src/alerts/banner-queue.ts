/**
 * The banners of the default layout, most important first. Only the first one present shows; the
 * others wait behind a "1 of 3 · Next notice" control and come forward as the shown one is dismissed.
 * A debt is about money already owed (and cannot be dismissed); an unconfirmed e-mail address blocks
 * replies from other members; a photo is what gets a member answered at all; the time bonus and the
 * welcome offer are offers that run out; push and the e-mail problem can wait a page or two.
 */
export const BANNER_PRIORITY = [
  'credits-owed',
  'activation-reminder',
  'profile-photo-alert',
  'time-bonus-banner',
  'welcome-bonus-banner',
  'push-opt-in',
  'notifications-disabled',
] as const;
export type BannerId = (typeof BANNER_PRIORITY)[number];

interface BannerTurn {
  /** The banner on screen, or null when none has anything to say. */
  shown: BannerId | null;
  /** Its place (0-based) among the banners present, and how many there are. */
  index: number;
  total: number;
}

/**
 * Which banner is on screen: the `cursor`-th of the banners present in priority order ("Next notice"
 * moves the cursor on, past the last back to the first). A banner that goes away hands its turn to the
 * one behind it.
 */
export function bannerInTurn(present: ReadonlySet<BannerId>, cursor: number): BannerTurn {
  const inLine = BANNER_PRIORITY.filter((id) => present.has(id));
  if (inLine.length === 0) return { shown: null, index: 0, total: 0 };
  const index = ((cursor % inLine.length) + inLine.length) % inLine.length;
  return { shown: inLine[index]!, index, total: inLine.length };
}

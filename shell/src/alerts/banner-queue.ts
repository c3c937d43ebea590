/**
 * The banners of the default layout, most important first. One shows at a time (bannerQueue says which);
 * the others wait behind a "1 of 3 · Next notice" control and come forward as the shown one is dismissed.
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

const rank = (id: BannerId): number => BANNER_PRIORITY.indexOf(id);

/** The banners present and the one on screen; kept by id, so one arriving or leaving never shifts the others. */
export interface BannerQueue {
  present: ReadonlySet<BannerId>;
  shown: BannerId | null;
}

export const EMPTY_BANNER_QUEUE: BannerQueue = { present: new Set(), shown: null };

export type BannerQueueAction = { type: 'arrived' | 'left'; id: BannerId } | { type: 'next' };

/** The first banner present after `id` in priority order, past the last back to the first; null when none is. */
function after(present: ReadonlySet<BannerId>, id: BannerId): BannerId | null {
  const inLine = BANNER_PRIORITY.filter((other) => present.has(other));
  return inLine.find((other) => rank(other) > rank(id)) ?? inLine[0] ?? null;
}

/**
 * Which banner the member sees, as banners come and go (remotes' banners arrive in their own time):
 * - one arriving takes the slot only when it outranks the one on screen (a debt before a photo alert);
 *   one of equal or lower rank queues behind it, so a late banner never yanks away the one being read;
 * - "Next notice" moves on to the next present in priority order, past the last back to the first;
 * - the one on screen going away (dismissed, or no longer true) hands the slot to the next behind it.
 * Left alone, the frame therefore always shows the most important banner present.
 */
export function bannerQueue(queue: BannerQueue, action: BannerQueueAction): BannerQueue {
  if (action.type === 'next') return queue.shown === null ? queue : { ...queue, shown: after(queue.present, queue.shown) };
  const { id } = action;
  if ((action.type === 'arrived') === queue.present.has(id)) return queue;
  const present = new Set(queue.present);
  if (action.type === 'arrived') {
    present.add(id);
    return { present, shown: queue.shown === null || rank(id) < rank(queue.shown) ? id : queue.shown };
  }
  present.delete(id);
  return { present, shown: queue.shown === id ? after(present, id) : queue.shown };
}

interface BannerTurn {
  /** The banner on screen, or null when none has anything to say. */
  shown: BannerId | null;
  /** Its place (0-based) among the banners present, and how many there are. */
  index: number;
  total: number;
}

/** The banner on screen and its place among those present ("2 of 3"). */
export function bannerInTurn(queue: BannerQueue): BannerTurn {
  const inLine = BANNER_PRIORITY.filter((id) => queue.present.has(id));
  if (queue.shown === null || inLine.length === 0) return { shown: null, index: 0, total: 0 };
  return { shown: queue.shown, index: inLine.indexOf(queue.shown), total: inLine.length };
}

/** The longest wait the like modal accepts from the URL (a typo must not park it for hours). */
const MAX_DELAY_SECONDS = 600;

/**
 * What the page's query asks of the like modal: `like` a profile id, `t` a delay in whole or decimal
 * seconds (absent, negative or not a number: at once). No valid `like`: nothing.
 */
export function likeModalRequest(query: Record<string, string>): { profileId: number; delayMs: number } | null {
  const like = query.like;
  if (!like || !/^[1-9]\d{0,9}$/.test(like)) return null;
  const seconds = Number(query.t);
  const delay = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_DELAY_SECONDS) : 0;
  return { profileId: Number(like), delayMs: Math.round(delay * 1000) };
}

import { TIME_BONUS } from '../contracts/offer-terms';
import type { User } from '../contracts/user';

/** The time bonus's window after signup (4 hours), in ms. */
export const TIME_BONUS_WINDOW_MS = TIME_BONUS.windowSeconds * 1000;

/** Milliseconds left until `expires` (ISO) at `now`, never below 0; 0 for a missing or unreadable end. */
export function remainingMs(expires: string | null, now: number): number {
  if (expires === null) return 0;
  const end = Date.parse(expires);
  if (!Number.isFinite(end)) return 0;
  // A clock set wrong on this device must never show more than the whole window.
  return Math.min(Math.max(0, end - now), TIME_BONUS_WINDOW_MS);
}

/** The member's signup as epoch ms; null when there is none or it cannot be read. */
function signupTime(user: Pick<User, 'signup_date'>): number | null {
  const at = Date.parse(user.signup_date);
  return Number.isFinite(at) ? at : null;
}

/**
 * How late after the window a welcome code may still be made: the api's job makes it within minutes of the
 * window's end, and catches up on members whose window ended up to a day before (docs/discounts.md); a day
 * more for a job that was late itself.
 */
const WELCOME_MADE_WITHIN_MS = 2 * 86_400_000;

/** The site's welcome code: its percentage (0 = the site has none) and how many days it lasts. */
export interface WelcomeTerms {
  percent: number;
  days: number;
}

/**
 * Whether the member can have an offer at all (the time bonus or the welcome code): logged in, never paid,
 * with a signup date, still inside the time bonus's window or the welcome code's days after it (a welcome
 * code is made when the window ends and lasts `welcome.days`; 0 % means the site has none). For anyone
 * else nothing is asked for or loaded.
 */
export function mayHaveOffer(
  user: Pick<User, 'paid_user' | 'signup_date'> | null | undefined,
  premium: boolean,
  welcome: WelcomeTerms,
  now: number,
): boolean {
  if (!user || user.paid_user || premium) return false;
  const signup = signupTime(user);
  if (signup === null) return false;
  const welcomeMs = welcome.percent > 0 ? WELCOME_MADE_WITHIN_MS + welcome.days * 86_400_000 : 0;
  return now < signup + TIME_BONUS_WINDOW_MS + welcomeMs;
}

/** Whether the time bonus may still run for the member: never paid, signed up less than 4 hours ago. */
export function inTimeBonusWindow(user: Pick<User, 'paid_user' | 'signup_date'>, premium: boolean, now: number): boolean {
  const signup = signupTime(user);
  return !user.paid_user && !premium && signup !== null && now < signup + TIME_BONUS_WINDOW_MS;
}

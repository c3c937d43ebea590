/**
 * A full page load of `path`, replacing the token link in the history (its own module, so screen
 * tests can follow it without leaving). Used where the shell must start afresh: after a login by link
 * (a new member's session, perhaps replacing another's) and for an entry link (the shell captures the
 * tracking query at boot, as on any landing).
 */
export function leavePage(path: string): void {
  window.location.replace(path);
}

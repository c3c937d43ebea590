import type { Settings } from '@dating/shared/contracts/index';

/**
 * Whether a visitor may search and view members (§6 `logged_out_search`): never when the site says
 * no; with `logged_out_search_trafficsource`, only with a traffic source — a non-empty `network` or
 * `ref` (§3 tracking query) on the request itself, forwarded by the browser from the page it was
 * opened with. Search, profiles, similar profiles and the match finder all ask this one question.
 */
export function visitorMaySearch(
  settings: Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  query: { network?: string | undefined; ref?: string | undefined },
): boolean {
  if (!settings.logged_out_search) return false;
  if (settings.logged_out_search_trafficsource && !(query.network?.trim() || query.ref?.trim())) return false;
  return true;
}

import type { FastifyRequest } from 'fastify';
import type { Settings } from '@dating/shared/contracts/index';
import type { Viewer } from '../auth/sessions';
import { authenticationRequired } from '../http/errors';
import type { SiteResolver } from '../sites/site-settings';

/**
 * Whether a visitor may search and view members (settings `logged_out_search`): never when the site
 * says no; with `logged_out_search_trafficsource`, only with a traffic source — a non-empty
 * `network` or `ref` (the tracking query) on the request itself, forwarded by the browser from the
 * page it was opened with. Search, profiles, similar profiles and the match finder all ask this one
 * question.
 */
export function visitorMaySearch(
  settings: Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  query: { network?: string | undefined; ref?: string | undefined },
): boolean {
  if (!settings.logged_out_search) return false;
  if (settings.logged_out_search_trafficsource && !(query.network?.trim() || query.ref?.trim())) return false;
  return true;
}

/**
 * The access rule of the search-like endpoints (search, profile, similar, match finder), beyond their
 * descriptors' `visitor`: a member always, a visitor only when the site lets visitors search; any other
 * visitor ends with 403 authentication_required.
 */
export async function allowVisitorSearch(
  sites: SiteResolver,
  request: Pick<FastifyRequest, 'headers'> & { query: { network?: string | undefined; ref?: string | undefined } },
  viewer: Viewer | null,
): Promise<void> {
  if (viewer) return;
  const { settings } = await sites.forHost(request.headers.host);
  if (!visitorMaySearch(settings, request.query)) throw authenticationRequired();
}

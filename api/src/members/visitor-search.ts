import type { FastifyRequest } from 'fastify';
import type { Settings } from '@dating/shared/contracts/index';
import type { Viewer } from '../auth/sessions';
import { getViewer } from '../auth/viewer';
import type { Db } from '../db/database';
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
 * The viewer of a search-like request (search, profile, similar, match finder), or null for a
 * visitor the site lets search; any other visitor ends with 403 authentication_required.
 */
export async function searchingViewer(
  db: Db,
  sites: SiteResolver,
  request: FastifyRequest<{ Querystring: { network?: string | undefined; ref?: string | undefined } }>,
): Promise<Viewer | null> {
  const viewer = await getViewer(db, request);
  if (viewer) return viewer;
  const { settings } = await sites.forHost(request.headers.host);
  if (!visitorMaySearch(settings, request.query)) throw authenticationRequired();
  return null;
}

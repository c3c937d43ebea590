import type {} from '@fastify/static';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES } from '@dating/shared/contracts/index';
import { matchRoute } from '@dating/shared/routes/match-route';
import { isStaffPath } from '@dating/shared/routes/staff-route-table';
import { errorBody, noSuchEndpoint } from '../http/errors';
import type { Db } from '../db/database';
import { gifImageOrigins } from '../gifs/giphy-hosts';
import type { VisitorCountry } from '../geo/visitor-country';
import type { SiteResolver } from '../sites/site-settings';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-headers';
import { pageStatus, staffPageStatus } from './page-status';
import { remoteOrigins, remotesMap } from './remotes';
import { setContentSecurityPolicy } from './security-headers';
import { pageLocale, renderShellHtml } from './shell-html';
import { registerWebManifest } from './web-manifest';
import type { Config } from '../config';

const REMOTE_FOLDERS = new Set<string>(Object.values(REMOTES));

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A relative path inside `root`, or null when it would escape it (`..`, absolute, NUL). */
function safeJoin(root: string, relative: string): string | null {
  if (relative.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.sep}${relative}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

function wantsHtml(request: FastifyRequest, pathname: string): boolean {
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  // curl and friends send */* (or nothing): extension-less paths are pages, `/x.js` is a missing file.
  return (accept === '' || accept.includes('*/*')) && path.posix.extname(pathname) === '';
}

export interface StaticDeps {
  config: Pick<Config, 'staticRoot' | 'dataDir' | 'remoteUrls' | 'gifProvider'>;
  sites: SiteResolver;
  /** Profile pages answer 404 for a profile the viewer may not see (page-status.ts). */
  db: Db;
  /** The inlined settings carry the visitor's country. */
  geo: Pick<VisitorCountry, 'settingsFor'>;
}

/**
 * Files of the data folder that never change under their name (photos, the local GIF catalogue):
 * `immutable`, loadable by a shell on another origin, nothing outside `dir`.
 */
function serveDataFolder(app: FastifyInstance, prefix: string, dir: string, missing: string): void {
  app.get<{ Params: { '*': string } }>(`${prefix}*`, async (request, reply) => {
    const file = safeJoin(dir, request.params['*']);
    if (!file || !(await isFile(file))) return reply.code(404).send(errorBody('not_found', missing));
    reply.header('cache-control', IMMUTABLE);
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.sendFile(path.relative(dir, file), dir);
  });
}

/**
 * Production serving: remotes under /mf/<folder>/ (CORS, since a shell elsewhere may load them),
 * photos under /photos/, the local GIF catalogue under /gifs/, the shell's files at /, and for every
 * other page the shell's HTML rendered for the requesting host (404 status when no route of the
 * table matches, or a profile page's profile is not there for this viewer).
 */
export function registerStaticRoutes(app: FastifyInstance, deps: StaticDeps): void {
  const { config } = deps;
  const shellDist = path.join(config.staticRoot, 'shell', 'dist');
  const photoDir = path.join(config.dataDir, 'photos');

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return remotesMap(config);
  });

  app.get<{ Params: { folder: string; '*': string } }>('/mf/:folder/*', async (request, reply) => {
    const { folder, '*': rest } = request.params;
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (!REMOTE_FOLDERS.has(folder)) return reply.code(404).send(errorBody('not_found', 'Unknown remote'));
    const root = path.join(config.staticRoot, folder, 'dist');
    const file = safeJoin(root, rest);
    if (!file || !(await isFile(file))) return reply.code(404).send(errorBody('not_found', 'File not found'));
    reply.header('cache-control', cacheControlFor(file));
    return reply.sendFile(path.relative(root, file), root);
  });

  // A photo never changes under its name (a new upload gets a new file name); a catalogue GIF's
  // name carries a hash of its content.
  serveDataFolder(app, '/photos/', photoDir, 'Photo not found');
  serveDataFolder(app, '/gifs/', path.join(config.dataDir, 'gifs'), 'GIF not found');

  // Browsers ask for /favicon.ico on pages that name no icon (the pages the api renders itself):
  // the shell's icon answers, so no page logs a 404 for it.
  app.get('/favicon.ico', async (_request, reply) => {
    if (!(await isFile(path.join(shellDist, 'favicon.svg')))) return reply.code(404).send(errorBody('not_found', 'File not found'));
    reply.header('cache-control', NO_CACHE);
    return reply.type('image/svg+xml').sendFile('favicon.svg', shellDist);
  });

  // The installed app's manifest, per site; its icons and /sw.js are shell files (below): unhashed,
  // so revalidated on every use — a new worker or icon is picked up at once.
  registerWebManifest(app, deps.sites);

  // A route, not the not-found handler: route hooks (compression) apply to pages and shell files.
  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = rawPath(request.url);
    if (!isDecodable(pathname)) return reply.code(400).send(errorBody('validation_failed', 'Malformed URL', { field: 'path' }));
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.code(404).send(noSuchEndpoint(request).toBody());
    }
    // The shell's own built files (but never index.html raw: it is always rendered per host).
    if (pathname !== '/' && pathname !== '/index.html') {
      const file = safeJoin(shellDist, decodeURIComponent(pathname).slice(1));
      if (file && (await isFile(file))) {
        reply.header('cache-control', cacheControlFor(file));
        return reply.sendFile(path.relative(shellDist, file), shellDist);
      }
    }
    if (!wantsHtml(request, pathname)) return reply.code(404).send(errorBody('not_found', 'File not found'));

    let template: string;
    try {
      template = await fs.readFile(path.join(shellDist, 'index.html'), 'utf8');
    } catch {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(`The shell is not built (${path.join(shellDist, 'index.html')} is missing). Run \`npm run build\` and reload.\n`);
    }
    const site = await deps.sites.forHost(request.headers.host);
    const settings = await deps.geo.settingsFor(site.settings, request);
    // matchRoute decodes params itself, so it gets the raw (still encoded) path.
    const status = isStaffPath(pathname)
      ? await staffPageStatus(deps.db, request, pathname)
      : await pageStatus(deps.db, request, matchRoute(pathname), site.settings);
    // The page shows photos from the site's CDN: its CSP allows that origin too.
    setContentSecurityPolicy(request, reply, {
      remoteOrigins: remoteOrigins(config),
      imageOrigins: gifImageOrigins(config),
      cdnPrefix: site.settings.cdn_prefix,
    });
    // The page's language follows the locale cookie and Accept-Language.
    reply.header('vary', 'host, cookie, accept-language');
    return reply
      .code(status)
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(renderShellHtml(template, settings, reply.styleNonce, pageLocale(request.headers, site.settings)));
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => reply.code(404).send(noSuchEndpoint(request).toBody()));
}

function rawPath(url: string): string {
  return url.split('?')[0] ?? '/';
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

// `npm run lint -- paths`: no hand-written app or api paths in the browser's code. A path written by
// hand (`navigate('/premium')`, `<Link to="/settings">`, `sendBeacon('/api/page-hidden.php')`) breaks
// silently when the route table or the api changes; `pathTo('premium')` and an endpoint descriptor's
// `path` fail the type check.
import { APP_FOLDERS, browserSources, matchesIn } from './browser-sources.mjs';

/** `navigate('/…')`, `to="/…"`, `href={'/…'}`, `to: '/…'` (a link list), each with a path that is not the api's. */
const APP_PATH = [/\bnavigate\(\s*['"`]\/(?!api\/)/g, /\b(?:to|href)=\{?\s*['"`]\/(?!api\/)/g, /\b(?:to|href):\s*['"`]\/(?!api\/)/g];
/** A string that starts with an api path: `'/api/page-hidden.php'`, `` `/api/photo.php?id=${id}` ``. */
const API_PATH = /['"`]\/api\/[^'"`\s]*\.php/g;
/** shared/'s descriptors are where api paths are written; its msw handlers stand in for the api in tests and dev servers. */
const API_PATH_FOLDERS = [...APP_FOLDERS, 'shared/src'];
const API_PATH_ALLOWED = /^shared\/src\/(contracts|msw)\//;

const appPaths = [...browserSources(APP_FOLDERS)].flatMap((source) => APP_PATH.flatMap((pattern) => matchesIn(source, pattern)));
const apiPaths = [...browserSources(API_PATH_FOLDERS)]
  .filter(({ file }) => !API_PATH_ALLOWED.test(file))
  .flatMap((source) => matchesIn(source, API_PATH));

if (appPaths.length) {
  console.error(
    `App paths written by hand (use pathTo/withQuery from @dating/shared/routes/path-to):\n${[...new Set(appPaths)].join('\n')}`,
  );
}
if (apiPaths.length) {
  console.error(`Api paths written by hand (use the endpoint descriptor: api.call(endpoint), endpoint.path):\n${apiPaths.join('\n')}`);
}
if (appPaths.length || apiPaths.length) process.exit(1);

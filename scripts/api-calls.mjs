// `npm run lint -- api`: in a remote, the api is called only from an `api/` folder (`src/api/` or a
// feature's `api/`), never from a component (docs/data-fetching.md): a call in a component bypasses the
// remote's query cache and the hook that says what else changed.
import { browserSources, matchesIn } from './browser-sources.mjs';
import { REMOTE_DIRS } from './workspaces.mjs';

/**
 * `api.call(` (also `context.api.call(`, or split over lines), the client's raw `api.get(`/`post`/`put`/`delete`,
 * and any other name's `.call(someEndpoint`.
 */
const CALL = /\bapi\s*\.\s*(?:call|get|post|put|delete)\s*\(|\.\s*call\s*\(\s*[A-Za-z_$][\w$]*Endpoint\b/g;
const IN_API_FOLDER = /^mf-[^/]+\/src\/(?:.+\/)?api\//;

const found = [...browserSources(REMOTE_DIRS.map((dir) => `${dir}/src`))]
  .filter(({ file }) => !IN_API_FOLDER.test(file))
  .flatMap((source) => matchesIn(source, CALL));
if (found.length) {
  console.error(`api.call outside an api/ folder (move it into the feature's api/ hook, see docs/data-fetching.md):\n${found.join('\n')}`);
  process.exit(1);
}

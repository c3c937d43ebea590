// `npm start`: build what is not built, then run the api, which migrates, seeds an empty database
// and serves everything (shell, remotes, api) at http://localhost:${PORT:-8080}.
import { build } from './build.mjs';
import { run } from './run.mjs';

await build({ ifNeeded: true });
const code = await run('npx', ['tsx', 'api/src/main.ts']);
process.exit(code);

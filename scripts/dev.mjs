// `npm run dev`: the api (watch mode) plus every app's dev server. The api's remote map points at the
// remotes' dev servers, and the shell's dev server (http://localhost:3000) proxies /api to the api.
import { spawn } from 'node:child_process';
import { REMOTES, ROOT } from './workspaces.mjs';

const remoteEnv = Object.fromEntries(
  Object.entries(REMOTES).map(([name, { devPort }]) => [
    `REMOTE_URL_${name.toUpperCase()}`,
    `http://localhost:${devPort}/mf-manifest.json`,
  ]),
);

const children = [
  spawn('npx', ['tsx', 'watch', 'api/src/main.ts'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...remoteEnv } }),
  spawn('npm', ['run', 'dev', '-w', 'shell'], { cwd: ROOT, stdio: 'inherit' }),
  ...Object.values(REMOTES).map(({ dir }) => spawn('npm', ['run', 'dev', '-w', dir], { cwd: ROOT, stdio: 'inherit' })),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Shell: http://localhost:3000 (api on http://localhost:8080)');

// `npm run bench:size`: how much JavaScript (gzip -9) the browser fetches for `/` (shell initial) and
// what each remote's first route adds, measured in headless Chromium against the built files.
//
// Server: the real api (api/src/main.ts, temp DATA_DIR, SEED_PROFILES=20) when it exists, because
// that is what users get (remotes.json, inlined settings, real /api/* answers). Until it exists, a
// loopback static server stands in: shell/dist at /, mf-*/dist at /mf/<folder>/, /remotes.json, and
// the shell's index.html with the msw settings fixture inlined as `app-settings`.
// Writes bench/results/size.json and bench/results/size.md. A benchmark, not a test: it never fails
// on a budget, it reports it.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');
const require = createRequire(import.meta.url);

/** Federation name → folder, from the one list of remotes. */
const REMOTES = Object.fromEntries(
  Object.entries(require('../shared/src/contracts/remotes.json')).map(([name, remote]) => [name, remote.dir]),
);
const BUDGET = { shellInitialKb: 130, remoteAdditionKb: 50 };
/** A hook name that only @module-federation/runtime-core contains: one hit per copy of the MF runtime. */
const MF_RUNTIME_MARKER = 'beforeInitContainer';
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function buildIfMissing() {
  for (const dir of ['shell', ...Object.values(REMOTES)]) {
    if (existsSync(join(ROOT, dir, 'dist'))) continue;
    console.log(`▸ ${dir}/dist is missing: building it`);
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', dir], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`build of ${dir} failed`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function startRealApi() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-size-'));
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'api/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_PROFILES: '20', NODE_ENV: 'production' },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health.php`, 180_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    kind: 'real api (api/src/main.ts, SEED_PROFILES=20)',
    url,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

async function startStaticServer() {
  const { tsImport } = await import('tsx/esm/api');
  const { settingsFixture } = await tsImport('../shared/src/msw/fixtures.ts', import.meta.url);
  const settingsScript = `<script type="application/json" id="app-settings">${JSON.stringify(settingsFixture).replace(/</g, '\\u003c')}</script>`;
  const indexHtml = readFileSync(join(ROOT, 'shell', 'dist', 'index.html'), 'utf8').replace('</head>', `${settingsScript}</head>`);
  const remotesJson = JSON.stringify({
    remotes: Object.fromEntries(Object.entries(REMOTES).map(([name, dir]) => [name, `/mf/${dir}/mf-manifest.json`])),
  });

  const sendFile = (res, root, relative) => {
    const file = normalize(join(root, relative));
    if (!file.startsWith(root + sep) || !existsSync(file) || statSync(file).isDirectory()) return false;
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('access-control-allow-origin', '*');
    createReadStream(file).pipe(res);
    return true;
  };

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const remote = /^\/mf\/(mf-[a-z]+)\/(.+)$/.exec(path);
    if (remote && Object.values(REMOTES).includes(remote[1]) && sendFile(res, join(ROOT, remote[1], 'dist'), remote[2])) return;
    if (path === '/remotes.json') {
      res.setHeader('content-type', 'application/json');
      res.end(remotesJson);
      return;
    }
    if (path.startsWith('/api/')) {
      // Only what a logged-out first visit asks for; everything else is "not here".
      res.setHeader('content-type', 'application/json');
      if (path === '/api/user.php') res.end('{"user":null}');
      else if (path === '/api/settings.php') res.end(JSON.stringify(settingsFixture));
      else {
        res.statusCode = 404;
        res.end('{"error":{"code":"not_found","message":"not in the bench stand-in"}}');
      }
      return;
    }
    if (path !== '/' && sendFile(res, join(ROOT, 'shell', 'dist'), path.slice(1))) return;
    res.setHeader('content-type', 'text/html');
    res.end(indexHtml);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    kind: 'static stand-in (api/src/main.ts not found)',
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((r) => server.close(() => r())),
  };
}

/** Every JS response of a page, gzipped here at level 9 (servers may compress differently). */
function recordScripts(page, origin) {
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!(type.includes('javascript') || /\.m?js(\?|$)/.test(url)) || response.status() >= 400) return;
    try {
      const body = await response.body();
      scripts.set(url, {
        url: url.startsWith(origin) ? url.slice(origin.length) : url,
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        mfRuntime: body.includes(MF_RUNTIME_MARKER),
      });
    } catch {
      // a response without a body (redirect, aborted navigation): nothing was downloaded
    }
  });
  return scripts;
}

const settle = (page) => page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
const ownerOf = (path) => Object.entries(REMOTES).find(([, dir]) => path.startsWith(`/mf/${dir}/`))?.[0] ?? 'shell';

async function measure(baseUrl) {
  const { tsImport } = await import('tsx/esm/api');
  const { ROUTES } = await tsImport('../shared/src/routes/route-table.ts', import.meta.url);
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // 1. The first visit to `/`.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = recordScripts(page, baseUrl);
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await settle(page);
    const home = [...scripts.values()];
    const shellInitial = home.filter((file) => ownerOf(file.url) === 'shell');
    const remotesOnHome = Object.fromEntries(
      Object.keys(REMOTES)
        .map((name) => [name, home.filter((file) => ownerOf(file.url) === name)])
        .filter(([, files]) => files.length > 0),
    );
    await context.close();

    // 2. Per remote: open `/`, then go to the remote's first route inside the same page (as a user
    //    clicking a link would), and count what arrives for it.
    const remotes = {};
    for (const name of Object.keys(REMOTES)) {
      const route = ROUTES.find((candidate) => candidate.owner === name);
      const path = route.path
        .replace(/\/:[a-zA-Z]+\?/g, '')
        .replace(/:id\b/g, '12')
        .replace(/:type\b/g, 'received')
        .replace(/:name\b/g, route.name === 'pages-name' ? 'faq' : 'gallery')
        .replace(/:token\b/g, 'aB3dE5gH7jK9mN1pQ2');
      const ctx = await browser.newContext();
      const tab = await ctx.newPage();
      const seen = recordScripts(tab, baseUrl);
      const pageErrors = [];
      tab.on('pageerror', (error) => pageErrors.push(error.message));
      await tab.goto(`${baseUrl}/`, { waitUntil: 'load' });
      await settle(tab);
      const before = new Set(seen.keys());
      if (path !== '/') {
        // react-router follows history changes announced with popstate.
        await tab.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, path);
      }
      const selector = `[data-remote="${name}"][data-parcel="${route.parcel}"]`;
      const mounted = await tab.waitForSelector(selector, { state: 'attached', timeout: 20_000 }).then(
        () => true,
        () => false,
      );
      await settle(tab);
      const all = [...seen.values()];
      const own = all.filter((file) => ownerOf(file.url) === name);
      const added = all.filter((file) => !before.has(`${baseUrl}${file.url}`) && ownerOf(file.url) !== name);
      remotes[name] = {
        route: route.name,
        path,
        mounted,
        pageErrors,
        // Everything of this remote the page holds once its first route shows (some of it may have
        // come with `/` already, e.g. layout pieces), plus anything else that arrived with the route.
        additionGzip: sum(own) + sum(added),
        ownGzip: sum(own),
        othersAddedGzip: sum(added),
        files: [...own, ...added].map(({ url, bytes, gzip }) => ({ url, bytes, gzip })),
      };
      await ctx.close();
    }

    const runtimeCopiesOnHome = home.filter((file) => file.mfRuntime).map((file) => file.url);
    return { shellInitial, remotesOnHome, remotes, runtimeCopiesOnHome };
  } finally {
    await browser.close();
  }
}

function report(server, { shellInitial, remotesOnHome, remotes, runtimeCopiesOnHome }) {
  const shellKb = kb(sum(shellInitial));
  const json = {
    measuredAt: new Date().toISOString(),
    server: server.kind,
    gzip: 'zlib level 9 of each JS response body',
    budgets: BUDGET,
    shellInitial: {
      gzipKb: shellKb,
      withinBudget: shellKb <= BUDGET.shellInitialKb,
      files: shellInitial.map(({ url, bytes, gzip }) => ({ url, bytes, gzip })),
    },
    remotesLoadedOnHome: Object.fromEntries(
      Object.entries(remotesOnHome).map(([name, files]) => [
        name,
        { gzipKb: kb(sum(files)), files: files.map(({ url, gzip }) => ({ url, gzip })) },
      ]),
    ),
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, r]) => [
        name,
        {
          route: r.route,
          path: r.path,
          mounted: r.mounted,
          pageErrors: r.pageErrors,
          additionKb: kb(r.additionGzip),
          ownKb: kb(r.ownGzip),
          othersAddedKb: kb(r.othersAddedGzip),
          withinBudget: kb(r.additionGzip) <= BUDGET.remoteAdditionKb,
          files: r.files,
        },
      ]),
    ),
    mfRuntime: { copiesOnHome: runtimeCopiesOnHome.length, files: runtimeCopiesOnHome, paidOnce: runtimeCopiesOnHome.length <= 1 },
  };

  const mark = (ok) => (ok ? '✓' : '✗');
  const lines = [
    '# JavaScript size (gzip -9)',
    '',
    `Measured ${json.measuredAt} in headless Chromium against the ${server.kind}. Written by \`npm run bench:size\` (bench/size.mjs).`,
    '',
    '| what | KB gz | budget | |',
    '|---|---:|---:|:-:|',
    `| shell initial (\`/\`, JS outside /mf/) | ${shellKb} | ${BUDGET.shellInitialKb} | ${mark(json.shellInitial.withinBudget)} |`,
    ...Object.entries(json.remotes).map(
      ([name, r]) =>
        `| ${name}: first route \`${r.path}\` (${r.route})${r.mounted ? '' : ' — parcel NOT seen'}${r.pageErrors.length ? ` — ${r.pageErrors.length} page error(s)` : ''} | ${r.additionKb} | ${BUDGET.remoteAdditionKb} | ${mark(r.withinBudget)} |`,
    ),
    '',
    `Module Federation runtime copies on \`/\`: **${json.mfRuntime.copiesOnHome}** (${json.mfRuntime.paidOnce ? 'paid once' : 'paid more than once'})${json.mfRuntime.files.length ? ': ' + json.mfRuntime.files.map((f) => `\`${f}\``).join(', ') : ''}.`,
    '',
    "A remote's figure is every file of that remote the page holds once its first route shows (some, like",
    'layout pieces, may already have come with `/`), plus any other JS that arrived with the route.',
    '',
    '## Remotes loaded by `/` itself',
    '',
    ...(Object.keys(json.remotesLoadedOnHome).length
      ? Object.entries(json.remotesLoadedOnHome).map(([name, r]) => `- ${name}: ${r.gzipKb} KB gz (${r.files.length} files)`)
      : ['- none']),
    '',
    '## Files',
    '',
    '### shell initial',
    '',
    ...json.shellInitial.files.map((f) => `- \`${f.url}\` ${kb(f.gzip)} KB gz (${kb(f.bytes)} KB raw)`),
    ...Object.entries(json.remotes).flatMap(([name, r]) => [
      '',
      `### ${name}`,
      '',
      ...r.files.map((f) => `- \`${f.url}\` ${kb(f.gzip)} KB gz (${kb(f.bytes)} KB raw)`),
    ]),
    '',
  ];
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'size.json'), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(join(RESULTS, 'size.md'), lines.join('\n'));
  console.log(lines.slice(0, 6 + 2 + Object.keys(json.remotes).length + 2).join('\n'));
}

buildIfMissing();
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}: apt-get update && apt-get install -y chromium (or set PLAYWRIGHT_CHROMIUM_PATH)`);
}
const server = existsSync(join(ROOT, 'api', 'src', 'main.ts')) ? await startRealApi() : await startStaticServer();
try {
  report(server, await measure(server.url));
} finally {
  await server.stop();
}

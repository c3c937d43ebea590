// `npm run bench:size`: how much JavaScript (gzip -9) the browser fetches for `/` (the shell's first
// load) and what a route of each remote adds, measured in headless Chromium against the built files,
// as a visitor and as the free demo member (logged in through the api in the same Chromium run).
//
// Server: the real api (api/src/main.ts, temp DATA_DIR, SEED_PROFILES=20) when it exists, because
// that is what users get (remotes.json, inlined settings, real /api/* answers). Until it exists, a
// loopback static server stands in: shell/dist at /, mf-*/dist at /mf/<folder>/, /remotes.json, and
// the shell's index.html with the msw settings fixture inlined as `app-settings`.
// Writes bench/results/size.json and bench/results/size.md, against the 130/50 KB targets (reported,
// not enforced). `--check` (a step of `npm test`) writes nothing and fails when a figure grew above
// bench/size-budget.json, the ratchet: see the rule there.
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cleanUpOnSignals, freePort, ROOT, startApi } from './support/api-process.mjs';
import { CHROMIUM, CHROMIUM_ARGS, prepareBrowserBench, REMOTES } from './support/browser.mjs';
import { benchArgs } from './support/cli.mjs';
import { writeResult } from './support/results.mjs';

const args = benchArgs(
  `usage: node bench/size.mjs [--check | --lower | --write-budget]
  (none)          measure, write bench/results/size.{json,md} (BENCH_RESULTS: another folder)
  --check         measure, fail when a figure grew above bench/size-budget.json; writes nothing
  --lower         --check, and lower the figures in bench/size-budget.json that dropped
  --write-budget  measure, and make today's figures bench/size-budget.json's
Environment: PLAYWRIGHT_CHROMIUM_PATH (default /usr/bin/chromium).`,
  { flags: ['check', 'lower', 'write-budget'] },
).flags;
const checking = args.has('check') || args.has('lower');

const require = createRequire(import.meta.url);
const BUDGET = { shellInitialKb: 130, remoteAdditionKb: 50 };
/** A hook name that only @module-federation/runtime-core contains: one hit per copy of the MF runtime. */
const MF_RUNTIME_MARKER = 'beforeInitContainer';

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

async function startRealApi() {
  const api = await startApi({ env: { SEED_PROFILES: '20' }, tempPrefix: 'bench-size-', timeoutMs: 180_000 });
  return { kind: 'real api (api/src/main.ts, SEED_PROFILES=20)', url: api.base, stop: api.stop };
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

/**
 * Every JS response of a page, gzipped here at level 9 (servers may compress differently). Reading a
 * body is asynchronous and may finish after the network went idle, so `settle` also waits for the
 * bodies still being read: a figure never misses a file that was downloaded.
 */
function recordScripts(page, origin) {
  const scripts = new Map();
  const reading = new Set();
  page.on('response', (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!(type.includes('javascript') || /\.m?js(\?|$)/.test(url)) || response.status() >= 400) return;
    const read = response
      .body()
      .then((body) => {
        scripts.set(url, {
          url: url.startsWith(origin) ? url.slice(origin.length) : url,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          mfRuntime: body.includes(MF_RUNTIME_MARKER),
        });
      })
      .catch(() => {
        // a response without a body (redirect, aborted navigation): nothing was downloaded
      })
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  scripts.reading = reading;
  return scripts;
}

async function settle(page, scripts) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // Bounded: each round waits for the bodies being read now; a response arriving meanwhile adds one.
  for (let round = 0; round < 10 && scripts.reading.size > 0; round += 1) await Promise.all(scripts.reading);
}
const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
const ownerOf = (path) => Object.entries(REMOTES).find(([, dir]) => path.startsWith(`/mf/${dir}/`))?.[0] ?? 'shell';

/**
 * What is measured, per role: the shell's first load of `/`, then each listed route reached from `/`
 * inside the page. One route per remote the role can open; a visitor cannot open mf_chat's or
 * mf_likes' routes (they redirect to /login, which the visitor's `/login` entry already measures).
 */
const MEASURED_ROUTES = {
  // `staff-login`: the staff console's door (shared/src/routes/staff-route-table.ts), the one page of mf_staff
  // anyone can open; a member's pages never load mf_staff, which the member's own figures hold.
  visitor: ['index', 'members', 'premium', 'login', 'staff-login'],
  member: ['members', 'chats', 'likes', 'credits', 'profile'],
};
/** The demo member the seed always creates (api/src/seed/demo-members.ts). */
const DEMO_MEMBER = { email: 'free@demo.test', password: 'demo-password' };

/** The browser state of a logged-in demo member, logged in through the real api. */
async function memberState(browser, baseUrl) {
  const { tsImport } = await import('tsx/esm/api');
  const { CLIENT_HEADER, CLIENT_HEADER_VALUE } = await tsImport('../shared/src/contracts/errors.ts', import.meta.url);
  const context = await browser.newContext();
  try {
    const response = await context.request.post(`${baseUrl}/api/user.php`, {
      data: DEMO_MEMBER,
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    });
    if (response.status() !== 200) throw new Error(`login of ${DEMO_MEMBER.email} failed: ${response.status()} ${await response.text()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function measureRole(browser, baseUrl, ROUTES, storageState) {
  // 1. The first visit to `/`.
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const scripts = recordScripts(page, baseUrl);
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await settle(page, scripts);
  const home = [...scripts.values()];
  const shellInitial = home.filter((file) => ownerOf(file.url) === 'shell');
  const remotesOnHome = Object.fromEntries(
    Object.keys(REMOTES)
      .map((name) => [name, home.filter((file) => ownerOf(file.url) === name)])
      .filter(([, files]) => files.length > 0),
  );
  await context.close();

  // 2. Per route: open `/`, then go to the route inside the same page (as a user clicking a link
  //    would), and count what arrives for it.
  const routes = {};
  for (const routeName of MEASURED_ROUTES[storageState ? 'member' : 'visitor']) {
    const route = ROUTES.find((candidate) => candidate.name === routeName);
    const name = route.owner;
    const path = route.path;
    const ctx = await browser.newContext({ storageState });
    const tab = await ctx.newPage();
    const seen = recordScripts(tab, baseUrl);
    const pageErrors = [];
    tab.on('pageerror', (error) => pageErrors.push(error.message));
    await tab.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await settle(tab, seen);
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
    await settle(tab, seen);
    const all = [...seen.values()];
    const own = all.filter((file) => ownerOf(file.url) === name);
    const added = all.filter((file) => !before.has(`${baseUrl}${file.url}`) && ownerOf(file.url) !== name);
    routes[path] = {
      remote: name,
      route: route.name,
      mounted,
      pageErrors,
      // Everything of this remote the page holds once the route shows (some of it may have come
      // with `/` already, e.g. layout pieces), plus anything else that arrived with the route.
      additionGzip: sum(own) + sum(added),
      ownGzip: sum(own),
      othersAddedGzip: sum(added),
      files: [...own, ...added].map(({ url, bytes, gzip }) => ({ url, bytes, gzip })),
    };
    await ctx.close();
  }

  const runtimeCopiesOnHome = home.filter((file) => file.mfRuntime).map((file) => file.url);
  return { shellInitial, remotesOnHome, routes, runtimeCopiesOnHome };
}

async function measure(baseUrl) {
  const { tsImport } = await import('tsx/esm/api');
  const { ROUTES: MEMBER_ROUTES } = await tsImport('../shared/src/routes/route-table.ts', import.meta.url);
  const { STAFF_ROUTES } = await tsImport('../shared/src/routes/staff-route-table.ts', import.meta.url);
  const ROUTES = [...MEMBER_ROUTES, ...STAFF_ROUTES];
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    return {
      visitor: await measureRole(browser, baseUrl, ROUTES, undefined),
      member: await measureRole(browser, baseUrl, ROUTES, await memberState(browser, baseUrl)),
    };
  } finally {
    await browser.close();
  }
}

/** The figures the ratchet (bench/size-budget.json) holds: name → bytes gz. */
function entries(measured) {
  const figures = {};
  for (const [role, { shellInitial, remotesOnHome, routes }] of Object.entries(measured)) {
    figures[`${role}: shell first load /`] = sum(shellInitial);
    for (const [remote, files] of Object.entries(remotesOnHome)) figures[`${role}: / loads ${remote}`] = sum(files);
    for (const [path, r] of Object.entries(routes)) figures[`${role}: ${path} adds (${r.remote})`] = r.additionGzip;
  }
  return figures;
}

/** Problems that make a measurement worthless: a parcel that never showed, a page error. */
function brokenRoutes(measured) {
  return Object.entries(measured).flatMap(([role, { routes }]) =>
    Object.entries(routes).flatMap(([path, r]) => [
      ...(r.mounted ? [] : [`${role}: ${path}: the ${r.remote} parcel ${r.route} never showed`]),
      ...r.pageErrors.map((error) => `${role}: ${path}: page error ${error}`),
    ]),
  );
}

function report(server, measured) {
  const roleJson = ({ shellInitial, remotesOnHome, routes, runtimeCopiesOnHome }) => ({
    shellInitial: {
      gzipKb: kb(sum(shellInitial)),
      withinBudget: kb(sum(shellInitial)) <= BUDGET.shellInitialKb,
      files: shellInitial.map(({ url, bytes, gzip }) => ({ url, bytes, gzip })),
    },
    remotesLoadedOnHome: Object.fromEntries(
      Object.entries(remotesOnHome).map(([name, files]) => [
        name,
        { gzipKb: kb(sum(files)), files: files.map(({ url, gzip }) => ({ url, gzip })) },
      ]),
    ),
    routes: Object.fromEntries(
      Object.entries(routes).map(([path, r]) => [
        path,
        {
          remote: r.remote,
          route: r.route,
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
  });
  const json = {
    measuredAt: new Date().toISOString(),
    server: server.kind,
    gzip: 'zlib level 9 of each JS response body',
    budgets: BUDGET,
    visitor: roleJson(measured.visitor),
    member: roleJson(measured.member),
  };

  const mark = (ok) => (ok ? '✓' : '✗');
  const roleRows = (role) => {
    const r = json[role];
    return [
      `| ${role}: shell first load (\`/\`, JS outside /mf/) | ${r.shellInitial.gzipKb} | ${BUDGET.shellInitialKb} | ${mark(r.shellInitial.withinBudget)} |`,
      ...Object.entries(r.routes).map(
        ([path, route]) =>
          `| ${role}: \`${path}\` adds (${route.remote} ${route.route})${route.mounted ? '' : ' — parcel NOT seen'}${route.pageErrors.length ? ` — ${route.pageErrors.length} page error(s)` : ''} | ${route.additionKb} | ${BUDGET.remoteAdditionKb} | ${mark(route.withinBudget)} |`,
      ),
    ];
  };
  const roleSections = (role) => {
    const r = json[role];
    return [
      '',
      `## As a ${role}`,
      '',
      `Module Federation runtime copies on \`/\`: **${r.mfRuntime.copiesOnHome}** (${r.mfRuntime.paidOnce ? 'paid once' : 'paid more than once'})${r.mfRuntime.files.length ? ': ' + r.mfRuntime.files.map((f) => `\`${f}\``).join(', ') : ''}.`,
      '',
      'Remotes loaded by `/` itself:',
      '',
      ...(Object.keys(r.remotesLoadedOnHome).length
        ? Object.entries(r.remotesLoadedOnHome).map(([name, remote]) => `- ${name}: ${remote.gzipKb} KB gz (${remote.files.length} files)`)
        : ['- none']),
      '',
      '### shell first load',
      '',
      ...r.shellInitial.files.map((f) => `- \`${f.url}\` ${kb(f.gzip)} KB gz (${kb(f.bytes)} KB raw)`),
      ...Object.entries(r.routes).flatMap(([path, route]) => [
        '',
        `### \`${path}\` (${route.remote})`,
        '',
        ...route.files.map((f) => `- \`${f.url}\` ${kb(f.gzip)} KB gz (${kb(f.bytes)} KB raw)`),
      ]),
    ];
  };
  const table = ['| what | KB gz | budget | |', '|---|---:|---:|:-:|', ...roleRows('visitor'), ...roleRows('member')];
  const lines = [
    '# JavaScript size (gzip -9)',
    '',
    `Measured ${json.measuredAt} in headless Chromium against the ${server.kind}, as a visitor and as the free demo member (logged in through the api). Written by \`npm run bench:size\` (bench/size.mjs).`,
    '',
    ...table,
    '',
    "A route's figure is every file of its remote the page holds once the route shows (some, like",
    'layout pieces, may already have come with `/`), plus any other JS that arrived with the route.',
    ...roleSections('visitor'),
    ...roleSections('member'),
    '',
  ];
  writeResult('size', { json, markdown: lines.join('\n') });
  console.log(table.join('\n'));
}

/**
 * The ratchet: every entry of bench/size-budget.json against this measurement. Fails (returns the
 * problems) when an entry grew more than the tolerance, or when the measured entries and the file's
 * differ. With `lower`, writes the file back with every figure that dropped lowered (never raised).
 */
function checkBudget(measured, { lower }) {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  const figures = entries(measured);
  const problems = brokenRoutes(measured);
  for (const [name, bytes] of Object.entries(figures)) {
    const limit = budget.gzipBytes[name];
    if (limit === undefined) problems.push(`${name}: ${bytes} B gz measured, not in ${BUDGET_FILE_NAME}`);
    else if (bytes > limit + budget.toleranceBytes)
      problems.push(`${name}: ${bytes} B gz, above its ${limit} B (+${budget.toleranceBytes} B tolerance) in ${BUDGET_FILE_NAME}`);
  }
  for (const name of Object.keys(budget.gzipBytes)) {
    if (!(name in figures)) problems.push(`${name}: in ${BUDGET_FILE_NAME}, no longer measured`);
  }
  const dropped = Object.entries(figures).filter(([name, bytes]) => bytes < (budget.gzipBytes[name] ?? 0) - budget.toleranceBytes);
  if (lower && dropped.length) {
    for (const [name, bytes] of dropped) budget.gzipBytes[name] = bytes;
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
  }
  for (const [name, bytes] of dropped) {
    console.log(
      `${name}: ${bytes} B gz, ${budget.gzipBytes[name] - bytes} B below ${BUDGET_FILE_NAME}${lower ? ': lowered' : ': lower it (--lower)'}`,
    );
  }
  return problems;
}

const BUDGET_FILE_NAME = 'bench/size-budget.json';
const BUDGET_FILE = join(ROOT, BUDGET_FILE_NAME);

prepareBrowserBench();
cleanUpOnSignals();
const server = existsSync(join(ROOT, 'api', 'src', 'main.ts')) ? await startRealApi() : await startStaticServer();
let measured;
try {
  measured = await measure(server.url);
} finally {
  await server.stop();
}
if (args.has('write-budget')) {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  writeFileSync(BUDGET_FILE, `${JSON.stringify({ ...budget, gzipBytes: entries(measured) }, null, 2)}\n`);
}
if (checking) {
  const problems = checkBudget(measured, { lower: args.has('lower') });
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exitCode = problems.length ? 1 : 0;
} else {
  report(server, measured);
}

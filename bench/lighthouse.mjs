// `npm run bench:lighthouse`: Lighthouse's performance audit of the funnel's first pages — `/`, every
// lander, the swipe lander and a fictional profile's member landing page — as a visitor on a phone over
// a mobile network: Lighthouse's mobile form factor with its default simulated throttling (slow 4G,
// 4× CPU slowdown), one cold run per page in a fresh headless Chromium (a second only when the first
// recorded no trace). The CPU slowdown multiplies this machine's own main-thread time, so TBT and the
// score move with the machine's load: each page's benchmark index (Lighthouse's CPU speed figure) is
// written beside its figures.
//
// Server: the real api (api/src/main.ts, temp DATA_DIR, SEED_PROFILES=20, NODE_ENV=production) serving the
// built shell and remotes, as bench/size.mjs does; what has no dist/ yet is built first (an older dist/
// is measured as it is: `npm run build` first to measure the working tree).
// Writes bench/results/lighthouse.json and bench/results/lighthouse.md. A benchmark, never an
// assertion: not part of `npm test`. Bounded: one run per page, each stopped after PAGE_TIMEOUT_MS.
// `npm run bench:lighthouse -- /landers/gallery /` measures only the paths given.
import { createRequire, register } from 'node:module';
import { cleanUpOnSignals, freePort, startApi } from './support/api-process.mjs';
import { CHROMIUM, CHROMIUM_ARGS, prepareBrowserBench } from './support/browser.mjs';
import { benchArgs } from './support/cli.mjs';
import { writeResult } from './support/results.mjs';

const only = benchArgs(
  `usage: node bench/lighthouse.mjs [path ...]
  (none)   every funnel page; with paths, only those (and the pages under them), e.g. /landers/gallery /
Writes bench/results/lighthouse.{json,md} (BENCH_RESULTS: another folder).
Environment: PLAYWRIGHT_CHROMIUM_PATH (default /usr/bin/chromium).`,
  { positionals: true },
).positionals;

/**
 * Lighthouse 12.2.3 (the last whose lock file installs here on Node 20) bundles a trace engine that
 * expects every PipelineReporter trace event to carry `chrome_frame_reporter`; today's Chromium leaves it
 * out of some, and the engine's throw takes the LCP element, layout shifts, render-blocking resources and
 * the LCP image priority down with it. The engine's newer releases read the field optionally: so does
 * this load hook, for that one line, before Lighthouse is imported.
 */
const TRACE_ENGINE_FIX = `export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.includes('/@paulirish/trace_engine/') || !url.endsWith('/handlers/ScreenshotsHandler.js')) return result;
  return { ...result, source: String(result.source).replace('chrome_frame_reporter.frame_sequence', 'chrome_frame_reporter?.frame_sequence') };
}`;
register(`data:text/javascript,${encodeURIComponent(TRACE_ENGINE_FIX)}`);
const { default: lighthouse } = await import('lighthouse');

const require = createRequire(import.meta.url);
/** A run that takes longer is stopped (its browser closed) and reported as failed. */
const PAGE_TIMEOUT_MS = 120_000;
/** Opportunities listed per page, and across all pages. */
const OPPORTUNITIES_PER_PAGE = 3;
const OPPORTUNITIES_OVERALL = 8;

async function startServer() {
  const api = await startApi({ env: { SEED_PROFILES: '20' }, tempPrefix: 'bench-lighthouse-', timeoutMs: 180_000 });
  return { kind: 'real api (api/src/main.ts, SEED_PROFILES=20, NODE_ENV=production)', url: api.base, stop: api.stop };
}

/** A fictional profile with a landing page: the first one the gallery lander shows. */
async function fictionalProfileId(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/api/lander.php?name=gallery`);
    if (!response.ok) return { error: `GET /api/lander.php?name=gallery answered ${response.status}` };
    const id = (await response.json()).profiles?.[0]?.id;
    return id === undefined ? { error: 'GET /api/lander.php?name=gallery listed no profile' } : { id };
  } catch (error) {
    return { error: `GET /api/lander.php?name=gallery failed: ${error.message}` };
  }
}

async function pagesToMeasure(baseUrl) {
  const { tsImport } = await import('tsx/esm/api');
  const { LANDER_NAMES } = await tsImport('../shared/src/landers/lander-catalog.ts', import.meta.url);
  const profile = await fictionalProfileId(baseUrl);
  const pages = [
    { path: '/', what: 'home (index)' },
    ...LANDER_NAMES.map((name) => ({ path: `/landers/${name}`, what: `lander ${name}` })),
    { path: '/landers/tinderswipe', what: 'swipe lander' },
    profile.id === undefined
      ? { path: '/members/<fictional id>/landing', what: 'member landing', skipped: profile.error }
      : { path: `/members/${profile.id}/landing`, what: 'member landing' },
  ];
  return only.length ? pages.filter((page) => only.includes(page.path) || only.some((path) => page.path.startsWith(`${path}/`))) : pages;
}

/**
 * One Lighthouse run in a browser of its own (so no page inherits another's cache or service worker),
 * launched by Playwright with a debugging port for Lighthouse to drive.
 */
async function audit(url) {
  const { chromium } = require('playwright-core');
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  let timer;
  try {
    const run = lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], locale: 'en-US' });
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result within ${PAGE_TIMEOUT_MS / 1000} s`)), PAGE_TIMEOUT_MS);
    });
    const result = await Promise.race([run, timeout]);
    return { lhr: result.lhr, chromium: browser.version() };
  } finally {
    clearTimeout(timer);
    // Closing the browser also ends a run that timed out.
    await browser.close();
  }
}

const round = (value, digits = 0) => (value === undefined || value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/** A URL of the measured origin as its path (the port changes from run to run). */
const shortUrl = (url) => url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '');

/** An element as the report names it: its selector, and its text (or, for an image, its tag). */
function element(node) {
  const text = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  // Lighthouse labels an element without text by its selector: the snippet says more.
  const label = text && !node.selector.startsWith(text.slice(0, 20)) ? text : (node.snippet ?? '');
  return { selector: node.selector, label: label.slice(0, 80) };
}

/** The figures of one page's Lighthouse result. */
function summarise(lhr) {
  const audits = lhr.audits;
  const numeric = (id) => audits[id]?.numericValue;
  const opportunities = Object.values(audits)
    .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 1)
    .map((a) => ({
      id: a.id,
      title: a.title,
      savingsMs: round(a.details.overallSavingsMs) ?? 0,
      savingsBytes: round(a.details.overallSavingsBytes) ?? 0,
      // What to look at first: the largest items (a duplicated module's source, a script's or an image's URL).
      items: [...(a.details.items ?? [])]
        .sort((x, y) => (y.wastedBytes ?? 0) - (x.wastedBytes ?? 0))
        .slice(0, 3)
        .map((item) => ({ what: shortUrl(item.source ?? item.url ?? ''), wastedBytes: round(item.wastedBytes) ?? 0 })),
    }))
    .filter((o) => o.savingsMs > 0 || o.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const layoutShifts = (audits['layout-shifts']?.details?.items ?? [])
    .filter((item) => item.node)
    .map((item) => ({ ...element(item.node), score: round(item.score, 3) }));
  return {
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    benchmarkIndex: round(lhr.environment.benchmarkIndex),
    // Audits Lighthouse could not compute (an empty list unless this Chromium's trace broke one).
    auditErrors: Object.values(audits)
      .filter((a) => a.scoreDisplayMode === 'error')
      .map((a) => a.id),
    score: round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: round(numeric('first-contentful-paint')),
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    speedIndexMs: round(numeric('speed-index')),
    transferBytes: round(numeric('total-byte-weight')),
    requests: audits['network-requests']?.details?.items?.length ?? null,
    lcpElement: lcpElement ? element(lcpElement) : null,
    layoutShifts,
    opportunities,
  };
}

/** Across pages: each opportunity with the pages it appears on and its largest saving. */
function overallOpportunities(pages) {
  const byId = new Map();
  for (const page of pages) {
    for (const o of page.result?.opportunities ?? []) {
      const seen = byId.get(o.id) ?? { id: o.id, title: o.title, pages: 0, maxSavingsMs: 0, maxSavingsBytes: 0, items: [], itemsOf: null };
      seen.pages += 1;
      if (o.savingsBytes > seen.maxSavingsBytes || seen.itemsOf === null) Object.assign(seen, { items: o.items, itemsOf: page.path });
      seen.maxSavingsMs = Math.max(seen.maxSavingsMs, o.savingsMs);
      seen.maxSavingsBytes = Math.max(seen.maxSavingsBytes, o.savingsBytes);
      byId.set(o.id, seen);
    }
  }
  return [...byId.values()]
    .sort((a, b) => b.maxSavingsMs - a.maxSavingsMs || b.maxSavingsBytes - a.maxSavingsBytes)
    .slice(0, OPPORTUNITIES_OVERALL);
}

const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const kbText = (bytes) => (bytes === null ? '–' : `${Math.round(bytes / 1024)} KB`);
const savingText = (o, ms, bytes) => [ms > 0 ? `${ms} ms` : null, bytes > 0 ? kbText(bytes) : null].filter(Boolean).join(', ');

function report(json) {
  const rows = json.pages.map(({ path, what, skipped, error, result }) => {
    if (skipped || error) return `| \`${path}\` (${what}) | ${skipped ? `skipped: ${skipped}` : `failed: ${error}`} | | | | | | |`;
    const r = result;
    return `| \`${path}\` (${what}) | **${r.score}** | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${r.tbtMs} ms | ${r.cls} | ${seconds(r.speedIndexMs)} | ${kbText(r.transferBytes)} |`;
  });
  const perPage = json.pages
    .filter((page) => page.result)
    .flatMap(({ path, result }) => [
      '',
      `### \`${path}\``,
      '',
      ...(result.finalUrl && new URL(result.finalUrl).pathname !== path ? [`Ended on \`${new URL(result.finalUrl).pathname}\`.`, ''] : []),
      `LCP element: ${result.lcpElement ? `\`${result.lcpElement.selector}\` (“${result.lcpElement.label}”)` : '–'}; ${result.requests ?? '–'} requests; benchmark index ${result.benchmarkIndex}.`,
      ...(result.layoutShifts.length
        ? ['', 'Layout shifts:', '', ...result.layoutShifts.map((shift) => `- ${shift.score}: \`${shift.selector}\` (“${shift.label}”)`)]
        : []),
      ...result.warnings.flatMap((warning) => ['', `Warning: ${warning}`]),
      ...(result.auditErrors.length ? ['', `Audits that failed: ${result.auditErrors.join(', ')}.`] : []),
      '',
      ...(result.opportunities.length
        ? result.opportunities
            .slice(0, OPPORTUNITIES_PER_PAGE)
            .map((o) => `- ${o.title} (\`${o.id}\`): ${savingText(o, o.savingsMs, o.savingsBytes)}`)
        : ['- no opportunity with a saving']),
    ]);
  const lines = [
    '# Lighthouse: performance of the funnel pages (mobile)',
    '',
    `Measured ${json.measuredAt} with Lighthouse ${json.lighthouse} in headless Chromium ${json.chromium ?? ''} against the ${json.server}: mobile form factor, simulated throttling (Lighthouse's default: slow 4G, 4× CPU slowdown), one cold run per page. Written by \`npm run bench:lighthouse\` (bench/lighthouse.mjs).`,
    '',
    '| page | score | FCP | LCP | TBT | CLS | Speed Index | transfer |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '## Largest opportunities (all pages)',
    '',
    ...(json.opportunities.length
      ? json.opportunities.flatMap((o) => [
          `- ${o.title} (\`${o.id}\`): up to ${savingText(o, o.maxSavingsMs, o.maxSavingsBytes)}, on ${o.pages} page(s); the largest items on \`${o.itemsOf}\`:`,
          ...o.items.map((item) => `  - \`${item.what}\`${item.wastedBytes > 0 ? ` ${kbText(item.wastedBytes)}` : ''}`),
        ])
      : ['- none']),
    '',
    '## Per page',
    ...perPage,
    '',
  ];
  writeResult('lighthouse', { json, markdown: lines.join('\n') });
  console.log(['| page | score | FCP | LCP | TBT | CLS | Speed Index | transfer |', ...rows].join('\n'));
}

prepareBrowserBench();
cleanUpOnSignals();
const server = await startServer();
const measured = [];
let chromiumVersion = null;
try {
  const pages = await pagesToMeasure(server.url);
  // The api's first answers (a cold database, cold caches) would count against whichever page came first.
  for (const page of pages.filter((p) => !p.skipped)) await fetch(`${server.url}${page.path}`).catch(() => undefined);
  for (const page of pages) {
    if (page.skipped) {
      console.log(`▸ ${page.path}: skipped (${page.skipped})`);
      measured.push(page);
      continue;
    }
    console.log(`▸ ${page.path}`);
    try {
      let { lhr, chromium } = await audit(`${server.url}${page.path}`);
      // Lighthouse sometimes records no usable trace (NO_NAVSTART and the like): no figure at all, so run once more.
      if (lhr.runtimeError) {
        console.log(`  ${lhr.runtimeError.code}: once more`);
        ({ lhr, chromium } = await audit(`${server.url}${page.path}`));
      }
      chromiumVersion = chromium;
      if (lhr.runtimeError) measured.push({ ...page, error: lhr.runtimeError.message });
      else measured.push({ ...page, result: summarise(lhr) });
    } catch (error) {
      measured.push({ ...page, error: error.message });
    }
  }
} finally {
  await server.stop();
}
report({
  measuredAt: new Date().toISOString(),
  server: server.kind,
  lighthouse: require('lighthouse/package.json').version,
  chromium: chromiumVersion,
  settings: { formFactor: 'mobile', throttling: 'simulated (Lighthouse default)', runsPerPage: 1, pageTimeoutMs: PAGE_TIMEOUT_MS },
  pages: measured,
  opportunities: overallOpportunities(measured),
});

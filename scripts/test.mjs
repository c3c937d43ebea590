// `npm test`: lint (boundaries, code rules, dead code, format), type checks, the front ends' Jest suites,
// the api's Vitest suite, the production build, the JavaScript size ratchet (bench/size-budget.json), then the
// Playwright suite against the composed app. Ends with one line `tests: N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { findChromium, findHeadlessShell } from './find-chromium.mjs';
import { run } from './run.mjs';
import { ROOT } from './workspaces.mjs';

const reports = join(ROOT, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const counts = { passed: 0, failed: 0 };
let failedSteps = [];

// Each step's wall time, so that a slower run shows where the time went.
let stepStarted = performance.now();
function step(name, code) {
  const seconds = Math.round((performance.now() - stepStarted) / 1000);
  stepStarted = performance.now();
  console.log(`${code === 0 ? '✓' : '✖'} ${name} (${seconds} s)`);
  if (code !== 0) failedSteps.push(name);
}

step('lockfile usable by npm ci', await run('node', ['scripts/complete-lockfile.mjs', '--check']));
step('lint', await run('node', ['scripts/lint.mjs']));
step('type check', await run('node', ['scripts/typecheck.mjs']));

const jestReport = join(reports, 'jest.json');
step('Jest suites (shared, shell, remotes)', await run('npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`]));
if (existsSync(jestReport)) {
  const report = JSON.parse(readFileSync(jestReport, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}

const apiReport = join(reports, 'vitest-api.json');
step(
  'api tests (vitest)',
  await run('npx', ['vitest', 'run', '--root', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${apiReport}`]),
);
if (existsSync(apiReport)) {
  const report = JSON.parse(readFileSync(apiReport, 'utf8'));
  counts.passed += report.numPassedTests;
  // A file that failed to load has no failed test of its own: it counts once.
  const unloaded = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  counts.failed += report.numFailedTests + unloaded.length;
}

await build();
step('production build', 0);

const chromium = findChromium();
const headlessShell = findHeadlessShell();
// The ratchet on what the browser downloads: fails when a figure grew above bench/size-budget.json.
// The headless shell fetches what Chromium fetches, in less CPU time.
step(
  'JavaScript size within bench/size-budget.json',
  await run('node', ['bench/size.mjs', '--check'], { env: { PLAYWRIGHT_CHROMIUM_PATH: headlessShell || chromium } }),
);

const e2eReport = join(reports, 'playwright.json');
step(
  'end-to-end tests (playwright)',
  await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_CHROMIUM_PATH: chromium, PLAYWRIGHT_HEADLESS_SHELL_PATH: headlessShell, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  }),
);
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
}

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);

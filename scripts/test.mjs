// `npm test`: lint (boundaries, code rules, dead code, format) beside the type checks, the front ends' Jest
// suites, the api's Vitest suite with the production build and the JavaScript size ratchet
// (bench/size-budget.json) beside it, then the Playwright suite against the composed app. Ends with one
// line `tests: N passed, N failed`. Steps side by side fill the two cores where one alone leaves one idle
// (docs/e2e-speed.md, "npm test's steps").
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium, findHeadlessShell } from './find-chromium.mjs';
import { run, runCollected } from './run.mjs';
import { ROOT } from './workspaces.mjs';

const reports = join(ROOT, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const counts = { passed: 0, failed: 0 };
let failedSteps = [];

// Each step's wall time, so that a slower run shows where the time went.
let stepStarted = performance.now();
function step(name, code, started = stepStarted) {
  const seconds = Math.round((performance.now() - started) / 1000);
  stepStarted = performance.now();
  console.log(`${code === 0 ? '✓' : '✖'} ${name} (${seconds} s)`);
  if (code !== 0) failedSteps.push(name);
}

/**
 * Steps that need nothing of each other, side by side, each one's output shown whole when it ends, then
 * its line (its own time): the lint checks and the type checks are one process on one core each.
 */
async function together(steps) {
  const started = performance.now();
  await Promise.all(
    steps.map(async ({ name, command, args }) => {
      const { code, output } = await runCollected(command, args);
      process.stdout.write(output);
      step(name, code, started);
    }),
  );
}

await together([
  { name: 'lint', command: 'node', args: ['scripts/lint.mjs'] },
  { name: 'type check', command: 'node', args: ['scripts/typecheck.mjs'] },
  { name: 'lockfile usable by npm ci', command: 'node', args: ['scripts/complete-lockfile.mjs', '--check'] },
]);

const jestReport = join(reports, 'jest.json');
step('Jest suites (shared, shell, remotes)', await run('npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`]));
if (existsSync(jestReport)) {
  const report = JSON.parse(readFileSync(jestReport, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}

// The api tests need no build. They start first, their output kept; beside them run the production build
// (while their global set-up builds the template databases on one core) and then the size ratchet (an api
// start and a headless browser, about three quarters of one core): the api tests' CPU is what the two share.
const apiReport = join(reports, 'vitest-api.json');
const apiStarted = performance.now();
const apiTests = runCollected('npx', [
  'vitest',
  'run',
  '--root',
  'api',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${apiReport}`,
]);

const built = await runCollected('node', ['scripts/build.mjs']);
process.stdout.write(built.output);
step('production build', built.code, apiStarted);

const chromium = findChromium();
const headlessShell = findHeadlessShell();
if (built.code === 0) {
  // The ratchet on what the browser downloads: fails when a figure grew above bench/size-budget.json.
  // The headless shell fetches what Chromium fetches, in less CPU time.
  const sizeStarted = performance.now();
  const size = await runCollected('node', ['bench/size.mjs', '--check'], { env: { PLAYWRIGHT_CHROMIUM_PATH: headlessShell || chromium } });
  process.stdout.write(size.output);
  step('JavaScript size within bench/size-budget.json', size.code, sizeStarted);
}

const api = await apiTests;
process.stdout.write(api.output);
step('api tests (vitest)', api.code, apiStarted);
if (existsSync(apiReport)) {
  const report = JSON.parse(readFileSync(apiReport, 'utf8'));
  counts.passed += report.numPassedTests;
  // A file that failed to load has no failed test of its own: it counts once.
  const unloaded = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  counts.failed += report.numFailedTests + unloaded.length;
}

// Without a build there is nothing to drive: the size ratchet and the journeys are left out (the build's failure is listed).
const e2eReport = join(reports, 'playwright.json');
if (built.code === 0) {
  step(
    'end-to-end tests (playwright)',
    await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_CHROMIUM_PATH: chromium, PLAYWRIGHT_HEADLESS_SHELL_PATH: headlessShell, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    }),
  );
}
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
}

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);

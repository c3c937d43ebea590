// `npm run test:clocks [-- <jest args>]`: every Jest suite and the api's Vitest suite at the dates that catch a test passing only on the
// day it was written — a year from now, and the last day of this month at 23:30 UTC (tomorrow is another month,
// and in a zone east of UTC it already is) — each run with TEST_CLOCK (shared/build/test-clock.cjs). Not part
// of `npm test`: run it when touching dates, offers, countdowns or expiries. Ends with one line per clock.
import { run } from './run.mjs';

const now = new Date();
const yearAhead = new Date(now);
yearAhead.setUTCFullYear(now.getUTCFullYear() + 1);
const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0, 23, 30));

const clocks = [
  { name: 'a year ahead', at: yearAhead },
  { name: 'the last day of the month, 23:30 UTC', at: monthEnd },
];

const results = [];
for (const clock of clocks) {
  const at = clock.at.toISOString();
  console.log(`\n▶ jest with TEST_CLOCK=${at} (${clock.name})`);
  const env = { TEST_CLOCK: at };
  const jest = await run('npx', ['jest', '--maxWorkers=2', ...process.argv.slice(2)], { env });
  console.log(`\n▶ the api's vitest with TEST_CLOCK=${at}`);
  const api = await run('npx', ['vitest', 'run', '--root', 'api'], { env });
  results.push(`${jest === 0 && api === 0 ? '✓' : '✖'} ${clock.name} (${at})`);
}
console.log(`\n${results.join('\n')}`);
process.exit(results.some((line) => line.startsWith('✖')) ? 1 : 0);

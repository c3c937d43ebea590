// Part of `npm run lint -- boundaries`: runs dependency-cruiser with the repository's own config on
// fixtures/, a tree built to break the rules, and fails unless exactly the violations listed below are
// reported. A rule that stops firing (type-only imports no longer read, a path pattern that no longer
// matches) would otherwise look like a clean repository.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const FIXTURES = fileURLToPath(new URL('fixtures/', import.meta.url));
const CONFIG = fileURLToPath(new URL('../../.dependency-cruiser.cjs', import.meta.url));

/** `rule from → to`, as dependency-cruiser names them relative to fixtures/ (a cycle once, at its type-only step). */
const EXPECTED = [
  'no-circular mf-fixture/src/features/cycle/first.ts → mf-fixture/src/features/cycle/second.ts',
  'feature-deep-import mf-fixture/src/features/match/match-screen.ts → mf-fixture/src/features/members/member-grid.ts',
  'feature-deep-import mf-fixture/src/features/match/match-screen.ts → mf-fixture/src/features/members/parts/member-card.ts',
  'browser-imports-contracts-barrel mf-fixture/src/uses-barrel.ts → shared/src/contracts/index.ts',
];

// The rules' paths are anchored at the repository's root (`^mf-[^/]+/`), so the cruise runs from
// fixtures/, which stands in for it.
const cruise = spawnSync(`${HERE}node_modules/.bin/depcruise`, ['--config', CONFIG, '--output-type', 'json', 'mf-fixture', 'shared'], {
  cwd: FIXTURES,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let result;
try {
  result = JSON.parse(cruise.stdout);
} catch {
  console.error(`dependency-cruiser gave no report on the fixtures (exit ${cruise.status}):\n${cruise.stderr}`);
  process.exit(1);
}

const reported = result.summary.violations.map((violation) => `${violation.rule.name} ${violation.from} → ${violation.to}`);
const missing = EXPECTED.filter((line) => !reported.includes(line));
const unexpected = reported.filter((line) => !EXPECTED.includes(line));
if (missing.length || unexpected.length) {
  if (missing.length) console.error(`Boundary rules that no longer fire on tools/boundaries/fixtures:\n  ${missing.join('\n  ')}`);
  if (unexpected.length) console.error(`Violations the fixtures should not have:\n  ${unexpected.join('\n  ')}`);
  process.exit(1);
}

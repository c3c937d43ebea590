// Where the benches write their figures, and the two shapes they write: one report per run (`<name>.json`
// and `<name>.md`), or runs kept by label in one `<name>.json`, each new run replacing its label's.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT } from './api-process.mjs';

/** BENCH_RESULTS: another folder for trial runs, so they leave the committed figures alone. */
export const RESULTS = process.env.BENCH_RESULTS ?? join(ROOT, 'bench', 'results');

/** `<RESULTS>/<file>` read as JSON; `fallback` when there is no such file. */
export function readResult(file, fallback = null) {
  const path = join(RESULTS, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : fallback;
}

/**
 * Writes `<name>.json` (indented, as committed) and `<name>.md`, each when given.
 *
 * @param {string} name
 * @param {{ json?: unknown, markdown?: string }} files
 */
export function writeResult(name, { json, markdown }) {
  mkdirSync(RESULTS, { recursive: true });
  if (json !== undefined) writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  if (markdown !== undefined) writeFileSync(join(RESULTS, `${name}.md`), markdown);
}

/** The runs of `<name>.json` by label, with this run in its label's place (nothing written yet). */
export function withRun(name, label, run) {
  return { ...readResult(`${name}.json`, {}), [label]: run };
}

/** The machine in one line: CPUs, their model and memory (other figures of the run say what else ran). */
export function machineSummary() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
}

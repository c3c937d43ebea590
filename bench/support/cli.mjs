// The benches' command line: flags are checked (a mistyped one fails instead of starting a long run), and
// `--help` prints the bench's usage without starting anything. Settings come from the environment.
import { parseArgs } from 'node:util';

/**
 * @param {string} usage printed for --help and after a wrong argument
 * @param {{ flags?: string[], positionals?: boolean }} [spec] boolean flags (without `--`), and whether paths may follow
 * @returns {{ flags: Set<string>, positionals: string[] }}
 */
export function benchArgs(usage, spec = {}) {
  const options = Object.fromEntries([
    ['help', { type: 'boolean', short: 'h' }],
    ...(spec.flags ?? []).map((flag) => [flag, { type: 'boolean' }]),
  ]);
  let parsed;
  try {
    parsed = parseArgs({ options, allowPositionals: spec.positionals ?? false, strict: true });
  } catch (error) {
    process.stderr.write(`${error.message}\n\n${usage.trim()}\n`);
    process.exit(64);
  }
  if (parsed.values.help) {
    process.stdout.write(`${usage.trim()}\n`);
    process.exit(0);
  }
  const flags = new Set(Object.entries(parsed.values).flatMap(([name, on]) => (on && name !== 'help' ? [name] : [])));
  return { flags, positionals: parsed.positionals };
}

/**
 * A number from the environment, or the default when the variable is not set.
 *
 * @param {string} name
 * @param {number} fallback
 */
export const envNumber = (name, fallback) => Number(process.env[name] ?? fallback);

import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Jest's global set-up of the api project: the run's template databases, built once
 * (test/test-templates.ts) and handed to the test workers through the environment they inherit. Built in
 * a child process under tsx, as the api runs: Jest's global set-up loads modules without its test
 * environment's module handling.
 */
export default function globalSetup(): void {
  const script = path.join(__dirname, 'build-templates.ts');
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], {
    cwd: path.join(__dirname, '..', '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.env.API_TEST_TEMPLATES = out;
}

import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Removes the run's template databases (their dumps, or the PostgreSQL template databases). */
export default function globalTeardown(): void {
  if (!process.env.API_TEST_TEMPLATES) return;
  execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'remove-templates.ts')], {
    cwd: path.join(__dirname, '..', '..'),
    stdio: 'inherit',
  });
}

import { TEST_TIMEOUT_MS } from '@dating/shared/build/test-run.cjs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The api's tests run in Vitest, the front ends' in Jest (jest.config.cjs). Every api test file builds the
 * same server (Fastify, drizzle, zod, every route) on its own PGlite copy: under Jest each file loaded and
 * compiled that module graph anew, about 3 s a file for 115 files. Here a worker loads it once and runs its
 * files one after another in it (`isolate: false`); the files share no state but what those modules keep
 * at load time, and each opens its own database (src/test/test-database.ts). docs/test-databases.md.
 */
export default defineConfig({
  // The api folder, also when the run starts at the repository's root (`npx vitest run --root api`).
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['src/**/*.test.ts'],
    // describe/it/expect as globals, as in the Jest suites; vi is imported where a test uses it.
    globals: true,
    isolate: false,
    pool: 'forks',
    maxWorkers: 2,
    // The ceiling every run shares (and the time zone: importing it sets TZ before the workers start).
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    clearMocks: true,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/test-clock-setup.ts'],
  },
});

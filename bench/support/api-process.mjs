// The real api (api/src/main.ts) as the benches run it: started on loopback with the bench's environment,
// waited for until GET /api/health.php answers, stopped again on every way out of the bench.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now, for a server of the bench's own. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Apis started and not yet stopped: what a signal or an early exit still has to stop. */
const running = new Set();
let exitHookInstalled = false;

/** Last resort when the bench exits before its cleanup ran (another library's signal handler calling process.exit). */
function killLeftovers() {
  for (const api of running) {
    try {
      process.kill(-api.child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
    if (api.tempDataDir) rmSync(api.tempDataDir, { recursive: true, force: true });
  }
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * @typedef {object} ApiProcess
 * @property {string} label how errors name it
 * @property {number} port
 * @property {string} base `http://127.0.0.1:<port>`
 * @property {import('node:child_process').ChildProcess} child the api itself (not a wrapper): its pid is the api's
 * @property {string} dataDir
 * @property {string | undefined} tempDataDir the temp DATA_DIR made for it, removed when it stops
 * @property {string | undefined} logFile
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the api and waits until it is healthy; a start that fails stops what it started. The api runs in
 * its own process group (so a stop reaches everything it started) with NODE_ENV=production on 127.0.0.1.
 *
 * @param {object} [options]
 * @param {string} [options.label] how errors name it (default "the api")
 * @param {number} [options.port] a fixed port; absent: a free one
 * @param {Record<string, string>} [options.env] on top of the bench's environment
 * @param {string} [options.dataDir] its DATA_DIR, kept; absent: a temp folder (`tempPrefix`), removed when it stops
 * @param {string} [options.tempPrefix]
 * @param {string} [options.logFile] its stdout and stderr go there; absent: stdout is dropped, stderr is the bench's
 * @param {string[]} [options.nodeArgs] node flags before `--import tsx` (a CPU profile, the inspector)
 * @param {number} [options.timeoutMs] how long it may take to become healthy
 * @returns {Promise<ApiProcess>}
 */
export async function startApi(options = {}) {
  const { label = 'the api', env = {}, logFile, nodeArgs = [], timeoutMs = 120_000 } = options;
  const port = options.port ?? (await freePort());
  const tempDataDir = options.dataDir ? undefined : mkdtempSync(join(os.tmpdir(), options.tempPrefix ?? 'dating-bench-'));
  const dataDir = options.dataDir ?? /** @type {string} */ (tempDataDir);
  // node --import tsx (not the tsx binary, which runs the api in a child): child.pid is the api itself.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', logFile ? 'pipe' : 'ignore', logFile ? 'pipe' : 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
  });
  let spawnError;
  child.once('error', (error) => {
    spawnError = error;
  });
  if (logFile) {
    const out = createWriteStream(logFile);
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
  }
  /** @type {ApiProcess} */
  const api = {
    label,
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    dataDir,
    tempDataDir,
    logFile,
    stop: () => stopApi(api),
  };
  running.add(api);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', killLeftovers);
  }
  try {
    await waitForHealth(api, timeoutMs, () => spawnError);
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
}

async function waitForHealth(api, timeoutMs, spawnError) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const failed = spawnError();
    if (failed) throw new Error(`${api.label} could not start: ${failed.message}`);
    if (exited(api.child)) {
      const tail = api.logFile ? `:\n${readFileSync(api.logFile, 'utf8').slice(-3000)}` : '';
      throw new Error(`${api.label} exited with ${api.child.exitCode ?? api.child.signalCode}${tail}`);
    }
    try {
      const response = await fetch(`${api.base}/api/health.php`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${api.label} did not become healthy in ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** SIGTERM to its process group, SIGKILL if it is still there after 15 s; then its temp DATA_DIR goes. */
async function stopApi(api) {
  const { child } = api;
  if (child.pid !== undefined && !exited(child)) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Exited between the check and the signal.
    }
    const kill = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, 15_000);
    await gone.finally(() => clearTimeout(kill));
  }
  running.delete(api);
  if (api.tempDataDir) rmSync(api.tempDataDir, { recursive: true, force: true });
}

/** Stops every api this process started and has not stopped yet. */
export async function stopApis() {
  await Promise.allSettled([...running].map((api) => api.stop()));
}

/**
 * On SIGINT or SIGTERM: runs the bench's cleanup, then exits with 130. The apis run in process groups of
 * their own, so a Ctrl-C in the terminal reaches only the bench: without this they would outlive it.
 *
 * @param {(signal: string) => Promise<unknown>} [cleanup] default: stop the apis
 */
export function cleanUpOnSignals(cleanup = stopApis) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void cleanup(signal).finally(() => process.exit(130));
    });
  }
}

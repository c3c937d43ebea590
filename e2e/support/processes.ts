import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { getHealthEndpoint } from '@dating/shared/contracts/misc';

export const REPO_ROOT = resolve(__dirname, '..', '..');

async function waitFor(url: string, timeoutMs: number, gaveUp: () => boolean = () => false): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until || gaveUp()) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A second api process (own data folder, own port, own environment) for journeys that need other
 * configuration or change data others rely on. It runs in its own process group and is stopped as a
 * group: killing only `npx` would leave the api (tsx → node) on the port, and a later run would talk
 * to that stale server.
 */
export async function startApi(port: number, env: Record<string, string>): Promise<Running> {
  const api = await startRestartableApi(port, env);
  return { url: api.url, stop: () => api.stop() };
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };

/** A plain static file server with CORS, standing for "another host" a remote was moved to. */
export async function startStaticServer(port: number, root: string): Promise<Running & { requests: string[] }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const file = normalize(join(root, path));
    res.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, requests, stop: () => new Promise((r) => server.close(() => r())) };
}

/** An api process that can be restarted on the same port and data folder (what was stored stays). */
export interface Restartable extends Running {
  /** Stops the process and starts it again; resolves when it answers its health check. */
  restart(): Promise<void>;
}

/** Like startApi, with restart(): for journeys about the api going away under connected browsers. */
export async function startRestartableApi(port: number, env: Record<string, string>): Promise<Restartable> {
  if (await portInUse(port)) throw new Error(`port ${port} is taken: a stale api from an earlier run?`);
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-e2e-api-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const launch = async () => {
    const started = spawn('npx', ['tsx', 'api/src/main.ts'], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_PROFILES: '20',
        LOGIN_RATE_LIMIT_PER_MINUTE: '5000',
        ...env,
      },
    });
    child = started;
    try {
      await waitFor(`${url}${getHealthEndpoint.path}`, 120_000, () => started.exitCode !== null);
    } catch (error) {
      if (started.pid) process.kill(-started.pid, 'SIGTERM');
      throw error;
    }
  };
  const halt = () =>
    new Promise<void>((done) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) {
        done();
        return;
      }
      running.once('exit', () => done());
      try {
        process.kill(-running.pid!, 'SIGTERM');
      } catch {
        done();
      }
    });

  await launch();
  return {
    url,
    async restart() {
      await halt();
      // npx exits before the api under it lets go of the port.
      for (let tries = 0; tries < 100 && (await portInUse(port)); tries++) await new Promise((r) => setTimeout(r, 100));
      await launch();
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// The NOTIFY ceiling of `npm run bench:chat`: why the api never notifies inside a send's transaction. A
// transaction that has called NOTIFY takes one database-wide lock at its commit and holds it until the commit is
// durable, so every notifying commit waits for the one before. bench/chat.sh runs this on a throw-away cluster of
// its own with fsync on (the chat runs' cluster has it off, which hides exactly this wait), and measures small
// write transactions per second from BENCH_NOTIFY_CONNECTIONS connections for BENCH_NOTIFY_SECONDS each:
//
//  - plain: BEGIN; INSERT; COMMIT (what a send is to the database, minus its reads);
//  - notify inside: BEGIN; INSERT; NOTIFY; COMMIT (one NOTIFY per send, in its transaction — the design avoided);
//  - notify after: BEGIN; INSERT; COMMIT, then NOTIFY on its own, unbatched (the api batches further: one NOTIFY
//    per 15 ms tick and process).
//
// Each with synchronous_commit on (a commit waits for its WAL flush, as on a production server) and off.
// Writes { connections, seconds, heard, modes } to <out.json> (bench/results/chat-notify.json), which
// bench/chat.mjs shows in bench/results/chat.md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { envNumber } from './support/cli.mjs';
import { nearestRank, roundTo } from './support/stats.mjs';

const DATABASE_NAME = 'bench_notify';
const CONNECTIONS = envNumber('BENCH_NOTIFY_CONNECTIONS', 16);
const SECONDS = envNumber('BENCH_NOTIFY_SECONDS', 5);
const CHANNEL = 'bench_notify';

interface ModeResult {
  mode: string;
  synchronousCommit: boolean;
  transactionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return roundTo(nearestRank(sorted, p) ?? 0, 2);
}

async function measure(url: string, mode: 'plain' | 'notify inside' | 'notify after', synchronousCommit: boolean): Promise<ModeResult> {
  const sql = postgres(url, {
    max: CONNECTIONS,
    onnotice: () => undefined,
    connection: { synchronous_commit: synchronousCommit ? 'on' : 'off' },
  });
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const payload = JSON.stringify({ o: 'bench', m: { type: 'wake', userIds: [101, 102] } });
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const start = performance.now();
          await sql.begin(async (tx) => {
            await tx`INSERT INTO writes (v) VALUES (1)`;
            if (mode === 'notify inside') await tx`SELECT pg_notify(${CHANNEL}, ${payload})`;
          });
          if (mode === 'notify after') await sql`SELECT pg_notify(${CHANNEL}, ${payload})`;
          latencies.push(performance.now() - start);
        }
      }),
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
  latencies.sort((a, b) => a - b);
  return {
    mode,
    synchronousCommit,
    transactionsPerSecond: Math.round(latencies.length / SECONDS),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

async function main(): Promise<void> {
  const [out] = process.argv.slice(2);
  const serverUrl = process.env.DATABASE_URL;
  if (!out || !serverUrl) {
    process.stderr.write('usage: DATABASE_URL=… tsx bench/chat-notify.ts <out.json>\n');
    process.exit(64);
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE_NAME}`;
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${DATABASE_NAME}`);
    const setup = postgres(url.toString(), { max: 1, onnotice: () => undefined });
    // A listener, as the api processes are: notifications are queued for it and it reads them.
    let heard = 0;
    try {
      await setup`CREATE TABLE writes (id bigserial PRIMARY KEY, v int NOT NULL)`;
      await setup.listen(CHANNEL, () => {
        heard += 1;
      });
      const modes: ModeResult[] = [];
      for (const synchronousCommit of [true, false]) {
        for (const mode of ['plain', 'notify inside', 'notify after'] as const) {
          modes.push(await measure(url.toString(), mode, synchronousCommit));
          process.stderr.write(`[bench:chat notify] ${JSON.stringify(modes.at(-1))}\n`);
        }
      }
      writeFileSync(path.resolve(out), JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, heard, modes }));
    } finally {
      await setup.end({ timeout: 5 });
    }
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`).catch(() => undefined);
    await admin.end({ timeout: 5 });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`chat-notify: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

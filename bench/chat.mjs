// The measuring half of `npm run bench:chat` (bench/chat.sh runs it on PGlite, then on PostgreSQL with one and
// with two api processes). One run:
//
//  1. bench/chat-seed.ts makes a fresh database (PGlite in a temp DATA_DIR, or a database `bench_chat` on the
//     PostgreSQL server of DATABASE_URL) with BENCH_MEMBERS logged-in members who have credits;
//  2. starts the real api (api/src/main.ts; BENCH_PROCESSES of them on one PostgreSQL), members split across
//     them: member 2k on one process, its partner 2k+1 on the other, so every message crosses processes;
//  3. warms up (one send per pair: every conversation exists before anything is measured), reads the api's
//     RSS, connects every member over a real WebSocket (REALTIME_PATH, its session cookie) on loopback and
//     reads the RSS again: the difference / members is the RSS per idle connection;
//  4. optionally a ramp (BENCH_RAMP: rates tried for BENCH_RAMP_SECONDS each; the sustained rate is the
//     highest step whose sends all completed at the rate), then the load: BENCH_RATE messages/s (open loop,
//     a fixed schedule) for BENCH_DURATION seconds through POST /api/message.php, from member to partner in
//     turn; each text carries its client_id, so the recipient's `message` event is matched to its send:
//     latency send → receive, every message id exactly once at its recipient (losses, duplicates);
//  5. the reconnect storm: sends go on at the rate for BENCH_STORM_SECONDS; after a third of it every socket
//     is dropped at once (terminate, as a network loss), a second later all reconnect at once with
//     `?since=<last seq>`; afterwards every message must have reached its recipient exactly once.
//
// Results are merged into bench/results/chat.json under the run's label and bench/results/chat.md is
// written from all of them. A benchmark, not a test: it reports its figures and the targets, it fails only
// when it could not run. Bounded: fixed durations and counts, every wait has a deadline; everything it
// starts (api processes, temp folders, the bench database) is removed on every exit.
//
// Environment: DATABASE_URL (PostgreSQL server; absent: PGlite), BENCH_LABEL (default pglite / postgres /
// postgres-2-processes), BENCH_PROCESSES (1; 2 needs DATABASE_URL), BENCH_MEMBERS (1000), BENCH_RATE (200 on
// PostgreSQL; on PGlite the ramp's sustained rate), BENCH_DURATION (30), BENCH_RAMP (comma-separated rates;
// PGlite default 20,30,40,60,80,100,120; PostgreSQL 50,100,150,200,300), BENCH_RAMP_SECONDS (10), BENCH_STORM_SECONDS (15), BENCH_PORT (4620).
// BENCH_RESULTS (another results folder, for trials), BENCH_CPU_PROF (a folder: CPU profiles of the api processes).
// `node bench/chat.mjs --report` writes chat.md again from chat.json without measuring.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cleanUpOnSignals, ROOT, startApi, stopApis } from './support/api-process.mjs';
import { chatMarkdown } from './support/chat-report.mjs';
import { connectAll, counters, HELLO_TIMEOUT_MS, sends } from './support/chat-sockets.mjs';
import { benchArgs, envNumber } from './support/cli.mjs';
import { cpuSeconds, machineTicks, rssBytes, settledRss } from './support/process-stats.mjs';
import { machineSummary, readResult, RESULTS, withRun, writeResult } from './support/results.mjs';
import { nearestRank, roundTo } from './support/stats.mjs';

const REPORT_ONLY = benchArgs(
  `usage: [DATABASE_URL=…] [BENCH_…=…] node bench/chat.mjs [--report]
  (none)    one measured run (bench/chat.sh runs the three), merged into bench/results/chat.json under its label
  --report  only write chat.md again from chat.json
The settings (BENCH_MEMBERS, BENCH_DURATION, BENCH_RAMP, …) are listed at the top of bench/chat.mjs.`,
  { flags: ['report'] },
).flags.has('report');
const postgres = createRequire(join(ROOT, 'api', 'package.json'))('postgres');
/** The api's NOTIFY channel (api/src/realtime/broker.ts): the bench listens in to count what crosses processes. */
const NOTIFY_CHANNEL = 'dating_realtime';

const POSTGRES = Boolean(process.env.DATABASE_URL);
const PROCESSES = envNumber('BENCH_PROCESSES', 1);
const MEMBERS = envNumber('BENCH_MEMBERS', 1000);
const DURATION = envNumber('BENCH_DURATION', 30);
const RAMP = (process.env.BENCH_RAMP ?? (POSTGRES ? '50,100,150,200,300' : '20,30,40,60,80,100,120'))
  .split(',')
  .filter(Boolean)
  .map(Number);
const RAMP_SECONDS = envNumber('BENCH_RAMP_SECONDS', 10);
const FIXED_RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : POSTGRES ? 200 : undefined;
const STORM_SECONDS = envNumber('BENCH_STORM_SECONDS', 15);
const PORT = envNumber('BENCH_PORT', 4620);
const LABEL = process.env.BENCH_LABEL ?? (POSTGRES ? (PROCESSES > 1 ? `postgres-${PROCESSES}-processes` : 'postgres') : 'pglite');
const CLIENT = { 'x-dating-client': 'web' };
// Open loop with a ceiling: a server that falls behind shows as sends not made at their time, never as an
// unbounded pile of requests in the bench.
const MAX_IN_FLIGHT = 400;
/** How long after the last send every delivery must have arrived before the rest count as lost. */
const DRAIN_MS = 10_000;

if (!Number.isInteger(MEMBERS) || MEMBERS < 2 || MEMBERS % 2) throw new Error('BENCH_MEMBERS: an even number ≥ 2');
if (PROCESSES > 1 && !POSTGRES) throw new Error('BENCH_PROCESSES > 1 needs DATABASE_URL: PGlite lives inside one process');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A deadline for Promise.race: it never keeps the bench alive once the work is done. */
const deadline = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());
const log = (line) => process.stderr.write(`[bench:chat ${LABEL}] ${line}\n`);

// ── processes and cleanup ────────────────────────────────────────────────────────────────────────────

const work = mkdtempSync(join(os.tmpdir(), 'dating-chat-bench-'));
let databaseToDrop;
/** @type {import('postgres').Sql | undefined} */
let listener;

async function cleanup() {
  await listener?.end({ timeout: 5 }).catch(() => undefined);
  await stopApis();
  if (databaseToDrop) await run(['bench/chat-seed.ts', 'drop', databaseToDrop]).catch((error) => log(`drop failed: ${error.message}`));
  rmSync(work, { recursive: true, force: true });
}

cleanUpOnSignals(async (signal) => {
  log(`${signal}: stopping`);
  await cleanup();
});

/** Runs a TypeScript helper of the bench with tsx and waits for it. */
function run(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function startChatApi(index, databaseUrl) {
  // BENCH_CPU_PROF=<folder>: a V8 CPU profile of each api process (written when it stops), to see where its time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // The inspector (loopback) lets the bench collect the api's garbage before each RSS reading: otherwise the heap's
  // swings (tens of MiB) bury the sockets' share.
  const inspectPort = PORT + 50 + index;
  const api = await startApi({
    label: `api ${index}`,
    port: PORT + index,
    dataDir: join(work, POSTGRES ? `data-${index}` : 'data'),
    logFile: join(work, `api-${index}.log`),
    nodeArgs: [...profile, `--inspect=127.0.0.1:${inspectPort}`],
    env: { DATABASE_URL: databaseUrl ?? '', SEED_PROFILES: '60', LOG_LEVEL: 'warn' },
  });
  return { ...api, index, inspectPort };
}

// ── members, sockets, sends ──────────────────────────────────────────────────────────────────────────

function percentile(sorted, p) {
  const value = nearestRank(sorted, p);
  return value === undefined ? null : roundTo(value, 1);
}

function latencyFigures(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}

const http = { inFlight: 0, skipped: 0 };
/** NOTIFYs the api processes sent, per phase (PostgreSQL only). */
const notifications = { phase: 'idle', byPhase: {} };

function onNotification(payload) {
  const entry = (notifications.byPhase[notifications.phase] ??= { count: 0, ids: 0, bytes: 0, maxBytes: 0 });
  entry.count += 1;
  entry.bytes += Buffer.byteLength(payload);
  entry.maxBytes = Math.max(entry.maxBytes, Buffer.byteLength(payload));
  try {
    entry.ids += JSON.parse(payload).m?.userIds?.length ?? 0;
  } catch {
    // Not a wake-up: counted, no ids.
  }
}

async function send(from, phase) {
  const clientId = randomUUID();
  const record = {
    clientId,
    phase,
    from,
    to: from.partner,
    sentAt: performance.now(),
    status: null,
    error: null,
    messageId: null,
    doneAt: null,
    deliveries: [],
    echoes: 0,
  };
  sends.set(clientId, record);
  http.inFlight += 1;
  try {
    const response = await fetch(`${from.api.base}/api/message.php`, {
      method: 'POST',
      headers: { ...CLIENT, 'content-type': 'application/json', cookie: from.cookie },
      body: JSON.stringify({ profile: from.partner.profileId, client_id: clientId, text: `bench ${clientId}` }),
    });
    record.status = response.status;
    const body = await response.json().catch(() => null);
    if (response.ok) record.messageId = body?.message?.id ?? null;
    else record.error = body?.code ?? body?.error ?? String(response.status);
  } catch (error) {
    record.error = error.cause?.code ?? error.message;
  } finally {
    record.doneAt = performance.now();
    http.inFlight -= 1;
  }
}

/**
 * Sends `rate` messages a second for `seconds` on a fixed schedule (not waiting for answers: a slow server
 * must not slow the offered load down), members in turn. Answers the phase's records.
 */
async function offerLoad({ members, rate, seconds, phase, during }) {
  notifications.phase = phase;
  const start = performance.now();
  let due = 0;
  let turn = 0;
  const pending = [];
  const skippedBefore = http.skipped;
  for (;;) {
    const elapsed = (performance.now() - start) / 1000;
    if (elapsed >= seconds) break;
    await during?.(elapsed);
    const target = Math.floor(elapsed * rate);
    while (due < target) {
      due += 1;
      if (http.inFlight >= MAX_IN_FLIGHT) {
        http.skipped += 1;
        continue;
      }
      pending.push(send(members[turn++ % members.length], phase));
    }
    await sleep(2);
  }
  const offeredSeconds = (performance.now() - start) / 1000;
  // Answers still outstanding are waited for, with a deadline.
  await Promise.race([Promise.all(pending), deadline(30_000)]);
  return { offered: due, skipped: http.skipped - skippedBefore, offeredSeconds };
}

/** Waits (bounded) until every stored message of the phases reached its recipient. */
async function drain(phases) {
  const until = performance.now() + DRAIN_MS;
  const open = () => [...sends.values()].filter((s) => phases.includes(s.phase) && s.status === 200 && s.deliveries.length === 0).length;
  while (open() > 0 && performance.now() < until) await sleep(50);
  // A little longer, so that a late duplicate is counted too.
  await sleep(500);
}

function phaseFigures(phase, offered) {
  const records = [...sends.values()].filter((s) => s.phase === phase);
  const ok = records.filter((s) => s.status === 200);
  const errors = {};
  for (const s of records)
    if (s.status !== 200)
      errors[s.error ?? 'no answer 30 s after the phase'] = (errors[s.error ?? 'no answer 30 s after the phase'] ?? 0) + 1;
  const lost = ok.filter((s) => s.deliveries.length === 0).length;
  const duplicated = records.filter((s) => s.deliveries.length > 1).length;
  const deliveredWithoutOk = records.filter((s) => s.status !== 200 && s.deliveries.length > 0).length;
  const wrongId = ok.filter((s) => s.deliveries.some((d) => d.messageId !== s.messageId)).length;
  const okInTime = ok.filter((s) => s.doneAt !== null);
  const firstSend = Math.min(...records.map((s) => s.sentAt));
  const lastDone = Math.max(...okInTime.map((s) => s.doneAt));
  return {
    offered: offered.offered,
    skipped: offered.skipped,
    sent: records.length,
    ok: ok.length,
    httpErrors: Object.values(errors).reduce((sum, n) => sum + n, 0),
    errorsByCode: errors,
    // Stored messages per second, first send to last answer.
    sustainedPerSecond: ok.length ? Math.round((ok.length / ((lastDone - firstSend) / 1000)) * 10) / 10 : 0,
    deliveryMs: latencyFigures(ok.filter((s) => s.deliveries.length).map((s) => s.deliveries[0].at - s.sentAt)),
    sendMs: latencyFigures(ok.map((s) => s.doneAt - s.sentAt)),
    lost,
    duplicated,
    deliveredWithoutOk,
    wrongId,
  };
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const machine = `${machineSummary()}, ${os.type()} ${os.release()}, Node ${process.version}`;
  const loadBefore = os.loadavg();
  log(`seeding ${MEMBERS} members`);
  const membersFile = join(work, 'members.json');
  await run(['bench/chat-seed.ts', 'seed', membersFile], { BENCH_MEMBERS: String(MEMBERS), DATA_DIR: join(work, 'data') });
  const seeded = JSON.parse(readFileSync(membersFile, 'utf8'));
  databaseToDrop = seeded.databaseUrl ?? undefined;

  log(`starting ${PROCESSES} api process(es)`);
  const apis = await Promise.all(Array.from({ length: PROCESSES }, (_, index) => startChatApi(index, seeded.databaseUrl ?? undefined)));
  if (seeded.databaseUrl) {
    listener = postgres(seeded.databaseUrl, { max: 1, onnotice: () => undefined });
    await listener.listen(NOTIFY_CHANNEL, onNotification);
  }

  const members = seeded.members.map((m, index) => ({
    ...m,
    index,
    // Partners sit on different processes when there are several: every delivery crosses them.
    api: apis[index % PROCESSES],
    // Each member its own loopback address, as members have their own: the api limits WebSocket upgrades per
    // address (60 a minute), which 1,000 members behind one address would hit at once.
    address: `127.1.${Math.floor(index / 250)}.${1 + (index % 250)}`,
    partner: null,
    socket: null,
    seq: null,
    hellos: 0,
    resumed: 0,
  }));
  for (let index = 0; index < members.length; index += 2) {
    members[index].partner = members[index + 1];
    members[index + 1].partner = members[index];
  }

  log('warm-up: one send per pair (every conversation exists before the measured sends)');
  const pairs = members.filter((m) => m.index % 2 === 0);
  for (let start = 0; start < pairs.length; start += 20) await Promise.all(pairs.slice(start, start + 20).map((m) => send(m, 'warmup')));
  const warmFailures = [...sends.values()].filter((s) => s.phase === 'warmup' && s.status !== 200);
  if (warmFailures.length)
    throw new Error(`warm-up sends failed: ${JSON.stringify(warmFailures.slice(0, 3).map((s) => [s.status, s.error]))}`);
  await sleep(3000);

  const rssBefore = await settledRss(apis);
  log(`connecting ${MEMBERS} sockets`);
  const connectStart = performance.now();
  const connectFailures = await connectAll(members, 50);
  const connectMs = Math.round(performance.now() - connectStart);
  await sleep(5000);
  const rssAfter = await settledRss(apis);
  const rssPerConnection = Math.round(rssAfter.reduce((sum, value, i) => sum + value - rssBefore[i], 0) / MEMBERS);
  log(
    `connected in ${connectMs} ms; RSS ${rssBefore.map((b) => Math.round(b / 2 ** 20)).join(' + ')} → ${rssAfter.map((b) => Math.round(b / 2 ** 20)).join(' + ')} MiB (${rssPerConnection} B per idle connection)`,
  );

  // The first sends over live sockets run cold code (the hub's fan-out, the event reads): a short unmeasured phase.
  await offerLoad({ members, rate: 10, seconds: 5, phase: 'settle' });
  await drain(['settle']);

  const ramp = [];
  for (const rate of RAMP) {
    const phase = `ramp-${rate}`;
    const cpu0 = apis.map((api) => cpuSeconds(api.child.pid));
    const ticks0 = machineTicks();
    const offered = await offerLoad({ members, rate, seconds: RAMP_SECONDS, phase });
    await drain([phase]);
    const ticks1 = machineTicks();
    const figures = phaseFigures(phase, offered);
    const apiCpu = apis.map((api, i) => Math.round(((cpuSeconds(api.child.pid) - cpu0[i]) / offered.offeredSeconds) * 100));
    const machineBusy = Math.round((1 - (ticks1.idle - ticks0.idle) / (ticks1.total - ticks0.total)) * 100);
    const kept = figures.skipped === 0 && figures.httpErrors === 0 && figures.sustainedPerSecond >= rate * 0.95;
    ramp.push({ rate, kept, apiCpuPercent: apiCpu, machineBusyPercent: machineBusy, ...figures });
    log(
      `ramp ${rate}/s: ${figures.sustainedPerSecond}/s stored, delivery p99 ${figures.deliveryMs.p99} ms, skipped ${figures.skipped}, errors ${figures.httpErrors}, api CPU ${apiCpu.join(' + ')}%`,
    );
    if (!kept) break;
  }
  const sustainedStep = ramp.filter((step) => step.kept).at(-1);
  const rate = FIXED_RATE ?? sustainedStep?.rate ?? RAMP[0] ?? 50;

  log(`load: ${rate} messages/s for ${DURATION} s`);
  const cpu0 = apis.map((api) => cpuSeconds(api.child.pid));
  const benchCpu0 = process.cpuUsage();
  const ticks0 = machineTicks();
  const loadOffered = await offerLoad({ members, rate, seconds: DURATION, phase: 'load' });
  const ticks1 = machineTicks();
  const apiCpuPercent = apis.map((api, i) => Math.round(((cpuSeconds(api.child.pid) - cpu0[i]) / loadOffered.offeredSeconds) * 100));
  const machineBusyPercent = Math.round((1 - (ticks1.idle - ticks0.idle) / (ticks1.total - ticks0.total)) * 100);
  const benchCpu = process.cpuUsage(benchCpu0);
  const benchCpuPercent = Math.round(((benchCpu.user + benchCpu.system) / 1e6 / loadOffered.offeredSeconds) * 100);
  await drain(['load']);
  const load = {
    rate,
    durationSeconds: DURATION,
    apiCpuPercent,
    benchCpuPercent,
    machineBusyPercent,
    ...phaseFigures('load', loadOffered),
  };
  const rssUnderLoad = apis.map((api) => rssBytes(api.child.pid));
  const notified = notifications.byPhase.load;
  if (notified) {
    const [{ usage }] = await listener`SELECT pg_notification_queue_usage() AS usage`;
    load.notify = {
      perSecond: Math.round((notified.count / loadOffered.offeredSeconds) * 10) / 10,
      idsPerNotify: Math.round((notified.ids / notified.count) * 10) / 10,
      averageBytes: Math.round(notified.bytes / notified.count),
      maxBytes: notified.maxBytes,
      queueUsage: Number(usage),
    };
  }
  log(
    `load: ${load.sustainedPerSecond}/s, delivery p50 ${load.deliveryMs.p50} p99 ${load.deliveryMs.p99} ms, lost ${load.lost}, duplicated ${load.duplicated}, errors ${load.httpErrors}`,
  );

  log(`reconnect storm: ${rate} messages/s for ${STORM_SECONDS} s, every socket dropped after ${Math.round(STORM_SECONDS / 3)} s`);
  const storm = { droppedAt: null, reconnectStartedAt: null, reconnectedAt: null, connectFailures: 0 };
  const resumedBefore = members.reduce((sum, m) => sum + m.resumed, 0);
  const resetsBefore = counters.resets;
  /** @type {Promise<void> | undefined} */
  let reconnecting;
  const stormOffered = await offerLoad({
    members,
    rate,
    seconds: STORM_SECONDS,
    phase: 'storm',
    during: (elapsed) => {
      if (storm.droppedAt === null && elapsed >= STORM_SECONDS / 3) {
        storm.droppedAt = performance.now();
        for (const member of members) {
          member.socket.removeAllListeners('close');
          member.socket.terminate();
        }
      } else if (storm.droppedAt !== null && reconnecting === undefined && performance.now() - storm.droppedAt >= 1000) {
        storm.reconnectStartedAt = performance.now();
        reconnecting = connectAll(members, Number.POSITIVE_INFINITY).then((failures) => {
          storm.connectFailures = failures;
          storm.reconnectedAt = performance.now();
        });
      }
    },
  });
  if (reconnecting) await Promise.race([reconnecting, deadline(3 * HELLO_TIMEOUT_MS)]);
  await drain(['storm']);
  const stormFigures = phaseFigures('storm', stormOffered);
  const gapSends = [...sends.values()].filter(
    (s) => s.phase === 'storm' && s.status === 200 && s.sentAt >= storm.droppedAt && s.sentAt < (storm.reconnectedAt ?? Infinity),
  );
  const caughtUpAt = Math.max(...gapSends.filter((s) => s.deliveries.length).map((s) => s.deliveries[0].at));
  // Per member: did they get every message sent to them, in the whole run, exactly once?
  const perMember = new Map(members.map((m) => [m, { lost: 0, duplicated: 0 }]));
  for (const s of sends.values()) {
    if (s.phase === 'warmup' || s.status !== 200) continue;
    const entry = perMember.get(s.to);
    if (s.deliveries.length === 0) entry.lost += 1;
    if (s.deliveries.length > 1) entry.duplicated += 1;
  }
  const reconnect = {
    rate,
    durationSeconds: STORM_SECONDS,
    sockets: MEMBERS,
    reconnectMs: storm.reconnectedAt === null ? null : Math.round(storm.reconnectedAt - storm.reconnectStartedAt),
    connectRetries: storm.connectFailures,
    resumed: members.reduce((sum, m) => sum + m.resumed, 0) - resumedBefore,
    resets: counters.resets - resetsBefore,
    sentWhileDisconnected: gapSends.length,
    caughtUpMs: gapSends.length && Number.isFinite(caughtUpAt) ? Math.round(caughtUpAt - storm.reconnectStartedAt) : null,
    membersMissingAny: [...perMember.values()].filter((e) => e.lost > 0).length,
    membersWithDuplicates: [...perMember.values()].filter((e) => e.duplicated > 0).length,
    ...stormFigures,
  };
  log(
    `storm: ${reconnect.resumed} resumed, ${reconnect.resets} resets, reconnected in ${reconnect.reconnectMs} ms, ${reconnect.sentWhileDisconnected} sent while down, lost ${reconnect.lost}, duplicated ${reconnect.duplicated}`,
  );

  for (const member of members) member.socket?.terminate();
  return {
    label: LABEL,
    engine: POSTGRES ? 'postgres' : 'pglite',
    serverVersion: seeded.serverVersion ?? null,
    processes: PROCESSES,
    members: MEMBERS,
    connect: { ms: connectMs, retries: connectFailures },
    rss: {
      beforeMiB: rssBefore.map((b) => Math.round(b / 2 ** 20)),
      connectedMiB: rssAfter.map((b) => Math.round(b / 2 ** 20)),
      underLoadMiB: rssUnderLoad.map((b) => Math.round(b / 2 ** 20)),
      perIdleConnectionBytes: rssPerConnection,
    },
    rampSeconds: RAMP_SECONDS,
    ramp: ramp.map(({ errorsByCode: _errors, ...step }) => step),
    load,
    reconnect,
    checks: { ...counters },
    measuredAt: new Date().toISOString(),
    machine,
    // Load average (1, 5, 15 min) when the run started and ended: other work on the machine shows here.
    loadAverage: { start: loadBefore.map((v) => Math.round(v * 10) / 10), end: os.loadavg().map((v) => Math.round(v * 10) / 10) },
    command: process.env.BENCH_COMMAND ?? 'npm run bench:chat',
  };
}

// ── results ──────────────────────────────────────────────────────────────────────────────────────────

if (REPORT_ONLY) {
  // `node bench/chat.mjs --report`: chat.md again from chat.json (after a change to the report), measuring nothing.
  rmSync(work, { recursive: true, force: true });
} else {
  let result;
  try {
    result = await main();
  } finally {
    await cleanup();
  }
  writeResult('chat', { json: withRun('chat', result.label, result) });
}
writeResult('chat', { markdown: chatMarkdown(readResult('chat.json'), RAMP_SECONDS) });
log(`written to ${RESULTS}/chat.{json,md}`);

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
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// BENCH_RESULTS: another folder for trial runs (default bench/results).
const RESULTS = process.env.BENCH_RESULTS ?? join(ROOT, 'bench', 'results');
// The api's WebSocket library (its devDependency), so the client speaks exactly what the api's tests speak.
const fromApi = createRequire(join(ROOT, 'api', 'package.json'));
const WebSocket = fromApi('ws');
const postgres = fromApi('postgres');
/** The api's NOTIFY channel (api/src/realtime/broker.ts): the bench listens in to count what crosses processes. */
const NOTIFY_CHANNEL = 'dating_realtime';

const POSTGRES = Boolean(process.env.DATABASE_URL);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const RAMP = (process.env.BENCH_RAMP ?? (POSTGRES ? '50,100,150,200,300' : '20,30,40,60,80,100,120'))
  .split(',')
  .filter(Boolean)
  .map(Number);
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 10);
const FIXED_RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : POSTGRES ? 200 : undefined;
const STORM_SECONDS = Number(process.env.BENCH_STORM_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 4620);
const LABEL = process.env.BENCH_LABEL ?? (POSTGRES ? (PROCESSES > 1 ? `postgres-${PROCESSES}-processes` : 'postgres') : 'pglite');
const CLIENT = { 'x-dating-client': 'web' };
// Open loop with a ceiling: a server that falls behind shows as sends not made at their time, never as an
// unbounded pile of requests in the bench.
const MAX_IN_FLIGHT = 400;
/** How long after the last send every delivery must have arrived before the rest count as lost. */
const DRAIN_MS = 10_000;
/** A (re)connect's handshake and hello: PGlite answering a reconnect storm of 1,000 sockets takes tens of seconds. */
const HELLO_TIMEOUT_MS = 60_000;
const TARGETS = { members: 1000, rate: 200, p99Ms: 100 };

if (!Number.isInteger(MEMBERS) || MEMBERS < 2 || MEMBERS % 2) throw new Error('BENCH_MEMBERS: an even number ≥ 2');
if (PROCESSES > 1 && !POSTGRES) throw new Error('BENCH_PROCESSES > 1 needs DATABASE_URL: PGlite lives inside one process');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A deadline for Promise.race: it never keeps the bench alive once the work is done. */
const deadline = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());
const log = (line) => process.stderr.write(`[bench:chat ${LABEL}] ${line}\n`);

// ── processes and cleanup ────────────────────────────────────────────────────────────────────────────

const work = mkdtempSync(join(os.tmpdir(), 'dating-chat-bench-'));
const children = [];
let databaseToDrop;
/** @type {import('postgres').Sql | undefined} */
let listener;

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Its own process group: nothing it started outlives it.
  process.kill(-child.pid, 'SIGTERM');
  const kill = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }, 15_000);
  return exited.finally(() => clearTimeout(kill));
}

async function cleanup() {
  await listener?.end({ timeout: 5 }).catch(() => undefined);
  await Promise.allSettled(children.map(stopChild));
  if (databaseToDrop) await run(['bench/chat-seed.ts', 'drop', databaseToDrop]).catch((error) => log(`drop failed: ${error.message}`));
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

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

function startApi(index, databaseUrl) {
  const port = PORT + index;
  const logFile = join(work, `api-${index}.log`);
  // node --import tsx (not the tsx binary, which runs the api in a child): child.pid is the api itself, whose RSS we read.
  // BENCH_CPU_PROF=<folder>: a V8 CPU profile of each api process (written when it stops), to see where its time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // The inspector (loopback) lets the bench collect the api's garbage before each RSS reading: otherwise the heap's
  // swings (tens of MiB) bury the sockets' share.
  const inspectPort = PORT + 50 + index;
  const child = spawn(process.execPath, [...profile, `--inspect=127.0.0.1:${inspectPort}`, '--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, POSTGRES ? `data-${index}` : 'data'),
      DATABASE_URL: databaseUrl ?? '',
      SEED_PROFILES: '60',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  const out = createWriteStream(logFile);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  children.push(child);
  return { index, port, inspectPort, base: `http://127.0.0.1:${port}`, child, logFile };
}

async function waitForHealth(api) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (api.child.exitCode !== null)
      throw new Error(`api ${api.index} exited with ${api.child.exitCode}:\n${readFileSync(api.logFile, 'utf8').slice(-3000)}`);
    try {
      const response = await fetch(`${api.base}/api/health.php`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`api ${api.index} did not become healthy in 2 minutes`);
}

/** Resident set size of a process in bytes (VmRSS of /proc/<pid>/status). */
function rssBytes(pid) {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) * 1024;
}

/** A full garbage collection in the api process, through its inspector. */
async function collectGarbage(api) {
  const [target] = await (await fetch(`http://127.0.0.1:${api.inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  await new Promise((resolve) => {
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).id === 1) resolve();
    });
    socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  });
  socket.terminate();
}

/** RSS of the api processes after a full collection, the least of a few readings over two seconds. */
async function settledRss(apis) {
  await Promise.all(apis.map(collectGarbage));
  const readings = [];
  for (let i = 0; i < 8; i += 1) {
    readings.push(apis.map((api) => rssBytes(api.child.pid)));
    await sleep(250);
  }
  return apis.map((_, index) => Math.min(...readings.map((reading) => reading[index])));
}

/** CPU seconds (user + system) a process used so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, in clock ticks (USER_HZ, 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Busy fraction of the whole machine between two readings of /proc/stat. */
function machineTicks() {
  const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + (values[4] ?? 0);
  return { idle, total: values.reduce((sum, value) => sum + value, 0) };
}

// ── members, sockets, sends ──────────────────────────────────────────────────────────────────────────

/** client_id → what was sent and what came of it. */
const sends = new Map();
const counters = {
  unknownDeliveries: 0,
  misdirected: 0,
  echoes: 0,
  echoDuplicates: 0,
  seqBackwards: 0,
  seqGaps: 0,
  resets: 0,
  badFrames: 0,
  closedByServer: 0,
  /** Failed (re)connect attempts by reason; each was retried (3 attempts at most). */
  connectFailures: {},
};

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
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

function onFrame(member, data) {
  let frame;
  try {
    frame = JSON.parse(String(data));
  } catch {
    counters.badFrames += 1;
    return;
  }
  const now = performance.now();
  if (frame.type === 'hello') {
    member.hellos += 1;
    if (frame.resumed) member.resumed += 1;
    // A first connect starts from the member's latest seq; a resume keeps ours (what follows continues it).
    if (!frame.resumed) member.seq = frame.seq;
    member.helloAt = now;
    member.waitHello?.();
    return;
  }
  if (frame.type === 'reset') {
    counters.resets += 1;
    member.seq = frame.seq;
    return;
  }
  if (frame.type !== 'event') return;
  if (frame.seq <= member.seq) counters.seqBackwards += 1;
  else if (member.seq !== null && frame.seq !== member.seq + 1) counters.seqGaps += 1;
  member.seq = Math.max(member.seq ?? 0, frame.seq);
  const event = frame.event;
  if (event?.kind !== 'message') return;
  const clientId = /^bench ([0-9a-f-]{36})$/.exec(event.message.text)?.[1];
  const sent = clientId ? sends.get(clientId) : undefined;
  if (!sent) {
    counters.unknownDeliveries += 1;
    return;
  }
  if (event.message.from_me) {
    // The sender's own socket hears its send too (for its other tabs): counted apart from deliveries.
    if (member !== sent.from) counters.misdirected += 1;
    else if (sent.echoes++ > 0) counters.echoDuplicates += 1;
    counters.echoes += 1;
    return;
  }
  if (member !== sent.to || event.profile !== sent.from.profileId) {
    counters.misdirected += 1;
    return;
  }
  sent.deliveries.push({ at: now, messageId: event.message.id });
}

function connect(member, api) {
  return new Promise((resolve, reject) => {
    const since = member.seq === null ? '' : `?since=${member.seq}`;
    const socket = new WebSocket(`ws://127.0.0.1:${api.port}/api/realtime${since}`, {
      headers: { cookie: member.cookie, origin: `http://127.0.0.1:${api.port}` },
      localAddress: member.address,
      handshakeTimeout: HELLO_TIMEOUT_MS,
    });
    member.socket = socket;
    // A failed attempt is closed for good and its late frames ignored: the retry must be the member's one socket,
    // or the bench would count its own second socket as the server's duplicates.
    let failed = false;
    const fail = (error) => {
      failed = true;
      clearTimeout(timer);
      member.waitHello = undefined;
      socket.removeAllListeners('message');
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`no hello within ${HELLO_TIMEOUT_MS / 1000} s`)), HELLO_TIMEOUT_MS);
    member.waitHello = () => {
      clearTimeout(timer);
      member.waitHello = undefined;
      resolve();
    };
    socket.on('message', (data) => {
      if (member.socket === socket) onFrame(member, data);
    });
    socket.on('error', (error) => {
      if (member.waitHello) fail(error);
    });
    socket.once('close', (code) => {
      if (failed) return;
      if (member.waitHello) fail(new Error(`closed with ${code} before hello`));
      // Closed by the server (or the network) while the bench relied on it: deliveries after this are lost.
      else if (member.socket === socket) counters.closedByServer += 1;
    });
  });
}

/** Connects members, `concurrency` handshakes at a time (Infinity: all at once), up to 3 attempts each. */
async function connectAll(members, concurrency) {
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < members.length) {
      const member = members[next++];
      for (let attempt = 1; ; attempt += 1) {
        try {
          await connect(member, member.api);
          break;
        } catch (error) {
          failures += 1;
          const reason = String(error.message).replace(/\d{3,}/g, 'N');
          counters.connectFailures[reason] = (counters.connectFailures[reason] ?? 0) + 1;
          if (attempt === 3) throw new Error(`member ${member.index}: ${error.message}`);
          await sleep(200 * attempt);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, members.length) }, worker));
  return failures;
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
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
  const loadBefore = os.loadavg();
  log(`seeding ${MEMBERS} members`);
  const membersFile = join(work, 'members.json');
  await run(['bench/chat-seed.ts', 'seed', membersFile], { BENCH_MEMBERS: String(MEMBERS), DATA_DIR: join(work, 'data') });
  const seeded = JSON.parse(readFileSync(membersFile, 'utf8'));
  databaseToDrop = seeded.databaseUrl ?? undefined;

  log(`starting ${PROCESSES} api process(es)`);
  const apis = Array.from({ length: PROCESSES }, (_, index) => startApi(index, seeded.databaseUrl ?? undefined));
  await Promise.all(apis.map(waitForHealth));
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

const ms = (value) => (value === null || value === undefined ? '–' : String(value));

/** The NOTIFY ceiling (bench/chat-notify.ts, run by bench/chat.sh), when it was measured. */
function notifySection() {
  const file = join(RESULTS, 'chat-notify.json');
  if (!existsSync(file)) return '';
  const notify = JSON.parse(readFileSync(file, 'utf8'));
  const rows = notify.modes.map(
    (m) => `| ${m.mode} | ${m.synchronousCommit ? 'on' : 'off'} | ${m.transactionsPerSecond} | ${m.p50Ms} | ${m.p99Ms} |`,
  );
  return `## NOTIFY ceiling

bench/chat-notify.ts on a throw-away cluster with fsync on: ${notify.connections} connections for ${notify.seconds} s per line, each
transaction one INSERT; "notify inside" adds one NOTIFY to it (held lock until the commit is flushed), "notify after" sends it
on its own after the commit (the api goes further: one NOTIFY per 15 ms tick and process, carrying every woken member's id).

| mode | synchronous_commit | transactions/s | p50 ms | p99 ms |
|---|---|---:|---:|---:|
${rows.join('\n')}

`;
}

function markdown(all) {
  const runs = Object.values(all);
  const mark = (ok) => (ok ? '✓' : '✗');
  const rows = runs.map((r) => {
    const targeted = r.engine === 'postgres';
    const p99 = r.load.deliveryMs.p99;
    return [
      r.label,
      r.processes,
      r.members,
      `${r.load.rate}/s × ${r.load.durationSeconds} s`,
      r.load.sustainedPerSecond,
      `${ms(r.load.deliveryMs.p50)} / ${ms(r.load.deliveryMs.p95)} / ${ms(p99)}${targeted ? ` ${mark(p99 !== null && p99 <= TARGETS.p99Ms)}` : ''}`,
      `${ms(r.load.sendMs.p50)} / ${ms(r.load.sendMs.p99)}`,
      r.load.httpErrors + r.load.skipped,
      `${r.load.lost} / ${r.load.duplicated}`,
      `${(r.rss.perIdleConnectionBytes / 1024).toFixed(1)} KiB`,
      `${r.load.apiCpuPercent.join(' + ')}% / ${r.load.benchCpuPercent}% / ${r.load.machineBusyPercent}%`,
    ];
  });
  const storms = runs.map((r) => [
    r.label,
    r.reconnect.sockets,
    r.reconnect.reconnectMs,
    `${r.reconnect.resumed} / ${r.reconnect.resets}`,
    r.reconnect.sentWhileDisconnected,
    ms(r.reconnect.caughtUpMs),
    r.reconnect.ok,
    `${r.reconnect.lost} / ${r.reconnect.duplicated}`,
    `${r.reconnect.membersMissingAny} / ${r.reconnect.membersWithDuplicates}`,
    `${ms(r.reconnect.deliveryMs.p50)} / ${ms(r.reconnect.deliveryMs.p99)} / ${ms(r.reconnect.deliveryMs.max)}`,
  ]);
  const ramps = runs
    .filter((r) => r.ramp.length)
    .flatMap((r) =>
      r.ramp.map((s) => [
        r.label,
        `${s.rate}/s`,
        s.sustainedPerSecond,
        `${ms(s.deliveryMs.p50)} / ${ms(s.deliveryMs.p99)}`,
        `${ms(s.sendMs.p50)} / ${ms(s.sendMs.p99)}`,
        s.skipped,
        s.httpErrors,
        `${s.lost} / ${s.duplicated}`,
        `${s.apiCpuPercent.join(' + ')}% / ${s.machineBusyPercent}%`,
        s.kept ? 'kept up' : 'fell behind',
      ]),
    );
  const table = (head, body) =>
    [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...body.map((row) => `| ${row.join(' | ')} |`)].join('\n');
  const checks = runs.map(
    (r) =>
      `- ${r.label}: ${r.checks.unknownDeliveries} unknown deliveries, ${r.checks.misdirected} misdirected, ${r.checks.seqBackwards} events with a seq not above the last, ${r.checks.seqGaps} seq gaps, ${r.checks.resets} resets, ${r.checks.closedByServer} sockets closed by the server, ${r.checks.badFrames} unreadable frames, connect attempts that failed: ${JSON.stringify(r.checks.connectFailures ?? {})}, ${r.checks.echoes} echoes to the sender's own socket (${r.checks.echoDuplicates} twice); connect ${r.connect.ms} ms (${r.connect.retries} retries); load average ${r.loadAverage.start.join(' ')} at the start, ${r.loadAverage.end.join(' ')} at the end; RSS ${r.rss.beforeMiB.join(' + ')} MiB idle → ${r.rss.connectedMiB.join(' + ')} MiB with the sockets → ${r.rss.underLoadMiB.join(' + ')} MiB after the load${r.serverVersion ? `; ${r.serverVersion}` : ''}${r.load.notify ? `; NOTIFY during the load: ${r.load.notify.perSecond}/s carrying ${r.load.notify.idsPerNotify} member ids each (${r.load.notify.averageBytes} B on average, ${r.load.notify.maxBytes} B at most), queue ${r.load.notify.queueUsage * 100} % full after it` : ''}; measured ${r.measuredAt.slice(0, 16)} UTC with \`${r.command}\``,
  );
  return `# Chat delivery (WebSocket, the HTTP send)

Written by \`npm run bench:chat\` (bench/chat.sh, bench/chat.mjs, bench/chat-seed.ts): the real api on loopback, members seeded
in bulk through the api's modules (sessions, credits through the ledger), each connected over a real WebSocket
(\`/api/realtime\`, its session cookie); messages from member to partner through \`POST /api/message.php\` at a fixed rate (open
loop), each text carrying its client id so that the recipient's \`message\` event is matched to its send. Latency: the send's
start to the recipient's frame. Lost: stored (HTTP 200) but never at the recipient; duplicated: at the recipient more than once.
Two processes: member 2k on one, its partner on the other, so every delivery crosses processes (PostgreSQL LISTEN/NOTIFY).
Targets on PostgreSQL: ${TARGETS.members} members, ${TARGETS.rate} messages/s, delivery p99 ≤ ${TARGETS.p99Ms} ms, 0 lost, 0 duplicated; PGlite has
none (it reports the rate it sustains). Machine: ${runs[0]?.machine ?? '–'}. The bench itself (1,000 WebSocket clients, the
sends) and PostgreSQL (\`fsync=off\`, scripts/postgres-temp.sh) run on the same machine.

## Load

${table(
  [
    'run',
    'processes',
    'members',
    'offered',
    'stored/s',
    'delivery p50 / p95 / p99 ms',
    'send p50 / p99 ms',
    'errors + not sent in time',
    'lost / dup',
    'RSS per idle socket',
    'CPU: api / bench / machine busy',
  ],
  rows,
)}

## Reconnect storm

Sends go on at the load's rate; a third into the phase every socket is dropped at once, a second later all reconnect at
once with \`?since=<last seq>\`. Caught up: from the reconnect to the last message sent while down reaching its recipient.

${table(
  [
    'run',
    'sockets',
    'reconnect ms',
    'resumed / reset',
    'sent while down',
    'caught up ms',
    'stored',
    'lost / dup',
    'members missing / with dup',
    'delivery p50 / p99 / max ms',
  ],
  storms,
)}
${
  ramps.length
    ? `
## Ramp (the rate a run sustains)

Each rate for ${runs.find((r) => r.ramp.length)?.rampSeconds ?? RAMP_SECONDS} s; the ramp stops at the first rate that falls behind (sends not made on time, errors, or fewer than 95 % stored at the rate).

${table(['run', 'offered', 'stored/s', 'delivery p50 / p99 ms', 'send p50 / p99 ms', 'not sent in time', 'errors', 'lost / dup', 'api CPU / machine', ''], ramps)}
`
    : ''
}
${notifySection()}## Checks

${checks.join('\n')}
`;
}

const file = join(RESULTS, 'chat.json');
if (process.argv.includes('--report')) {
  // `node bench/chat.mjs --report`: chat.md again from chat.json (after a change to the report), measuring nothing.
  rmSync(work, { recursive: true, force: true });
} else {
  let result;
  try {
    result = await main();
  } finally {
    await cleanup();
  }
  mkdirSync(RESULTS, { recursive: true });
  const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  all[result.label] = result;
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}
writeFileSync(join(RESULTS, 'chat.md'), markdown(JSON.parse(readFileSync(file, 'utf8'))));
log(`written to ${RESULTS}/chat.{json,md}`);

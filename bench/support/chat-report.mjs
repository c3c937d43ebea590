// bench/results/chat.md, written by bench/chat.mjs from the runs in chat.json (and chat-notify.json, the NOTIFY
// ceiling bench/chat.sh measures beside them).
import { readResult } from './results.mjs';

/** What the chat is built for on PostgreSQL; PGlite has none (it reports the rate it sustains). */
const TARGETS = { members: 1000, rate: 200, p99Ms: 100 };

const ms = (value) => (value === null || value === undefined ? '–' : String(value));

/** The NOTIFY ceiling (bench/chat-notify.ts, run by bench/chat.sh), when it was measured. */
function notifySection() {
  const notify = readResult('chat-notify.json');
  if (!notify) return '';
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

/**
 * bench/results/chat.md from every run in chat.json.
 *
 * @param {Record<string, any>} all the runs by label
 * @param {number} rampSeconds this run's BENCH_RAMP_SECONDS, for runs that do not say theirs
 */
export function chatMarkdown(all, rampSeconds) {
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

Each rate for ${runs.find((r) => r.ramp.length)?.rampSeconds ?? rampSeconds} s; the ramp stops at the first rate that falls behind (sends not made on time, errors, or fewer than 95 % stored at the rate).

${table(['run', 'offered', 'stored/s', 'delivery p50 / p99 ms', 'send p50 / p99 ms', 'not sent in time', 'errors', 'lost / dup', 'api CPU / machine', ''], ramps)}
`
    : ''
}
${notifySection()}## Checks

${checks.join('\n')}
`;
}

// The measuring half of `npm run bench:load` (bench/load.sh starts a throw-away PostgreSQL and runs
// this once with DATABASE_URL, once on the embedded PGlite): starts the real api (api/src/main.ts,
// demo seed), signs up MEMBERS members through POST /api/signup.php, then lets autocannon send the
// read endpoints a logged-in member uses most — search, a profile, likes, chats, the session, the
// notifications — over MEMBERS connections, each connection one member's session, for DURATION
// seconds. Writes requests/s, latency percentiles and errors per engine to bench/results/load.json
// and bench/results/load.md. A benchmark, not a test: it reports, it never fails on a figure.
//
// Environment: BENCH_ENGINE (label; "postgres" when DATABASE_URL is set, else "pglite"),
// BENCH_MEMBERS (default 50), BENCH_DURATION (seconds, default 30), BENCH_PORT (default 4610),
// BENCH_RESULTS (another results folder, for trials).
import autocannon from 'autocannon';
import { cleanUpOnSignals, startApi } from './support/api-process.mjs';
import { benchArgs, envNumber } from './support/cli.mjs';
import { machineSummary, withRun, writeResult } from './support/results.mjs';

benchArgs(`usage: [DATABASE_URL=…] node bench/load.mjs
Signs members up through the api and lets autocannon walk the read endpoints; merges the run into
bench/results/load.json under BENCH_ENGINE and writes load.md. Settings: BENCH_MEMBERS (50),
BENCH_DURATION (seconds, 30), BENCH_PORT (4610), BENCH_RESULTS (another results folder).`);

const MEMBERS = envNumber('BENCH_MEMBERS', 50);
const DURATION = envNumber('BENCH_DURATION', 30);
const PORT = envNumber('BENCH_PORT', 4610);
const ENGINE = process.env.BENCH_ENGINE ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
const BASE = `http://127.0.0.1:${PORT}`;
const CLIENT = { 'x-dating-client': 'web' };

/** A fresh member signed up through the api; answers its session cookie and profile id. */
async function signUp(index) {
  const response = await fetch(`${BASE}/api/signup.php`, {
    method: 'POST',
    headers: { ...CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `load-${Date.now().toString(36)}-${index}@bench.test`,
      name: `Load ${index}`,
      date_of_birth: '1990-06-15',
      password: 'bench-password-123',
      gender: index % 2 ? 'male' : 'female',
      sexuality: 'hetero',
      country: 'NL',
      region_id: null,
      city: 'Utrecht',
    }),
  });
  if (!response.ok) throw new Error(`signup ${index}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return cookie;
}

async function main() {
  const api = await startApi({
    port: PORT,
    tempPrefix: 'dating-load-',
    env: {
      LOG_LEVEL: 'warn',
      // Every bench member signs up from 127.0.0.1: the per-IP signup and login limits would refuse the bench, not an attacker.
      LOGIN_RATE_LIMIT_PER_MINUTE: '5000',
    },
  });
  try {
    const cookies = [];
    for (let index = 0; index < MEMBERS; index += 1) cookies.push(await signUp(index));
    const probe = await fetch(`${BASE}/api/search.php?limit=48`, { headers: { ...CLIENT, cookie: cookies[0] } });
    const ids = (await probe.json()).profiles.map((profile) => profile.id);
    if (ids.length === 0) throw new Error('the search found nobody to open');

    const paths = [
      '/api/search.php',
      '/api/search.php?gender=female&min_age=25&max_age=45',
      ...ids.slice(0, 8).map((id) => `/api/profile.php?id=${id}`),
      '/api/likes.php',
      '/api/chats.php',
      '/api/user.php',
      '/api/notifications.php',
    ];
    let connection = 0;
    const result = await autocannon({
      url: BASE,
      connections: MEMBERS,
      duration: DURATION,
      requests: [
        {
          // Each connection is one member: its session from the first request on, its own walk through the paths.
          setupRequest: (request, context) => {
            context.cookie ??= cookies[connection++ % cookies.length];
            context.step = ((context.step ?? Math.floor(Math.random() * paths.length)) + 1) % paths.length;
            return { ...request, method: 'GET', path: paths[context.step], headers: { ...CLIENT, cookie: context.cookie } };
          },
        },
      ],
    });
    return {
      engine: ENGINE,
      members: MEMBERS,
      durationSeconds: DURATION,
      paths,
      requestsPerSecond: Math.round(result.requests.average),
      requestsTotal: result.requests.total,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      measuredAt: new Date().toISOString(),
      machine: machineSummary(),
    };
  } finally {
    await api.stop();
  }
}

cleanUpOnSignals();
const run = await main();
const all = withRun('load', run.engine, run);
const rows = Object.values(all).map(
  (r) =>
    `| ${r.engine} | ${r.members} | ${r.durationSeconds} s | ${r.requestsPerSecond} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.non2xx} | ${r.errors + r.timeouts} | ${r.measuredAt.slice(0, 16)} |`,
);
writeResult('load', {
  json: all,
  markdown: `# Load (autocannon, the read endpoints)

Written by \`npm run bench:load\` (bench/load.sh, bench/load.mjs): the real api with the demo seed, each connection one signed-up
member walking search, profiles, likes, chats, the session and the notifications. Machine: ${run.machine}.

| engine | members | duration | requests/s | p50 ms | p99 ms | non-2xx | errors | measured |
|---|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}
`,
});
console.log(`${run.engine}: ${run.requestsPerSecond} requests/s, p99 ${run.latencyMs.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}`);

// What bench/chat.mjs reads about the api processes and the machine, from /proc (Linux) and, for the
// garbage collection before an RSS reading, the api's inspector.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './api-process.mjs';

// The api's WebSocket library (its devDependency), as bench/chat.mjs's clients use.
const WebSocket = createRequire(join(ROOT, 'api', 'package.json'))('ws');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process in bytes (VmRSS of /proc/<pid>/status). */
export function rssBytes(pid) {
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
export async function settledRss(apis) {
  await Promise.all(apis.map(collectGarbage));
  const readings = [];
  for (let i = 0; i < 8; i += 1) {
    readings.push(apis.map((api) => rssBytes(api.child.pid)));
    await sleep(250);
  }
  return apis.map((_, index) => Math.min(...readings.map((reading) => reading[index])));
}

/** CPU seconds (user + system) a process used so far. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, in clock ticks (USER_HZ, 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Busy fraction of the whole machine between two readings of /proc/stat. */
export function machineTicks() {
  const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + (values[4] ?? 0);
  return { idle, total: values.reduce((sum, value) => sum + value, 0) };
}

// Runs a command with inherited output; resolves with its exit code.
import { spawn } from 'node:child_process';
import { ROOT } from './workspaces.mjs';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

/**
 * Runs a command with its output kept (stdout and stderr in the order written) instead of shown, for
 * commands that run side by side: each prints its output whole when it ends, not interleaved with the
 * others'. Colours stay on when this process writes to a terminal. Resolves with the exit code and output.
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...colour, ...options.env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString();
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: output() }));
    child.on('error', (error) => resolve({ code: 1, output: `${output()}${command}: ${error.message}\n` }));
  });
}

/**
 * Runs the tasks at most `limit` at a time, in the order given (longest first keeps both cores busy to
 * the end); resolves with their results in the same order.
 */
export async function inParallel(tasks, limit) {
  const results = Array.from({ length: tasks.length });
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
  return results;
}

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

// Starts the real api for the e2e run on a fresh data folder (so every run sees the same demo data).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'dating-e2e-'));
const child = spawn('npx', ['tsx', 'api/src/main.ts'], {
  stdio: 'inherit',
  // Every browser of the run logs in from 127.0.0.1: the per-IP login limit (30/min in production)
  // would refuse the suite, not an attacker. The per-e-mail lockout stays as it is (login.spec.ts).
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_PROFILES: process.env.SEED_PROFILES ?? '120',
    HOST: '127.0.0.1',
    LOGIN_RATE_LIMIT_PER_MINUTE: '5000',
    // As behind a CDN on this machine: the api believes the visitor-country header (CF-IPCountry) a
    // journey sends in the CDN's place. Browsers send no X-Forwarded-For, so request.ip stays 127.0.0.1.
    TRUST_PROXY: 'loopback',
    // A direct debit settles a few seconds after its mandate instead of minutes: the journey waits for it.
    SANDBOX_PSP_SDD_SETTLE_SECONDS: '3',
    // A message's mail waits 2 s instead of 2 minutes: a burst within 2 s → one mail, and the journey waits little.
    MESSAGE_MAIL_DELAY_SECONDS: '2',
  },
});
const stop = (signal) => {
  child.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

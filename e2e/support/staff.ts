import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import {
  enrolStaffTotpEndpoint,
  setUpStaffAccountEndpoint,
  staffLoginEndpoint,
  verifyStaffTotpEndpoint,
} from '@dating/shared/contracts/staff';
import { inviteStaffMemberEndpoint } from '@dating/shared/contracts/staff-admin';
import { callApi, sendApi } from './api-call';
import { E2E_PORT } from './env';

/** Staff logged in by the api (the console's own login journey is staff-console.spec.ts): the demo password. */
const STAFF_PASSWORD = 'demo-password';

/**
 * The authenticator secrets this run enrolled, by address: a staff account enrols once for good, so a
 * retry of a journey (another worker process) logs in with the secret its first try enrolled. Kept beside
 * the run's temp files; an entry of an earlier run's server is never read, as that server's accounts
 * start unenrolled (the login answers `enrol` again and the entry is replaced).
 */
const SECRETS_FILE = join(tmpdir(), `dating-e2e-staff-secrets-${E2E_PORT}.json`);

/** The run's record per address: the enrolled secret, and the last authenticator step a login of it used. */
interface StaffRecord {
  secret: string;
  lastStep?: number;
}

function records(): Record<string, StaffRecord> {
  try {
    return JSON.parse(readFileSync(SECRETS_FILE, 'utf8')) as Record<string, StaffRecord>;
  } catch {
    return {};
  }
}

const LOCK_DIR = `${SECRETS_FILE}.lock`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One worker at a time reads and writes the record (the workers are processes): a directory is created
 * atomically or not at all. A lock left by a crashed worker is taken over after 10 s.
 */
async function withRecords<T>(change: (all: Record<string, StaffRecord>) => Promise<T> | T): Promise<T> {
  const since = Date.now();
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      if (Date.now() - since > 10_000) break;
      await pause(25);
    }
  }
  try {
    const all = records();
    const result = await change(all);
    writeFileSync(SECRETS_FILE, JSON.stringify(all));
    return result;
  } finally {
    rmdirSync(LOCK_DIR);
  }
}

const STEP_MS = 30_000;
const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/**
 * An authenticator step no login of this address used yet. The api takes a code of the step before now's,
 * now's or the next (clock drift) once each, so journeys running at once as the same staff member (the demo
 * admin inviting their staff) each take their own step, up to three in one 30 s, waiting only past that.
 */
async function freshStep(email: string): Promise<{ secret: string; step: number }> {
  const { secret, step, waitMs } = await withRecords((all) => {
    const record = all[email];
    expect(record, `the authenticator secret of ${email}, enrolled earlier in this run`).toBeDefined();
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now - 1, (record!.lastStep ?? -Infinity) + 1);
    record!.lastStep = step;
    // Beyond the next step: wait until it is the next one (its code is then accepted).
    return { secret: record!.secret, step, waitMs: Math.max(0, (step - 1) * STEP_MS - Date.now() + 200) };
  });
  if (waitMs > 0) await pause(waitMs);
  return { secret, step };
}

/**
 * Logs a staff member in where `request` is (a page's request shares its cookies), through the real api:
 * the password, then the authenticator — enrolled on a first login, its secret kept for a later one, each
 * login with a code of a step of its own (freshStep).
 */
export async function staffLogin(request: APIRequestContext, email: string): Promise<void> {
  const answer = await callApi(request, staffLoginEndpoint, { body: { email, password: STAFF_PASSWORD } });
  if (answer.next === 'enrol') {
    const now = Math.floor(Date.now() / STEP_MS);
    await callApi(request, enrolStaffTotpEndpoint, { body: { code: totp(answer.secret).generate() } });
    await withRecords((all) => void (all[email] = { secret: answer.secret, lastStep: now }));
    return;
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { secret, step } = await freshStep(email);
    const code = totp(secret).generate({ timestamp: step * STEP_MS });
    const response = await sendApi(request, verifyStaffTotpEndpoint, { body: { code } });
    if (response.status() === 200) return;
  }
  throw new Error(`staff login of ${email}: the authenticator's code was refused twice`);
}

/** An admin (logged in where `admin` is) invites a staff member, who sets their password through the set-up link. */
export async function inviteStaff(admin: APIRequestContext, invitee: APIRequestContext, email: string, role: StaffRole): Promise<void> {
  const { setup_url } = await callApi(admin, inviteStaffMemberEndpoint, { body: { email, role } });
  const token = new URL(setup_url).searchParams.get('token') ?? '';
  await callApi(invitee, setUpStaffAccountEndpoint, { body: { token, password: STAFF_PASSWORD } });
}

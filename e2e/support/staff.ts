import { readFileSync, writeFileSync } from 'node:fs';
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

function secrets(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(SECRETS_FILE, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/**
 * Logs a staff member in where `request` is (a page's request shares its cookies), through the real api:
 * the password, then the authenticator — enrolled on a first login, its secret kept for a later one. A
 * code works once per 30-second step: a second login in the same step waits for the next.
 */
export async function staffLogin(request: APIRequestContext, email: string): Promise<void> {
  const answer = await callApi(request, staffLoginEndpoint, { body: { email, password: STAFF_PASSWORD } });
  if (answer.next === 'enrol') {
    await callApi(request, enrolStaffTotpEndpoint, { body: { code: totp(answer.secret).generate() } });
    writeFileSync(SECRETS_FILE, JSON.stringify({ ...secrets(), [email]: answer.secret }));
    return;
  }
  const secret = secrets()[email];
  expect(secret, `the authenticator secret of ${email}, enrolled earlier in this run`).toBeDefined();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await sendApi(request, verifyStaffTotpEndpoint, { body: { code: totp(secret!).generate() } });
    if (response.status() === 200) return;
    // The step's code was used already: the next step's is new.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
  }
  throw new Error(`staff login of ${email}: the authenticator's code was refused twice`);
}

/** An admin (logged in where `admin` is) invites a staff member, who sets their password through the set-up link. */
export async function inviteStaff(admin: APIRequestContext, invitee: APIRequestContext, email: string, role: StaffRole): Promise<void> {
  const { setup_url } = await callApi(admin, inviteStaffMemberEndpoint, { body: { email, role } });
  const token = new URL(setup_url).searchParams.get('token') ?? '';
  await callApi(invitee, setUpStaffAccountEndpoint, { body: { token, password: STAFF_PASSWORD } });
}

import { eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import {
  enrolStaffTotpEndpoint,
  getStaffSessionEndpoint,
  setUpStaffAccountEndpoint,
  staffLoginEndpoint,
} from '@dating/shared/contracts/staff';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { verifyPassword } from '../auth/passwords';
import { staffAccounts, staffAuditLog } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/demo-members';
import { DEMO_STAFF } from '../seed/demo-staff';
import { auditRowsOf, cookieFrom, totpCode } from '../test/builders/staff';
import { inject, injectOk } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { staffCreateCommand } from './staff-create-cli';
import { createStaffSession, readStaffSession, STAFF_IDLE_TIMEOUT_MS } from './staff-sessions';

const context = setupTestContext();

/** The command on this file's database (as the environment's would be opened): its exit code and what it printed. */
async function staffCreate(args: string[]) {
  const io = { write: vi.fn<(text: string) => void>(), fail: vi.fn<(text: string) => void>() };
  const { database, config } = context();
  // The test's database stays open for the rest of the file: the command's close is the test's to skip.
  const open = async () => ({ database: { ...database, close: async () => undefined }, config });
  const code = await staffCreateCommand(args, {}, io, open);
  return { code, out: io.write.mock.calls.join(''), err: io.fail.mock.calls.join('') };
}

describe('npm run staff:create', () => {
  it('makes an account without a password and prints its set-up link; the link, a login and an enrolment make it work', async () => {
    const made = await staffCreate(['--email', 'New.Admin@Staff.Test', '--role', 'admin']);
    expect(made).toMatchObject({ code: 0, err: '' });
    expect(made.out).toContain('Staff account new.admin@staff.test (admin) made');
    // The default site's configured origin, whatever asked.
    const link = new URL(/(https?:\/\/\S+)/.exec(made.out)![1]!);
    expect(`${link.origin}${link.pathname}`).toBe(`http://localhost:${context().config.port}/staff/setup`);
    const token = link.searchParams.get('token')!;

    const [account] = await context().database.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'new.admin@staff.test'));
    expect(account).toMatchObject({ role: 'admin', passwordHash: null, totpSecret: null, totpEnrolledAt: null });
    expect((await auditRowsOf(context(), null)).at(-1)).toMatchObject({
      action: 'account_created',
      role: null,
      detail: { staff_id: account!.id, email: 'new.admin@staff.test', role: 'admin', by: 'command line' },
    });

    // Not set up yet: the password of nobody.
    const early = await inject(context().app, staffLoginEndpoint, {
      body: { email: 'new.admin@staff.test', password: 'a-strong-password' },
    });
    expect(early.statusCode).toBe(401);

    const short = await inject(context().app, setUpStaffAccountEndpoint, { body: { token, password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(await injectOk(context().app, setUpStaffAccountEndpoint, { body: { token, password: 'a-strong-password' } })).toEqual({
      email: 'new.admin@staff.test',
    });
    const reused = await inject(context().app, setUpStaffAccountEndpoint, { body: { token, password: 'another-password' } });
    expect([reused.statusCode, reused.json().error.code]).toEqual([400, 'token_invalid']);

    const login = await inject(context().app, staffLoginEndpoint, {
      body: { email: 'New.Admin@staff.test', password: 'a-strong-password' },
    });
    const answer = staffLoginEndpoint.response.parse(login.json());
    if (answer.next !== 'enrol') throw new Error('a first login enrols');
    const enrolled = await inject(context().app, enrolStaffTotpEndpoint, {
      as: cookieFrom(login, STORAGE_NAMES.staffPendingLogin)!,
      body: { code: totpCode(answer.secret) },
    });
    expect(enrolled.statusCode).toBe(200);
    expect(await injectOk(context().app, getStaffSessionEndpoint, { as: cookieFrom(enrolled, STORAGE_NAMES.staffSession)! })).toEqual({
      staff: { id: account!.id, email: 'new.admin@staff.test', role: 'admin' },
    });
    expect((await auditRowsOf(context(), account!.id)).map((entry) => entry.action)).toEqual(['account_set_up', 'totp_enrolled', 'login']);
  });

  it('refuses an address that has an account, an unknown role and bad usage, with a message and a non-zero exit', async () => {
    await staffCreate(['--email', 'taken@staff.test', '--role', 'support']);
    expect(await staffCreate(['--email', 'TAKEN@staff.test', '--role', 'operator'])).toEqual({
      code: 65,
      out: '',
      err: 'Not made: taken@staff.test has a staff account already.\n',
    });
    expect(await staffCreate(['--email', 'boss@staff.test', '--role', 'boss'])).toEqual({
      code: 65,
      out: '',
      err: 'Not made: "boss" is no staff role; the roles are operator, moderator, support, admin.\n',
    });
    expect(await staffCreate(['--email', 'not-an-address', '--role', 'admin'])).toMatchObject({
      code: 65,
      err: expect.stringContaining('not an e-mail'),
    });
    expect(await staffCreate(['--email', 'x@staff.test'])).toMatchObject({
      code: 64,
      err: expect.stringMatching(/^usage: npm run staff:create/),
    });
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE: rows are only ever added', async () => {
    const db = context().database.db;
    const [row] = await db.select({ id: staffAuditLog.id }).from(staffAuditLog).limit(1);
    expect(row).toBeDefined();
    // The database's own refusal, as drizzle passes it on (the error's cause on both engines).
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => 'allowed',
        (error: { message: string; cause?: { message?: string } }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await refusal(db.update(staffAuditLog).set({ reason: 'rewritten' }).where(eq(staffAuditLog.id, row!.id)))).toContain(
      'staff_audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(db.delete(staffAuditLog).where(eq(staffAuditLog.id, row!.id)))).toContain('append-only: DELETE refused');
    expect(await refusal(db.execute(sql`TRUNCATE staff_audit_log`))).toContain('append-only: TRUNCATE refused');
    const [still] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.id, row!.id));
    expect(still?.reason).toBeNull();
  });
});

describe('the demo staff', () => {
  it('are seeded with the demo password and no authenticator, so their first login enrols one', async () => {
    const rows = await context().database.db.select().from(staffAccounts);
    const demo = DEMO_STAFF.map(({ email, role }) => ({ row: rows.find((candidate) => candidate.email === email), role }));
    for (const { row, role } of demo) expect(row).toMatchObject({ role, totpSecret: null, totpEnrolledAt: null, disabledAt: null });
    // One hash serves all four (argon2 is slow on purpose): checking one checks them all.
    expect(new Set(demo.map(({ row }) => row?.passwordHash)).size).toBe(1);
    expect(await verifyPassword(demo[0]!.row!.passwordHash!, DEMO_PASSWORD)).toBe(true);
  });
});

describe('a staff session’s clock', () => {
  it('ends 30 idle minutes after the last request, and 12 hours after the login however busy', async () => {
    const db = context().database.db;
    const [staff] = await db
      .insert(staffAccounts)
      .values({ email: 'clock@staff.test', role: 'support' })
      .returning({ id: staffAccounts.id });
    const start = new Date('2030-03-01T08:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const idle = await createStaffSession(db, staff!.id, {}, start);
    expect(await readStaffSession(db, idle, at(29))).toMatchObject({ staffId: staff!.id, role: 'support' });
    expect(await readStaffSession(db, idle, at(29 + STAFF_IDLE_TIMEOUT_MS / 60_000 + 1))).toBeNull();

    const busy = await createStaffSession(db, staff!.id, {}, start);
    for (let minute = 20; minute < 12 * 60; minute += 20) expect(await readStaffSession(db, busy, at(minute))).not.toBeNull();
    expect(await readStaffSession(db, busy, at(12 * 60))).toBeNull();
  });
});

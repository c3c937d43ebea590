/**
 * `npm run staff:create -- --email <address> --role <operator|moderator|support|admin>`: makes a staff account
 * without a password and prints its one-time set-up link (valid 72 hours), on the default site's configured
 * origin, never a request's Host. A real deployment's first admin comes from here, never from a default
 * password. Reads the same environment as the api (DATABASE_URL, or the PGlite folder under DATA_DIR).
 */
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '@dating/shared/contracts/endpoint';
import { openCommandContext, runCommand, type CommandIo } from '../db/command-database';
import { createSiteResolver } from '../sites/site-settings';
import { createStaffAccount, staffSetupUrl } from './staff-accounts';

const USAGE = `usage: npm run staff:create -- --email <address> --role <${STAFF_ROLES.join('|')}>\n`;

const FLAGS = { '--email': 'email', '--role': 'role' } as const;

const EmailSchema = z.email().max(254);

/** The arguments as `{ email, role }` texts, or null when they are not the two flags, each once with a value. */
function parseArgs(args: readonly string[]): { email: string; role: string } | null {
  const input: { email?: string; role?: string } = {};
  if (args.length !== 4) return null;
  for (let index = 0; index < args.length; index += 2) {
    const field = FLAGS[args[index] as keyof typeof FLAGS] as 'email' | 'role' | undefined;
    if (!field || input[field] !== undefined) return null;
    input[field] = args[index + 1]!;
  }
  return input.email !== undefined && input.role !== undefined ? { email: input.email, role: input.role } : null;
}

const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/**
 * Runs the command; returns the exit code (64 bad usage, 65 an address or role that cannot be used, or
 * the database's 75/78). `open` is how it reaches the database: the environment's, or a test's.
 */
export async function staffCreateCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  io: CommandIo,
  open: typeof openCommandContext = openCommandContext,
  now = new Date(),
): Promise<number> {
  const input = parseArgs(args);
  if (!input) {
    io.fail(USAGE);
    return 64; // EX_USAGE
  }
  // Checked before the database is opened: a typo needs no database.
  if (!isRole(input.role)) {
    io.fail(`Not made: "${input.role}" is no staff role; the roles are ${STAFF_ROLES.join(', ')}.\n`);
    return 65; // EX_DATAERR
  }
  const role = input.role;
  if (!EmailSchema.safeParse(input.email.trim()).success) {
    io.fail(`Not made: "${input.email}" is not an e-mail address.\n`);
    return 65;
  }
  const opened = await open(env, io, 'the staff accounts');
  if (typeof opened === 'number') return opened;
  const { database, config } = opened;
  try {
    const made = await database.db.transaction((tx) => createStaffAccount(tx, { email: input.email, role, actor: null }, now));
    if (!made.ok) {
      io.fail(`Not made: ${input.email.trim().toLowerCase()} has a staff account already.\n`);
      return 65;
    }
    const link = await staffSetupUrl({ config, sites: createSiteResolver(database.db) }, made.token);
    io.write(`Staff account ${made.staff.email} (${made.staff.role}) made, without a password yet.\n`);
    io.write(
      `Its one-time set-up link, valid until ${made.expiresAt.toISOString()} (72 hours); hand it over in person or by a private channel:\n`,
    );
    io.write(`${link}\n`);
    io.write('Opened, it sets the password; the first login then enrols an authenticator app (TOTP).\n');
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runCommand('staff create', () =>
    staffCreateCommand(process.argv.slice(2), process.env, {
      write: (text) => process.stdout.write(text),
      fail: (text) => process.stderr.write(text),
    }),
  );
}

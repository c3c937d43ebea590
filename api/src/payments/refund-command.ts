/**
 * `npm run payments:refund -w api -- <payment id> [--amount <cents>] [--key <uuid>] [--reason <text>]`: gives a
 * member's money back (the operator's refund, within the site's `refund_days` of the payment) through the payment
 * provider, by the console's path (refund-request.ts): one refund per key — one made per run, or `--key` to
 * repeat a run that may have been cut off (the same key answers the first refund, never a second one). The
 * credits are taken back when the provider confirms the refund (its webhook), never by this command. Reads the
 * same environment as the api; with the embedded database the api must be stopped (the confirmation is
 * delivered when it runs again).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { openCommandContext, runCommand, type CommandIo } from '../db/command-database';
import { requestRefund } from './refund-request';
import { createSandboxPsp } from './sandbox/sandbox-psp';

const USAGE = 'usage: npm run payments:refund -w api -- <payment id> [--amount <cents>] [--key <uuid>] [--reason <text>]\n';
const DEFAULT_REASON = 'Refunded from the command line';

const FLAGS = { '--amount': 'amount', '--key': 'key', '--reason': 'reason' } as const;

/** The arguments, or null when they are not the usage's. */
function parseArgs(args: readonly string[]): { publicId: string; amountCents?: number; key: string; reason: string } | null {
  const [publicId, ...rest] = args;
  if (!publicId || publicId.startsWith('--') || rest.length % 2 !== 0) return null;
  const given: Partial<Record<(typeof FLAGS)[keyof typeof FLAGS], string>> = {};
  for (let index = 0; index < rest.length; index += 2) {
    const name = FLAGS[rest[index] as keyof typeof FLAGS];
    if (!name || given[name] !== undefined) return null;
    given[name] = rest[index + 1];
  }
  const amount = given.amount === undefined ? undefined : Number(given.amount);
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0)) return null;
  if (given.key !== undefined && !z.uuid().safeParse(given.key).success) return null;
  const reason = given.reason?.trim() ?? DEFAULT_REASON;
  if (reason === '' || reason.length > 500) return null;
  return { publicId, ...(amount === undefined ? {} : { amountCents: amount }), key: given.key ?? randomUUID(), reason };
}

export async function refundCommand(args: readonly string[], env: NodeJS.ProcessEnv, io: CommandIo, now = new Date()): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed) {
    io.fail(USAGE);
    return 64;
  }
  const opened = await openCommandContext(env, io, 'payments');
  if (typeof opened === 'number') return opened;
  try {
    const db = opened.database.db;
    const provider = createSandboxPsp({ secret: opened.config.sandboxPspSecret }).provider(db);
    const result = await requestRefund(db, provider, { ...parsed, actor: null, now });
    if (!result.ok) {
      io.fail(`${result.message}\n`);
      return 1;
    }
    // The key, to run the same refund again should this run's answer be lost.
    io.write(`${result.message}\nkey: ${parsed.key}\n`);
    return 0;
  } finally {
    await opened.database.close();
  }
}

if (require.main === module) {
  runCommand('payments refund', () =>
    refundCommand(process.argv.slice(2), process.env, {
      write: (text) => process.stdout.write(text),
      fail: (text) => process.stderr.write(text),
    }),
  );
}

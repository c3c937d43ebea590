/**
 * `npm run landers:bounces -w api [-- --days 30]`: the bounce rate of the landing pages over the last
 * days, per page, slug and traffic source (network) — visits, ended visits, bounces (ended without the
 * visitor acting) and the rate bounces / ended (a visit whose end never arrived counts for neither).
 * Reads the same environment as the api (DATABASE_URL, or the PGlite folder under DATA_DIR).
 */
import { count, desc, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { openCommandDatabase, runCommand, type CommandIo } from '../db/command-database';
import { landingVisits } from '../db/schema';
import { LANDING_VISIT_DAYS } from './landing-visits';

export interface BounceRow {
  page: string;
  slug: string | null;
  network: string | null;
  visits: number;
  ended: number;
  bounces: number;
  /** bounces / ended; null while no visit has ended. */
  rate: number | null;
}

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

/** The figures of visits begun in the last `days` days, most visited first. */
export async function bounceReport(db: Db, input: { days: number; now: Date }): Promise<BounceRow[]> {
  const since = new Date(input.now.getTime() - input.days * DAY_MS);
  const visits = count();
  const rows = await db
    .select({
      page: landingVisits.page,
      slug: landingVisits.slug,
      network: landingVisits.network,
      visits,
      ended: count(landingVisits.endedAt),
      bounces: sql<number>`count(*) filter (where ${landingVisits.endedAt} is not null and ${landingVisits.acted} = false)`.mapWith(Number),
    })
    .from(landingVisits)
    .where(gte(landingVisits.createdAt, since))
    .groupBy(landingVisits.page, landingVisits.slug, landingVisits.network)
    .orderBy(desc(visits), landingVisits.page, landingVisits.slug, landingVisits.network);
  return rows.map((row) => ({ ...row, rate: row.ended > 0 ? row.bounces / row.ended : null }));
}

/** The report as a plain text table. */
export function formatBounceReport(rows: readonly BounceRow[], days: number): string {
  if (rows.length === 0) return `No landing visits in the last ${days} days (bounce logging needs \`lb\` in the landing URL).\n`;
  const header = ['page', 'slug', 'network', 'visits', 'ended', 'bounces', 'bounce rate'];
  const lines = rows.map((row) => [
    row.page,
    row.slug ?? '-',
    row.network ?? '-',
    String(row.visits),
    String(row.ended),
    String(row.bounces),
    row.rate === null ? '-' : `${(row.rate * 100).toFixed(1)}%`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  // Text columns left, figures right.
  const cell = (text: string, column: number) => (column < 3 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!));
  const render = (line: readonly string[]) => line.map(cell).join('  ').trimEnd();
  return [`Landing pages, last ${days} days:`, render(header), ...lines.map(render)].join('\n') + '\n';
}

const USAGE = `usage: npm run landers:bounces -w api [-- --days <1-${LANDING_VISIT_DAYS}>]\n`;

/** Runs the command; returns the exit code. */
export async function bounceReportCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  io: CommandIo,
  now = new Date(),
): Promise<number> {
  let days = DEFAULT_DAYS;
  if (args.length > 0) {
    const value = Number(args[1]);
    if (args[0] !== '--days' || args.length !== 2 || !Number.isInteger(value) || value < 1 || value > LANDING_VISIT_DAYS) {
      io.fail(USAGE);
      return 64; // EX_USAGE
    }
    days = value;
  }
  const database = await openCommandDatabase(env, io, 'the landing visits');
  if (typeof database === 'number') return database;
  try {
    io.write(formatBounceReport(await bounceReport(database.db, { days, now }), days));
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runCommand('landers bounces', () =>
    bounceReportCommand(process.argv.slice(2), process.env, {
      write: (text) => process.stdout.write(text),
      fail: (text) => process.stderr.write(text),
    }),
  );
}

// The seeding half of `npm run bench:chat` (bench/chat.mjs runs it with tsx before it starts the api):
// a fresh database migrated with the api's real migrations and the small demo seed, then BENCH_MEMBERS
// confirmed members made in bulk — signing 1,000 members up through the api would hash 1,000 argon2
// passwords, minutes of work that measures nothing the chat does. Everything goes through the api's own
// modules: one real argon2 hash (passwords.ts) shared by all, credits through the ledger (ledger.ts,
// the only writer of balances), sessions through sessions.ts — the same rows a login writes, so each
// member's cookie is a real, logged-in session.
//
//   tsx bench/chat-seed.ts seed <out.json>   PGlite in DATA_DIR, or a new database `bench_chat` on the
//                                            PostgreSQL server of DATABASE_URL (dropped first if left over)
//   tsx bench/chat-seed.ts drop <url>        drops that database again (after the api processes stopped)
//
// Writes { databaseUrl, serverVersion, members: [{ userId, profileId, cookie }] } to <out.json>.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { hashPassword } from '../api/src/auth/passwords';
import { createSession } from '../api/src/auth/sessions';
import { credit, openAccount } from '../api/src/credits/ledger';
import { createDatabase } from '../api/src/db/database';
import { profiles, sites, users } from '../api/src/db/schema';
import { DEMO_PASSWORD } from '../api/src/seed/demo-members';
import { seed } from '../api/src/seed/seed';
import { envNumber } from './support/cli.mjs';

const DATABASE_NAME = 'bench_chat';
const MEMBERS = envNumber('BENCH_MEMBERS', 100);
// A message costs settings.message_credits (1 on the seeded sites): far more than any member of a bounded run sends.
const CREDITS = 100_000;
const BATCH = 250;

interface BenchMember {
  userId: number;
  profileId: number;
  cookie: string;
}

function databaseUrlFor(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    return await work(admin);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function seedMembers(out: string): Promise<void> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    databaseUrl = databaseUrlFor(serverUrl);
    await withAdmin(serverUrl, async (admin) => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE ${DATABASE_NAME}`);
    });
  }
  const dataDir = process.env.DATA_DIR;
  if (!databaseUrl && !dataDir) throw new Error('chat-seed: give DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL)');
  const database = await createDatabase({ databaseUrl, dataDir });
  try {
    const db = database.db;
    // No photos: the chat never reads them, and rendering the portrait pool takes longer than the rest.
    await seed(db, { profiles: 60, photos: false });
    const [site] = await db.select({ id: sites.id }).from(sites).limit(1);
    if (!site) throw new Error('chat-seed: the seed made no site');
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const stamp = Date.now().toString(36);

    const members: BenchMember[] = [];
    for (let start = 0; start < MEMBERS; start += BATCH) {
      const indexes = Array.from({ length: Math.min(BATCH, MEMBERS - start) }, (_, offset) => start + offset);
      const userRows = await db
        .insert(users)
        .values(
          indexes.map((index) => ({
            siteId: site.id,
            email: `chat-${stamp}-${index}@bench.test`,
            passwordHash,
            status: 'confirmed' as const,
          })),
        )
        .returning({ id: users.id });
      const profileRows = await db
        .insert(profiles)
        .values(
          userRows.map((user, offset) => ({
            userId: user.id,
            name: `Bench ${start + offset}`,
            status: 'active' as const,
            country: 'NL',
            city: 'Utrecht',
            gender: (start + offset) % 2 ? ('male' as const) : ('female' as const),
            sexuality: 'hetero' as const,
            dateOfBirth: '1990-06-15',
          })),
        )
        .returning({ id: profiles.id, userId: profiles.userId });
      await db.transaction(async (tx) => {
        for (const user of userRows) {
          await openAccount(tx, user.id);
          await credit(tx, { userId: user.id, amount: CREDITS, reason: 'adjustment', key: `bench-chat:${user.id}` });
        }
      });
      for (const { id: profileId, userId } of profileRows) {
        if (userId === null) throw new Error('chat-seed: a member profile without its user');
        const { token } = await createSession(db, userId, { userAgent: 'bench:chat', ip: '127.0.0.1' });
        members.push({ userId, profileId, cookie: `dating_session=${token}` });
      }
    }
    const version: unknown = await db.execute(sql`SELECT version() AS version`);
    // postgres.js answers the rows, PGlite an object holding them.
    const rows = (Array.isArray(version) ? version : (version as { rows: unknown[] }).rows) as { version: string }[];
    const serverVersion = rows[0]?.version.split(' on ')[0] ?? null;
    writeFileSync(out, JSON.stringify({ databaseUrl: databaseUrl ?? null, serverVersion, members }));
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const [command, argument] = process.argv.slice(2);
  if (command === 'seed' && argument) {
    await seedMembers(path.resolve(argument));
  } else if (command === 'drop' && argument) {
    const server = new URL(argument);
    server.pathname = '/postgres';
    await withAdmin(server.toString(), (admin) => admin.unsafe(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`));
  } else {
    process.stderr.write('usage: tsx bench/chat-seed.ts seed <out.json> | drop <database url>\n');
    process.exit(64);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`chat-seed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

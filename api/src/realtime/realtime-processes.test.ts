import { vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { logoutEndpoint } from '@dating/shared/contracts/index';
import type { App } from '../app-context';
import { buildApp } from '../app';
import { chatKit } from '../conversations/chat-test-kit';
import * as schema from '../db/schema';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { createLoggedInMember } from '../test/builders/members';
import { eventOf, openSocket, sendText } from './realtime-test-kit';

// Each test logs members in (argon2id) and waits for frames: generous on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/**
 * Two api processes on one PostgreSQL database (two apps, two connection pools, each listening):
 * an event committed through one reaches sockets on the other through LISTEN/NOTIFY. PGlite is one
 * process by nature (its database lives inside it), so there is nothing to test there.
 */
const onPostgres = process.env.DATABASE_URL !== undefined;
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('two api processes on PostgreSQL (skipped on PGlite: one process, nothing crosses)', () => {
  const context = setupTestContext();
  const kit = chatKit(context);
  let second: { app: App; end(): Promise<void> } | undefined;

  beforeAll(async () => {
    const ctx = context();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const [row] = (await ctx.database.db.execute(sql`select current_database() as name`)) as unknown as { name: string }[];
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${row?.name ?? ''}`;
    const client = postgres(url.toString(), { max: 4, onnotice: () => undefined });
    const app = await buildApp({ db: drizzle(client, { schema }), engine: 'postgres', config: ctx.config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    second = {
      app,
      async end() {
        await app.close();
        await client.end({ timeout: 5 });
      },
    };
  }, 60_000);
  afterAll(async () => {
    await second?.end();
  });

  it('delivers across processes, both ways, and ends sockets of a session ended on the other', async () => {
    const ctx = context();
    const other = second?.app;
    if (!other) throw new Error('second process not started');
    const a = await createLoggedInMember(ctx, { prefix: 'realtime-pg' });
    const b = await createLoggedInMember(ctx, { prefix: 'realtime-pg' });
    await kit.grant(a.id, 100);
    await kit.grant(b.id, 100);
    const sa = openSocket(ctx.app, { cookie: a.cookie });
    const sb = openSocket(other, { cookie: b.cookie });
    try {
      expect((await sa.next()).type).toBe('hello');
      expect((await sb.next()).type).toBe('hello');

      // A sends through process 1; B listens on process 2.
      expect((await sendText(ctx.app, a.cookie, b.profileId, 'across')).statusCode).toBe(200);
      expect(eventOf(await sb.next()).event).toMatchObject({ kind: 'message', message: { text: 'across', from_me: false } });
      // B answers through process 2; A listens on process 1.
      const answer = await sendText(other, b.cookie, a.profileId, 'back');
      const conversation = (answer.json() as { conversation: number }).conversation;
      const { frame } = await sa.until((f) => f.type === 'event' && f.event.kind === 'message' && !f.event.message.from_me);
      expect(eventOf(frame).event).toMatchObject({ message: { text: 'back' } });

      // Typing crosses too (ephemeral, through the broker).
      sa.ws.send(JSON.stringify({ type: 'typing', conversation, typing: true }));
      await sb.until((f) => f.type === 'typing' && f.profile === a.profileId);

      // B logs out through process 1: B's socket on process 2 closes.
      await inject(ctx.app, logoutEndpoint, { as: b });
      expect(await sb.closed).toEqual({ code: 4401 });
    } finally {
      sa.close();
      sb.close();
    }
  });
});

if (!onPostgres) {
  it('runs only against PostgreSQL (bash scripts/test-api-postgres.sh api/src/realtime)', () => {
    expect(onPostgres).toBe(false);
  });
}

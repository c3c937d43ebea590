import { vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { jobs, notificationSettings, notificationsDisabled, tokens } from '../db/schema';
import { createWorker } from '../jobs/worker';
import { mailsTo } from '../test/mailbox';
import { setupTestContext } from '../test/test-app';
import { createTestMember } from '../test/builders/members';
import { migratedDataFolder } from '../test/test-templates';
import { newsCommand } from './news-cli';
import { enqueueNews, NewsFileSchema, newsMailJobs, type NewsFile } from './news-mails';

const context = setupTestContext();
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const clock = new Date('2030-06-01T12:00:00Z');

const NEWS = {
  id: 'summer-update',
  subject: { en: 'News from us this summer', nl: 'Nieuws van ons deze zomer' },
  body: { en: ['The site has a new look.', 'Come and see it.'], nl: ['De site heeft een nieuw uiterlijk.', 'Kom eens kijken.'] },
  target: '/settings',
  button: { en: 'Have a look' },
};

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const problemsOf = (value: unknown) => {
  const parsed = NewsFileSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the news file', () => {
  it('needs English, neutral subjects in every locale and a safe target', () => {
    expect(problemsOf(NEWS)).toEqual([]);
    expect(problemsOf({ ...NEWS, subject: { nl: NEWS.subject.nl }, body: { nl: NEWS.body.nl } })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^subject\.en: /), expect.stringMatching(/^body\.en: /)]),
    );
    expect(problemsOf({ ...NEWS, subject: { ...NEWS.subject, de: 'Neue Flirt-Ideen' }, body: { ...NEWS.body, de: ['Text.'] } })).toEqual([
      'subject.de: the subject is not neutral in de: dating word "Flirt"',
    ]);
    // An English subject goes to every locale without its own: checked in each of them.
    expect(problemsOf({ ...NEWS, subject: { en: 'News from the Tjej team' }, body: { en: ['Text.'] } })).toEqual([
      'subject.en: the subject (as sent to sv members) is not neutral in sv: dating word "Tjej"',
    ]);
    // An English problem is said once, not again for each locale that falls back to English.
    expect(problemsOf({ ...NEWS, subject: { en: 'Your dating news' }, body: { en: ['Text.'] } })).toEqual([
      'subject.en: the subject is not neutral in en: dating word "dating"',
    ]);
    for (const target of ['//evil.test/x', 'https://evil.test/', '/\\evil.test', 'members', '/login']) {
      expect(problemsOf({ ...NEWS, target })).toEqual([expect.stringMatching(/^target: not a safe path/)]);
    }
    expect(problemsOf({ ...NEWS, id: 'Summer Update' })).toEqual([expect.stringMatching(/^id: /)]);
    expect(problemsOf(JSON.parse(fs.readFileSync(path.join(__dirname, '../../../docs/news-example.json'), 'utf8')))).toEqual([]);
    expect(problemsOf({ ...NEWS, subject: { ...NEWS.subject, de: 'Neuigkeiten' } })).toEqual([
      'body.de: the de subject is given, so the body must be too (a mail in one language)',
    ]);
  });
});

describe('npm run news:send', () => {
  const run = async (args: string[], env: NodeJS.ProcessEnv) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await newsCommand(args, env, { write: (t) => out.push(t), fail: (t) => err.push(t) }, clock);
    return { code, out: out.join(''), err: err.join('') };
  };
  const writeNews = (content: unknown) => {
    const file = path.join(tempDir(), 'news.json');
    fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it('says what is wrong with a file, before touching the database', async () => {
    expect(await run([], {})).toMatchObject({ code: 64, err: expect.stringContaining('usage: npm run news:send -- --file') });
    expect(await run(['--file', '/nonexistent/news.json'], {})).toMatchObject({ code: 66, err: expect.stringContaining('Cannot read') });
    expect(await run(['--file', writeNews('{"id":')], {})).toMatchObject({ code: 65, err: expect.stringContaining('is not JSON') });
    const bad = await run(
      ['--file', writeNews({ ...NEWS, subject: { en: 'A date tonight?' }, body: { en: ['x'] }, target: '//evil.test' })],
      {},
    );
    expect(bad.code).toBe(65);
    expect(bad.err).toContain('- subject.en: the subject is not neutral in en: dating word "date"');
    expect(bad.err).toContain('- target: not a safe path');
  });

  it('says plainly that a running api holds the embedded database', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'api.lock'), `${process.ppid}\n`);
    const result = await run(['--file', writeNews(NEWS)], { DATA_DIR: dataDir });
    expect(result.code).toBe(75);
    expect(result.err).toContain('Stop the api and run this command again');
  });

  it('queues the news once and counts who may receive it', async () => {
    const folder = await migratedDataFolder('news-cli-');
    dirs.push(folder);
    let env: NodeJS.ProcessEnv = { DATA_DIR: folder };
    if (process.env.DATABASE_URL) {
      // This file's own database on the test server, not the server's default one.
      const result = (await context().database.db.execute(sql`select current_database() as name`)) as unknown;
      const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ name: string }>;
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${row!.name}`;
      env = { DATABASE_URL: url.toString() };
    }
    const file = writeNews({ ...NEWS, id: 'news-by-command' });
    const first = await run(['--file', file], env);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toContain('The news "news-by-command" is queued');
    expect(first.out).toMatch(/\n\d+ member\(s\) may receive it/);
    const second = await run(['--file', file], env);
    expect(second.out).toContain('The news "news-by-command" is being sent already; nothing was added.');
    // On PostgreSQL it went into this file's database: not for the members of the test below.
    await context()
      .database.db.delete(jobs)
      .where(and(eq(jobs.kind, 'news-batch'), sql`${jobs.payload}->>'campaign' = 'news:news-by-command'`));
  }, 60_000);
});

it('mails each member once, in their language or English, with a login link to its target', async () => {
  const db = context().database.db;
  const dutch = await createTestMember(context(), { prefix: 'news-nl', language: 'nl' });
  const german = await createTestMember(context(), { prefix: 'news-de', language: 'de' });
  const off = await createTestMember(context(), { prefix: 'news-off' });
  const bounced = await createTestMember(context(), { prefix: 'news-bounced' });
  await db.insert(notificationSettings).values({ userId: off.id, type: 'news', email: false, push: true });
  await db.insert(notificationsDisabled).values({ userId: bounced.id, reason: 'bounce' });
  const item: NewsFile = NewsFileSchema.parse(NEWS);
  const { kinds } = newsMailJobs(context().app.context);
  const worker = createWorker({ db, log, kinds, now: () => clock });

  const queued = await db.transaction((tx) => enqueueNews(tx, item, clock));
  // The seed's two demo members and the two here whose news e-mail is on.
  expect(queued).toEqual({ queued: true, recipients: 4 });
  expect(await db.transaction((tx) => enqueueNews(tx, item, clock))).toEqual({ queued: false, recipients: 4 });
  await worker.drain();
  // One batch.
  const batches = await db
    .select({ status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.kind, 'news-batch'), sql`${jobs.payload}->>'campaign' = 'news:summer-update'`));
  expect(batches).toEqual([{ status: 'done' }]);

  const [nl, ...moreNl] = await mailsTo(context().app, dutch.email);
  expect(moreNl).toHaveLength(0);
  expect(nl!.subject).toBe('Nieuws van ons deze zomer');
  expect(nl!.text).toMatch(
    /^Hallo [^\n]+,\n\nDe site heeft een nieuw uiterlijk\.\n\nKom eens kijken\.\n\nNaar de site\nhttps?:\/\/\S+\/[A-Za-z0-9_-]{43}\n/,
  );
  expect(nl!.html).toContain('>Naar de site</a>'); // the file's button is English only: the Dutch default
  expect(nl!.headers['List-Unsubscribe']).toMatch(/unsubscribe\.php\?token=/);
  const [de] = await mailsTo(context().app, german.email);
  expect(de!.subject).toBe('News from us this summer');
  expect(de!.text).toMatch(/^Hello [^\n]+,\n\nThe site has a new look\./);
  expect(de!.html).toContain('>Have a look</a>');
  expect(await mailsTo(context().app, off.email)).toEqual([]);
  expect(await mailsTo(context().app, bounced.email)).toEqual([]);
  const [token] = await db
    .select({ target: tokens.targetPath })
    .from(tokens)
    .where(and(eq(tokens.userId, dutch.id), eq(tokens.kind, 'login')));
  expect(token?.target).toBe('/settings');

  // Sent again (the same id) after it ran: nobody gets it twice.
  expect(await db.transaction((tx) => enqueueNews(tx, item, clock))).toEqual({ queued: true, recipients: 0 });
  await worker.drain();
  expect(await mailsTo(context().app, dutch.email)).toHaveLength(1);
  expect(await mailsTo(context().app, german.email)).toHaveLength(1);
}, 60_000);

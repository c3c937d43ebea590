import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COMPLAINTS_DAILY_LIMIT, ErrorBodySchema, fileComplaintEndpoint } from '@dating/shared/contracts/index';
import { complaints } from '../../db/schema';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from '../../seed/demo-members';
import { mailsTo } from '../../test/mailbox';
import { inject } from '../../test/inject';
import { loginCookie, setupTestContext, type TestContext } from '../../test/test-app';

const context = setupTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

let ip = 0;
/** Each test files from its own address: the per-IP limit stays out of the way of the others. */
const file = (body: z.input<typeof fileComplaintEndpoint.body>, headers: Record<string, string> = {}) => {
  ip += 1;
  return inject(ctx.app, fileComplaintEndpoint, { remoteAddress: `10.0.5.${ip}`, headers, body });
};

const complaint = { subject: 'Charged twice', message: 'I was charged twice for one credit bundle yesterday.', reference: 'T-1234' };

describe('POST /api/complaints.php', () => {
  it('stores a visitor’s complaint and acknowledges it in their language, the text escaped in HTML', async () => {
    const email = 'visitor-complaint@example.test';
    const response = await file({ ...complaint, subject: 'Bad <b>site</b>', email: 'Visitor-Complaint@Example.test', language: 'de' });
    expect(response.statusCode).toBe(200);
    const { id } = response.json() as { id: number };
    expect(response.json()).toEqual({ ok: true, id, email });

    const [row] = await ctx.database.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({ userId: null, email, subject: 'Bad <b>site</b>', reference: 'T-1234', language: 'de', status: 'open' });

    const [mail] = await mailsTo(ctx.app, email);
    expect(mail?.subject).toBe(`Wir haben deine Nachricht erhalten [C-${id}]`);
    expect(mail?.text).toContain('Betreff: Bad <b>site</b>');
    expect(mail?.text).toContain('Deine Referenz: T-1234');
    expect(mail?.html).toContain('Bad &lt;b&gt;site&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>site');
    expect(`${mail?.subject} ${mail?.text}`).not.toMatch(/dating|flirt|sex/i);
  });

  it('answers a member at the account’s address, whatever e-mail the body names', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const response = await file(
      { subject: 'A profile', message: 'A profile keeps sending me rude messages.', email: 'someone-else@example.test' },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(DEMO_FREE_EMAIL);
    const [row] = await ctx.database.db
      .select()
      .from(complaints)
      .where(eq(complaints.id, response.json().id as number));
    expect(row?.userId).not.toBeNull();
    expect(row?.reference).toBeNull();
    expect(await mailsTo(ctx.app, 'someone-else@example.test')).toHaveLength(0);
    expect((await mailsTo(ctx.app, DEMO_FREE_EMAIL)).some((mail) => mail.subject?.startsWith('We have received your message'))).toBe(true);
  });

  it('needs an e-mail from a visitor and valid fields, naming the field', async () => {
    const noEmail = await file(complaint);
    expect(noEmail.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(noEmail.json()).error).toMatchObject({ code: 'validation_failed', field: 'email' });
    const short = await file({ ...complaint, message: 'short', email: 'a@example.test' });
    expect(short.json().error).toMatchObject({ code: 'validation_failed', field: 'message' });
    const noSubject = await file({ ...complaint, subject: '   ', email: 'a@example.test' });
    expect(noSubject.json().error).toMatchObject({ code: 'validation_failed', field: 'subject' });
    const noHeader = await inject(ctx.app, fileComplaintEndpoint, {
      client: false,
      remoteAddress: '10.0.6.1',
      body: { ...complaint, email: 'a@example.test' },
    });
    expect(noHeader.statusCode).toBe(403);
  });

  it(`accepts ${COMPLAINTS_DAILY_LIMIT} a day per address, then daily_limit_reached`, async () => {
    const email = 'daily-complaints@example.test';
    for (let n = 0; n < COMPLAINTS_DAILY_LIMIT; n += 1) expect((await file({ ...complaint, email })).statusCode).toBe(200);
    const refused = await file({ ...complaint, email });
    expect(refused.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(refused.json()).error).toEqual({
      code: 'daily_limit_reached',
      message: 'Too many complaints sent, please try again tomorrow.',
    });
    expect(await mailsTo(ctx.app, email)).toHaveLength(COMPLAINTS_DAILY_LIMIT);
  });

  it('limits complaints per IP', async () => {
    const send = () =>
      inject(ctx.app, fileComplaintEndpoint, {
        remoteAddress: '10.0.7.7',
        body: { ...complaint, email: `ip-${Math.random()}@example.test` },
      });
    for (let n = 0; n < 5; n += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
  });
});

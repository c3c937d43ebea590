import { and, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { fileComplaintEndpoint } from '@dating/shared/contracts/index';
import {
  answerStaffComplaintEndpoint,
  getJobQueueEndpoint,
  getStaffComplaintEndpoint,
  listStaffComplaintsEndpoint,
  retryDeadJobEndpoint,
  setStaffComplaintStatusEndpoint,
} from '@dating/shared/contracts/staff-support';
import { complaintMailJobs } from '../../complaints/complaint-mails';
import { jobs } from '../../db/schema';
import { createWorker } from '../../jobs/worker';
import { createLoggedInMember } from '../../test/builders/members';
import { auditRowsOf, createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { inject, injectOk } from '../../test/inject';
import { mailsTo } from '../../test/mailbox';
import { setupTestContext } from '../../test/test-app';

const context = setupTestContext();
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Runs the complaint mails due on the queue, as the api's worker does soon after the request. */
const sendQueuedMails = () =>
  createWorker({ db: context().database.db, log: quiet, kinds: complaintMailJobs(context().app.context).kinds }).drain();

async function staffCookie(role: StaffRole) {
  const staff = await createTestStaff(context(), { prefix: `complaints-${role}`, role });
  return { staff, cookie: await staffSessionCookie(context(), staff) };
}

let filed = 0;
/** A visitor's complaint from an address of its own (the per-address limits stay out of the way). */
async function fileComplaint(language: 'en' | 'de' = 'en', subject = 'Charged twice') {
  filed += 1;
  const email = `staff-complaint-${filed}@example.test`;
  const { id } = await injectOk(context().app, fileComplaintEndpoint, {
    remoteAddress: `10.0.9.${filed}`,
    body: { subject, message: 'I was charged twice for one credit bundle.\n\nPlease refund one.', email, language },
  });
  return { id, email };
}

const codeOf = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

describe('a new complaint', () => {
  it('is acknowledged with its reference in the subject and copied to the site’s support address', async () => {
    const { id, email } = await fileComplaint('de', 'Doppelt <b>abgebucht</b>');
    const [ack] = await mailsTo(context().app, email);
    expect(ack?.subject).toBe(`Wir haben deine Nachricht erhalten [C-${id}]`);
    expect(ack?.text).toContain(`Bitte gib C-${id} an`);
    expect(ack?.headers['Message-ID']).toBe(`<complaint-${id}@localhost>`);

    await sendQueuedMails();
    const support = (await context().app.context.sites.forHost('localhost')).settings.support_email;
    const copy = (await mailsTo(context().app, support)).find((mail) => mail.subject?.startsWith(`[C-${id}]`));
    expect(copy?.subject).toBe(`[C-${id}] New complaint: Doppelt <b>abgebucht</b>`);
    expect(copy?.text).toContain(`From: ${email} (visitor, not logged in)`);
    expect(copy?.text).toContain('Language: de');
    expect(copy?.text).toContain('I was charged twice for one credit bundle.');
    expect(copy?.text).toMatch(new RegExp(`https?://localhost(:\\d+)?/staff/complaints\\?complaint=${id}`));
    expect(copy?.html).toContain('Doppelt &lt;b&gt;abgebucht&lt;/b&gt;');
  });
});

describe('support answering a complaint', () => {
  it('mails the answer in the complaint’s language, threaded under the acknowledgement, escaped in HTML; the status becomes answered', async () => {
    const { staff, cookie } = await staffCookie('support');
    const { id, email } = await fileComplaint('de');
    const open = await injectOk(context().app, listStaffComplaintsEndpoint, { as: cookie, query: { status: 'open' } });
    expect(open.complaints.map((complaint) => complaint.id)).toContain(id);
    const ids = open.complaints.map((complaint) => complaint.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const first = await injectOk(context().app, answerStaffComplaintEndpoint, {
      as: cookie,
      body: { complaint: id, body: 'We refunded one payment.\nSee <script>alert(1)</script>.' },
    });
    expect(first.complaint).toMatchObject({ status: 'answered', reference: `C-${id}` });
    expect(first.complaint.answers).toEqual([
      expect.objectContaining({ staff_email: staff.email, body: expect.stringContaining('We refunded') }),
    ]);
    await injectOk(context().app, answerStaffComplaintEndpoint, { as: cookie, body: { complaint: id, body: 'One more thing.' } });
    await sendQueuedMails();

    const [second, answer] = await mailsTo(context().app, email);
    expect(answer?.subject).toBe(`Re: Wir haben deine Nachricht erhalten [C-${id}]`);
    expect(answer?.text).toContain('Hier ist unsere Antwort auf deine Nachricht „Charged twice“:');
    expect(answer?.text).toContain('We refunded one payment.\nSee <script>alert(1)</script>.');
    expect(answer?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(answer?.html).not.toContain('<script>');
    const thread = `<complaint-${id}@localhost>`;
    expect(answer?.headers).toMatchObject({ 'In-Reply-To': thread, References: thread, 'Reply-To': expect.stringContaining('@') });
    const firstId = answer?.headers['Message-ID'];
    expect(second?.headers).toMatchObject({ 'In-Reply-To': firstId, References: `${thread} ${firstId}` });

    const answered = await injectOk(context().app, listStaffComplaintsEndpoint, { as: cookie, query: { status: 'answered' } });
    expect(answered.complaints.find((complaint) => complaint.id === id)?.answered_at).not.toBeNull();
    expect((await injectOk(context().app, listStaffComplaintsEndpoint, { as: cookie })).complaints.map((c) => c.id)).not.toContain(id);
    expect((await auditRowsOf(context(), staff.id)).map((row) => [row.action, row.role, row.detail])).toEqual([
      ['complaint_answered', 'support', expect.objectContaining({ complaint_id: id, reference: `C-${id}`, from: 'open' })],
      ['complaint_answered', 'support', expect.objectContaining({ complaint_id: id, from: 'answered' })],
    ]);
  });

  it('closes and reopens a complaint, each once in the audit log; an unknown complaint is a 404', async () => {
    const { staff, cookie } = await staffCookie('admin');
    const { id } = await fileComplaint();
    const set = (status: 'open' | 'closed') =>
      injectOk(context().app, setStaffComplaintStatusEndpoint, { as: cookie, body: { complaint: id, status } });
    expect((await set('closed')).complaint.status).toBe('closed');
    expect((await set('closed')).complaint.status).toBe('closed');
    expect((await set('open')).complaint.status).toBe('open');
    const detail = await injectOk(context().app, getStaffComplaintEndpoint, { as: cookie, query: { complaint: id } });
    expect(detail.complaint).toMatchObject({ id, status: 'open', message: expect.stringContaining('Please refund one.'), answers: [] });
    expect((await auditRowsOf(context(), staff.id)).map((row) => row.action)).toEqual(['complaint_closed', 'complaint_reopened']);

    const missing = await inject(context().app, getStaffComplaintEndpoint, { as: cookie, query: { complaint: 999_999 } });
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'not_found']);
  });
});

describe('the job queue page', () => {
  it('shows an admin the health and the dead jobs; a retry is audit-logged and the ordinary worker runs the job again', async () => {
    const { staff, cookie } = await staffCookie('admin');
    const { id, email } = await fileComplaint();
    const support = await staffCookie('support');
    const { complaint } = await injectOk(context().app, answerStaffComplaintEndpoint, {
      as: support.cookie,
      body: { complaint: id, body: 'Answered.' },
    });
    // The answer's mail failed five times (an SMTP outage) and is dead.
    const [dead] = await context()
      .database.db.update(jobs)
      .set({ status: 'dead', attempts: 5, lastError: 'Error: connect ECONNREFUSED', finishedAt: new Date() })
      .where(and(eq(jobs.kind, 'complaint-answer-mail'), sql`${jobs.payload}->>'answerId' = ${String(complaint.answers[0]!.id)}`))
      .returning({ id: jobs.id });

    const view = await injectOk(context().app, getJobQueueEndpoint, { as: cookie });
    expect(view.kinds.find((kind) => kind.kind === 'complaint-answer-mail')?.dead).toBeGreaterThanOrEqual(1);
    expect(view.dead).toContainEqual(
      expect.objectContaining({ id: dead!.id, kind: 'complaint-answer-mail', attempts: 5, last_error: 'Error: connect ECONNREFUSED' }),
    );

    expect(await injectOk(context().app, retryDeadJobEndpoint, { as: cookie, body: { job: dead!.id } })).toEqual({
      ok: true,
      job: dead!.id,
    });
    const again = await inject(context().app, retryDeadJobEndpoint, { as: cookie, body: { job: dead!.id } });
    expect([again.statusCode, codeOf(again)]).toEqual([404, 'not_found']);
    expect((await auditRowsOf(context(), staff.id)).map((row) => [row.action, row.detail])).toEqual([
      [
        'job_retried',
        expect.objectContaining({ job_id: dead!.id, kind: 'complaint-answer-mail', last_error: 'Error: connect ECONNREFUSED' }),
      ],
    ]);
    await sendQueuedMails();
    expect((await mailsTo(context().app, email)).map((mail) => mail.subject)).toContain(
      `Re: We have received your message [${complaint.reference}]`,
    );
  });
});

describe('who may call support’s endpoints', () => {
  it('a 404 for operators, moderators, members and visitors; the job queue a 404 for support too', async () => {
    const member = await createLoggedInMember(context(), { prefix: 'complaints-404' });
    const strangers = [undefined, member.cookie, (await staffCookie('operator')).cookie, (await staffCookie('moderator')).cookie];
    const complaintCalls = [
      listStaffComplaintsEndpoint,
      getStaffComplaintEndpoint,
      answerStaffComplaintEndpoint,
      setStaffComplaintStatusEndpoint,
    ];
    const jobCalls = [getJobQueueEndpoint, retryDeadJobEndpoint];
    const refused: [string | undefined, (typeof complaintCalls)[number] | (typeof jobCalls)[number]][] = strangers.flatMap((as) =>
      [...complaintCalls, ...jobCalls].map((endpoint) => [as, endpoint] as [string | undefined, typeof endpoint]),
    );
    const supportCookie = (await staffCookie('support')).cookie;
    for (const endpoint of jobCalls) refused.push([supportCookie, endpoint]);
    for (const [as, endpoint] of refused) {
      // No body or query at all: a 400 would tell that the path exists.
      const response = await inject(context().app, endpoint, as ? { as } : {});
      expect([endpoint.path, response.statusCode, codeOf(response)]).toEqual([endpoint.path, 404, 'not_found']);
    }
  });
});

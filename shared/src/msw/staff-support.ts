import { HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_HEADER, type ErrorBody, type ErrorCode } from '../contracts/errors';
import {
  answerStaffComplaintEndpoint,
  complaintReference,
  getJobQueueEndpoint,
  getStaffComplaintEndpoint,
  listStaffComplaintsEndpoint,
  retryDeadJobEndpoint,
  setStaffComplaintStatusEndpoint,
  type ComplaintDetail,
  type DeadJob,
  type JobKindHealth,
} from '../contracts/staff-support';
import { endpointHandler } from './endpoint-handler';
import { readJson } from './responses';
import type { MockStaffMember } from './staff';

export interface StaffSupportMockState {
  complaints: ComplaintDetail[];
  kinds: JobKindHealth[];
  dead: DeadJob[];
  /** What the console did, newest last (the api's audit rows). */
  actions: { action: string; detail: Record<string, unknown> }[];
}

export interface StaffSupportMockOptions {
  /** The staff member of this browser's staff session. */
  viewer?: () => MockStaffMember | null;
  now?: () => number;
}

const HOUR_MS = 3_600_000;

function supportError(status: number, code: ErrorCode, message: string, field?: string): HttpResponse<ErrorBody> {
  return HttpResponse.json<ErrorBody>({ error: { code, message, ...(field ? { field } : {}) } }, { status });
}
const noSuchEndpoint = () => supportError(404, 'not_found', 'No such endpoint');

/** Three complaints: an open one of a member in German, an open one of a visitor, an answered one. */
function fixtureComplaints(now: number): ComplaintDetail[] {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS).toISOString();
  const complaint = (id: number, fields: Partial<ComplaintDetail>): ComplaintDetail => ({
    id,
    reference: complaintReference(id),
    status: 'open',
    subject: 'Charged twice',
    email: `complainant-${id}@example.test`,
    member_user_id: null,
    language: 'en',
    created_at: at(30 - id),
    answered_at: null,
    message: 'I was charged twice for one credit bundle.',
    member_reference: null,
    member_name: null,
    answers: [],
    ...fields,
  });
  return [
    complaint(11, {
      subject: 'Doppelt abgebucht',
      email: 'anna@example.test',
      member_user_id: 42,
      member_name: 'Anna',
      language: 'de',
      message: 'Mir wurde ein Paket zweimal berechnet.\nBitte erstattet eine Zahlung.',
      member_reference: 'T-2024-17',
    }),
    complaint(12, { subject: 'A profile keeps writing to me' }),
    complaint(13, {
      status: 'answered',
      subject: 'Cannot log in',
      answered_at: at(2),
      answers: [{ id: 1, staff_email: 'support@demo.test', body: 'We have reset your password link.', created_at: at(2) }],
    }),
  ];
}

function fixtureQueue(now: number): { kinds: JobKindHealth[]; dead: DeadJob[] } {
  return {
    kinds: [
      { kind: 'complaint-answer-mail', pending: 0, retrying: 0, running: 0, stale: 0, dead: 1, done: 12, oldest_due_seconds: null },
      { kind: 'message-mail', pending: 4, retrying: 1, running: 1, stale: 0, dead: 0, done: 230, oldest_due_seconds: 75 },
      { kind: 'payment-webhook', pending: 0, retrying: 0, running: 0, stale: 0, dead: 1, done: 12, oldest_due_seconds: null },
    ],
    dead: [
      {
        id: 301,
        kind: 'complaint-answer-mail',
        attempts: 5,
        finished_at: new Date(now - HOUR_MS).toISOString(),
        last_error: 'Error: connect ECONNREFUSED 127.0.0.1:587',
      },
      {
        id: 300,
        kind: 'payment-webhook',
        attempts: 5,
        finished_at: new Date(now - 3 * HOUR_MS).toISOString(),
        last_error: 'Error: timeout',
      },
    ],
  };
}

/**
 * msw handlers for support's pages of the console (complaints, the job queue), answering like the api: a
 * 404 to anyone the descriptor does not list (complaints: support and admins; the queue: admins), writes with
 * their audit actions.
 */
export function createStaffSupportHandlers({ viewer = () => null, now = Date.now }: StaffSupportMockOptions = {}): {
  state: StaffSupportMockState;
  handlers: HttpHandler[];
} {
  const state: StaffSupportMockState = { complaints: fixtureComplaints(now()), ...fixtureQueue(now()), actions: [] };
  const support = () => {
    const staff = viewer();
    return staff && (staff.role === 'support' || staff.role === 'admin') ? staff : null;
  };
  const admin = () => (viewer()?.role === 'admin' ? viewer() : null);

  const guarded = async <T>(
    request: Request,
    allowed: () => MockStaffMember | null,
    schema: {
      safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
    },
  ) => {
    if (request.headers.get(CLIENT_HEADER) === null) return { refused: supportError(403, 'csrf_failed', 'Missing client header') };
    const staff = allowed();
    if (!staff) return { refused: noSuchEndpoint() };
    const body = schema.safeParse(await readJson(request));
    if (!body.success) return { refused: supportError(400, 'validation_failed', 'Invalid', String(body.error.issues[0]?.path[0] ?? '')) };
    return { staff, body: body.data };
  };
  const complaintOf = (id: number) => state.complaints.find((complaint) => complaint.id === id);
  // The summary fields only, as the list answers them.
  const summary = ({ message: _m, member_reference: _r, member_name: _n, answers: _a, ...rest }: ComplaintDetail) => rest;

  const handlers: HttpHandler[] = [
    endpointHandler(listStaffComplaintsEndpoint, ({ request }) => {
      if (!support()) return noSuchEndpoint();
      const status = listStaffComplaintsEndpoint.query.parse(Object.fromEntries(new URL(request.url).searchParams)).status;
      const counts = { open: 0, answered: 0, closed: 0 };
      for (const complaint of state.complaints) counts[complaint.status] += 1;
      const complaints = state.complaints
        .filter((complaint) => complaint.status === status)
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
        .map(summary);
      return HttpResponse.json({ complaints, counts });
    }),
    endpointHandler(getStaffComplaintEndpoint, ({ request }) => {
      if (!support()) return noSuchEndpoint();
      const complaint = complaintOf(Number(new URL(request.url).searchParams.get('complaint')));
      return complaint ? HttpResponse.json({ complaint }) : supportError(404, 'not_found', 'No such complaint');
    }),
    endpointHandler(answerStaffComplaintEndpoint, async ({ request }) => {
      const call = await guarded(request, support, answerStaffComplaintEndpoint.body);
      if (call.refused) return call.refused;
      const complaint = complaintOf(call.body.complaint);
      if (!complaint) return supportError(404, 'not_found', 'No such complaint');
      const at = new Date(now()).toISOString();
      complaint.answers.push({ id: complaint.answers.length + 100, staff_email: call.staff.email, body: call.body.body, created_at: at });
      complaint.status = 'answered';
      complaint.answered_at = at;
      state.actions.push({ action: 'complaint_answered', detail: { complaint_id: complaint.id } });
      return HttpResponse.json({ complaint });
    }),
    endpointHandler(setStaffComplaintStatusEndpoint, async ({ request }) => {
      const call = await guarded(request, support, setStaffComplaintStatusEndpoint.body);
      if (call.refused) return call.refused;
      const complaint = complaintOf(call.body.complaint);
      if (!complaint) return supportError(404, 'not_found', 'No such complaint');
      if (complaint.status !== call.body.status) {
        complaint.status = call.body.status;
        state.actions.push({
          action: call.body.status === 'closed' ? 'complaint_closed' : 'complaint_reopened',
          detail: { complaint_id: complaint.id },
        });
      }
      return HttpResponse.json({ complaint });
    }),
    endpointHandler(getJobQueueEndpoint, () => (admin() ? HttpResponse.json({ kinds: state.kinds, dead: state.dead }) : noSuchEndpoint())),
    endpointHandler(retryDeadJobEndpoint, async ({ request }) => {
      const call = await guarded(request, admin, retryDeadJobEndpoint.body);
      if (call.refused) return call.refused;
      const job = state.dead.find((candidate) => candidate.id === call.body.job);
      if (!job) return supportError(404, 'not_found', 'No dead job with that id');
      state.dead = state.dead.filter((candidate) => candidate !== job);
      state.kinds = state.kinds.map((kind) =>
        kind.kind === job.kind ? { ...kind, dead: kind.dead - 1, pending: kind.pending + 1 } : kind,
      );
      state.actions.push({ action: 'job_retried', detail: { job_id: job.id, kind: job.kind } });
      return HttpResponse.json({ ok: true as const, job: job.id });
    }),
  ];
  return { state, handlers };
}

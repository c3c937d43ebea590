import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { multilineText, queryRowId, rowId } from './fields';
import { LocaleSchema } from './locale-schema';

/*
 * Support's pages of the staff console (docs/moderation.md, "Complaints and the back office"): the inbox of
 * `/complaints` submissions answered by e-mail, and the admins' view of the job queue with its dead jobs.
 * Kept out of the contracts' barrel with the rest of the console's calls: a member's browser never needs them.
 */

/** Complaints are support's work (and the admins'): moderators and operators get the 404 every stranger gets. */
const SUPPORT_STAFF = { staff: ['support', 'admin'] } as const;
/** The job queue is the admins' alone: a retry re-runs payments, mails and erasures. */
const ADMIN_ONLY = { staff: ['admin'] } as const;

export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The longest answer support may send (a mail, not an essay). */
export const COMPLAINT_ANSWER_MAX = 5000;
/** The inbox's length per status; the oldest come first, so nothing waiting is ever cut off. */
export const COMPLAINT_LIST_LIMIT = 200;

/**
 * The reference of a complaint in every mail about it (`C-123`): in the subject of the acknowledgement, of
 * the copy to the site's support address and of every answer, in square brackets, so the mails thread and a
 * reply from the member names the complaint it is about.
 */
export function complaintReference(id: number): string {
  return `C-${id}`;
}

const ComplaintSummarySchema = z.object({
  id: z.number().int().positive(),
  /** complaintReference(id). */
  reference: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  subject: z.string(),
  /** Where the acknowledgement went and answers go. */
  email: z.string(),
  /** The member who filed it (users.id); null for a visitor. */
  member_user_id: z.number().int().positive().nullable(),
  language: LocaleSchema,
  created_at: z.iso.datetime({ offset: true }),
  /** The newest answer's time; null before the first. */
  answered_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ComplaintSummary = z.infer<typeof ComplaintSummarySchema>;

const ComplaintAnswerSchema = z.object({
  id: z.number().int().positive(),
  /** Who answered; null once the staff account is gone from the list. */
  staff_email: z.string().nullable(),
  body: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});

const ComplaintDetailSchema = ComplaintSummarySchema.extend({
  message: z.string(),
  /** What the complaint is about, as the member wrote it (a transaction, a profile). */
  member_reference: z.string().nullable(),
  /** The member's profile name, to greet them; null for a visitor. */
  member_name: z.string().nullable(),
  /** Support's answers, oldest first. */
  answers: z.array(ComplaintAnswerSchema),
});
export type ComplaintDetail = z.infer<typeof ComplaintDetailSchema>;

/** The inbox: the complaints of one status, oldest first (the one waiting longest on top), and how many each status holds. */
export const listStaffComplaintsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/complaints.php',
  access: SUPPORT_STAFF,
  cache: 'no-store',
  query: z.object({ status: z.enum(COMPLAINT_STATUSES).default('open') }),
  response: z.object({
    complaints: z.array(ComplaintSummarySchema),
    counts: z.object({ open: z.number().int(), answered: z.number().int(), closed: z.number().int() }),
  }),
  errors: ['not_found'],
});

/** One complaint with its message and support's answers. Opening it is not logged; answering and closing are. */
export const getStaffComplaintEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/complaint.php',
  access: SUPPORT_STAFF,
  cache: 'no-store',
  query: z.object({ complaint: queryRowId() }),
  response: z.object({ complaint: ComplaintDetailSchema }),
  errors: ['not_found'],
});

/**
 * Answers a complaint by e-mail to its address, in its language's frame, threaded under the acknowledgement
 * (the reference in the subject, In-Reply-To and References); the status becomes `answered` (a closed one too:
 * writing again reopens the matter). The text is plain text: the mail's HTML part escapes it.
 */
export const answerStaffComplaintEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/complaint-answers.php',
  access: SUPPORT_STAFF,
  cache: 'no-store',
  rate: { per: 'address', max: 60, windowSeconds: 600 },
  body: z.object({ complaint: rowId(), body: multilineText().trim().min(1).max(COMPLAINT_ANSWER_MAX) }),
  response: z.object({ complaint: ComplaintDetailSchema }),
  errors: ['not_found'],
});

/** Closes a complaint (`closed`) or reopens it (`open`: back in the inbox's first tab). Setting the status it has changes nothing. */
export const setStaffComplaintStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/complaint-status.php',
  access: SUPPORT_STAFF,
  cache: 'no-store',
  body: z.object({ complaint: rowId(), status: z.enum(['open', 'closed']) }),
  response: z.object({ complaint: ComplaintDetailSchema }),
  errors: ['not_found'],
});

/** How many dead jobs the page lists, newest first. */
export const DEAD_JOBS_LIMIT = 50;

const JobKindHealthSchema = z.object({
  kind: z.string(),
  /** Waiting for their first run (due or later). */
  pending: z.number().int(),
  /** Failed at least once, waiting for a retry. */
  retrying: z.number().int(),
  running: z.number().int(),
  /** Running past their lease: the worker died, another takes them over. */
  stale: z.number().int(),
  dead: z.number().int(),
  /** Finished in the last 7 days (done jobs are pruned after that). */
  done: z.number().int(),
  /** How long the longest-waiting due job has waited, in seconds; null when none is due. */
  oldest_due_seconds: z.number().int().nullable(),
});
export type JobKindHealth = z.infer<typeof JobKindHealthSchema>;

const DeadJobSchema = z.object({
  id: z.number().int().positive(),
  kind: z.string(),
  attempts: z.number().int(),
  /** When it died. */
  finished_at: z.iso.datetime({ offset: true }).nullable(),
  last_error: z.string().nullable(),
});
export type DeadJob = z.infer<typeof DeadJobSchema>;

/** The job queue's health per kind and the latest dead jobs (what `npm run queue:health` prints). */
export const getJobQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/jobs.php',
  access: ADMIN_ONLY,
  cache: 'no-store',
  response: z.object({ kinds: z.array(JobKindHealthSchema), dead: z.array(DeadJobSchema) }),
  errors: ['not_found'],
});

/**
 * Gives a dead job a fresh start (`npm run queue:health -- --retry <id>`): pending, attempts from zero, due
 * now; the ordinary worker runs it. A job that is not dead (retried already, or no such job) is not_found.
 */
export const retryDeadJobEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/job-retry.php',
  access: ADMIN_ONLY,
  cache: 'no-store',
  rate: { per: 'address', max: 60, windowSeconds: 600 },
  body: z.object({ job: rowId() }),
  response: z.object({ ok: z.literal(true), job: z.number().int().positive() }),
  errors: ['not_found'],
});

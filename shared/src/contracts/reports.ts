import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { multilineText, rowId } from './fields';

/** Why a member reports a profile or one of its photos; a fixed list the browser translates. */
export const REPORT_REASONS = ['fake_profile', 'inappropriate_photo', 'harassment', 'scam_or_spam', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_COMMENT_MAX = 1000;

/** POST /api/report.php: the profile (and optionally one of its photos or a conversation with it), a reason, an optional comment. */
export const ReportRequestSchema = z.object({
  profile: rowId(),
  photo: rowId().optional(),
  /** A conversation with the profile (the chat's "report this conversation"): the moderators may read it. */
  conversation: rowId().optional(),
  reason: z.enum(REPORT_REASONS),
  comment: multilineText().trim().max(REPORT_COMMENT_MAX).optional(),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** The report is stored for review; an acknowledgement e-mail goes to the reporter. */
export const ReportResponseSchema = z.object({ reported: z.literal(true) });
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

/** Reports a profile the member can see or blocked (anything else is 404). */
export const reportProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/report.php',
  access: 'member',
  cache: 'no-store',
  // Each sends an e-mail, and a flood of reports is noise for the reviewers.
  rate: { per: 'address', max: 10, windowSeconds: 3600 },
  body: ReportRequestSchema,
  response: ReportResponseSchema,
  errors: ['not_found'],
});

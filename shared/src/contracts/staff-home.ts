import { z } from 'zod';
import { defineEndpoint, STAFF_ROLES } from './endpoint';

/*
 * The console home's figures (docs/moderation.md, "The console home"): what a staff member starts the day
 * with, each figure only to the roles whose page it counts — the roles the page's own call admits (the
 * inbox's, the photo queue's, the report queue's, the complaints inbox's, the job queue's). Kept out of the
 * contracts' barrel with the rest of the console's calls.
 */

const Count = z.number().int().min(0);

/** Each figure is present only for a role that may open its page; the others are left out, never zero. */
const StaffHomeFiguresSchema = z.object({
  /** Inbox (operators, admins): members waiting for a persona's answer. */
  inbox_waiting: Count.optional(),
  /** Photo review (moderators, admins): photos waiting for a decision, profile and chat photos. */
  photos_waiting: Count.optional(),
  /** Reports (moderators, admins): open reports about members. */
  open_reports: Count.optional(),
  /** Reports, "Site profiles" tab (moderators, admins): open reports about the site's own profiles, but not those about a conversation this staff member wrote in as the profile. */
  open_profile_reports: Count.optional(),
  /** Reports (moderators, admins): open appeals this staff member may review (not against their own decisions). */
  open_appeals: Count.optional(),
  /** Complaints (support, admins): complaints waiting for an answer. */
  open_complaints: Count.optional(),
  /** Job queue (admins): jobs that failed for good and wait for a retry. */
  dead_jobs: Count.optional(),
});
export type StaffHomeFigures = z.infer<typeof StaffHomeFiguresSchema>;

/** GET the home's figures for the signed-in staff member's role (any role; a member or visitor: 404). */
export const getStaffHomeFiguresEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/home-figures.php',
  access: { staff: STAFF_ROLES },
  cache: 'no-store',
  response: StaffHomeFiguresSchema,
  errors: ['not_found'],
});

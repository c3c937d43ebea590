import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { reports } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';

/**
 * The open reports a decision closes, locked for it: every one must be about the profile decided on (and meet
 * `also`, when given), else 404 — a report about someone else is not the moderator's to close here; one
 * decided meanwhile by another moderator is 409 `reports_decided`.
 */
export async function lockReportsToSettle(
  tx: Tx,
  input: { reportIds: readonly number[]; profileId: number | null; also?: SQL },
): Promise<{ id: number; reporterProfileId: number | null }[]> {
  if (input.reportIds.length === 0) return [];
  const rows =
    input.profileId === null
      ? []
      : await tx
          .select({ id: reports.id, status: reports.status, reporterProfileId: reports.reporterProfileId })
          .from(reports)
          .where(and(inArray(reports.id, [...input.reportIds]), eq(reports.reportedProfileId, input.profileId), input.also))
          .for('update');
  if (rows.length !== input.reportIds.length) throw notFound('No such report about this profile.');
  if (rows.some((report) => report.status !== 'open'))
    throw new ApiError(409, 'reports_decided', 'Another moderator decided on these reports meanwhile.');
  return rows;
}

/** Closes the reports a decision settled, naming it. */
export async function closeSettledReports(tx: Tx, reportIds: readonly number[], decisionId: number): Promise<void> {
  if (reportIds.length > 0)
    await tx
      .update(reports)
      .set({ status: 'decided', decisionId })
      .where(inArray(reports.id, [...reportIds]));
}

/** The reporters a settled decision sends an outcome note to (a deleted reporter's profile gets none). */
export const reportersOf = (settled: readonly { reporterProfileId: number | null }[]) =>
  settled.flatMap((report) => (report.reporterProfileId === null ? [] : [report.reporterProfileId]));

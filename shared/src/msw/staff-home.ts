import { HttpResponse, type HttpHandler } from 'msw';
import type { Access, StaffRole } from '../contracts/endpoint';
import type { ErrorBody } from '../contracts/errors';
import { getStaffHomeFiguresEndpoint, type StaffHomeFigures } from '../contracts/staff-home';
import { getInboxEndpoint } from '../contracts/staff-inbox';
import { getPhotoQueueEndpoint } from '../contracts/staff-photos';
import { getProfileReportQueueEndpoint, getReportQueueEndpoint } from '../contracts/staff-reports';
import { getJobQueueEndpoint, listStaffComplaintsEndpoint } from '../contracts/staff-support';
import { endpointHandler } from './endpoint-handler';
import type { MockStaffMember } from './staff';

/*
 * The console home's figures for the console's tests and standalone page: every figure, each left out for a
 * role whose page it is not — as the api does, by the roles the page's own call admits.
 */

const FIXTURE_FIGURES: Required<StaffHomeFigures> = {
  inbox_waiting: 4,
  photos_waiting: 3,
  open_reports: 5,
  open_profile_reports: 6,
  open_appeals: 1,
  open_complaints: 2,
  dead_jobs: 0,
};

const admits = (access: Access, role: StaffRole) => typeof access === 'object' && access.staff.includes(role);

/** Which page's call admits a role to each figure. */
const FIGURE_ACCESS: Record<keyof StaffHomeFigures, Access> = {
  inbox_waiting: getInboxEndpoint.access,
  photos_waiting: getPhotoQueueEndpoint.access,
  open_reports: getReportQueueEndpoint.access,
  open_profile_reports: getProfileReportQueueEndpoint.access,
  open_appeals: getReportQueueEndpoint.access,
  open_complaints: listStaffComplaintsEndpoint.access,
  dead_jobs: getJobQueueEndpoint.access,
};

export function createStaffHomeHandlers(options: { viewer: () => MockStaffMember | null; figures?: Partial<StaffHomeFigures> }): {
  handlers: HttpHandler[];
} {
  const all = { ...FIXTURE_FIGURES, ...options.figures };
  const handlers: HttpHandler[] = [
    endpointHandler(getStaffHomeFiguresEndpoint, () => {
      const viewer = options.viewer();
      if (!viewer) return HttpResponse.json<ErrorBody>({ error: { code: 'not_found', message: 'No such endpoint' } }, { status: 404 });
      const figures = Object.fromEntries(
        Object.entries(all).filter(([key]) => admits(FIGURE_ACCESS[key as keyof StaffHomeFigures], viewer.role)),
      ) as StaffHomeFigures;
      return HttpResponse.json(figures);
    }),
  ];
  return { handlers };
}

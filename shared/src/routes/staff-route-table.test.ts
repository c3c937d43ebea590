import { STAFF_SETUP_PAGE } from '../contracts/staff';
import { matchRoute } from './match-route';
import { ROUTES } from './route-table';
import {
  isStaffPath,
  matchStaffRoute,
  STAFF_ROUTES,
  staffNavFor,
  staffPathTo,
  staffRouteAllows,
  staffRouteByName,
} from './staff-route-table';

describe('the staff route table', () => {
  it('holds the console pages, each of mf_staff, all under /staff', () => {
    expect(STAFF_ROUTES.map((route) => [route.name, route.path, route.access])).toEqual([
      ['staff-login', '/staff/login', 'anyone'],
      ['staff-setup', '/staff/setup', 'anyone'],
      ['staff', '/staff', 'staff'],
      ['staff-inbox', '/staff/inbox', 'staff'],
      ['staff-photos', '/staff/photos', 'staff'],
      ['staff-reports', '/staff/reports', 'staff'],
      ['staff-members', '/staff/members', 'staff'],
      ['staff-complaints', '/staff/complaints', 'staff'],
      ['staff-figures', '/staff/figures', 'staff'],
      ['staff-jobs', '/staff/jobs', 'staff'],
      ['staff-team', '/staff/team', 'staff'],
      ['staff-audit-log', '/staff/audit-log', 'staff'],
    ]);
    for (const route of STAFF_ROUTES) {
      expect(route.owner).toBe('mf_staff');
      expect(isStaffPath(route.path)).toBe(true);
    }
  });

  it('opens the set-up link the command line prints', () => {
    expect(staffPathTo('staff-setup')).toBe(STAFF_SETUP_PAGE);
  });

  it('matches its pages, a trailing slash included, and nothing else', () => {
    expect(matchStaffRoute('/staff')?.name).toBe('staff');
    expect(matchStaffRoute('/staff/login/')?.name).toBe('staff-login');
    expect(matchStaffRoute('/staff/inbox')?.name).toBe('staff-inbox');
    expect(matchStaffRoute('/staff/nowhere')).toBeNull();
    expect(matchStaffRoute('/staffing')).toBeNull();
    expect(isStaffPath('/staffing')).toBe(false);
    expect(isStaffPath('/staff/inbox')).toBe(true);
  });

  it('gives each role the pages that are its work, and the navigation to them', () => {
    const inbox = staffRouteByName('staff-inbox')!;
    expect(staffRouteAllows(inbox, 'operator')).toBe(true);
    expect(staffRouteAllows(inbox, 'admin')).toBe(true);
    expect(staffRouteAllows(inbox, 'moderator')).toBe(false);
    expect(staffRouteAllows(staffRouteByName('staff')!, 'support')).toBe(true);
    expect(staffNavFor('operator').map((route) => route.name)).toEqual(['staff', 'staff-inbox']);
    // Grouped by work: the moderators' pages together, support's next, the admins' last.
    expect(staffNavFor('moderator').map((route) => route.name)).toEqual(['staff', 'staff-photos', 'staff-reports', 'staff-members']);
    expect(staffNavFor('support').map((route) => route.name)).toEqual(['staff', 'staff-members', 'staff-complaints']);
    expect(staffNavFor('admin').map((route) => route.name)).toEqual([
      'staff',
      'staff-inbox',
      'staff-photos',
      'staff-reports',
      'staff-members',
      'staff-complaints',
      'staff-figures',
      'staff-jobs',
      'staff-team',
      'staff-audit-log',
    ]);
    // The doors are never in the navigation, and roles only narrow pages for staff.
    for (const route of STAFF_ROUTES.filter((candidate) => candidate.access === 'anyone')) {
      expect(route.nav).toBeUndefined();
      expect(route.roles).toBeUndefined();
    }
  });

  it('is not in the member route table, which matches no console path', () => {
    for (const route of ROUTES) expect(isStaffPath(route.path)).toBe(false);
    for (const path of ['/staff', '/staff/login', '/staff/setup', '/staff/inbox']) expect(matchRoute(path)).toBeNull();
  });
});

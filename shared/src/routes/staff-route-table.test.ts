import { STAFF_SETUP_PAGE } from '../contracts/staff';
import { matchRoute } from './match-route';
import { ROUTES } from './route-table';
import { isStaffPath, matchStaffRoute, STAFF_ROUTES, staffPathTo } from './staff-route-table';

describe('the staff route table', () => {
  it('holds the console pages, each of mf_staff, all under /staff', () => {
    expect(STAFF_ROUTES.map((route) => [route.name, route.path, route.access])).toEqual([
      ['staff-login', '/staff/login', 'anyone'],
      ['staff-setup', '/staff/setup', 'anyone'],
      ['staff', '/staff', 'staff'],
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
    expect(matchStaffRoute('/staff/inbox')).toBeNull();
    expect(matchStaffRoute('/staffing')).toBeNull();
    expect(isStaffPath('/staffing')).toBe(false);
    expect(isStaffPath('/staff/inbox')).toBe(true);
  });

  it('is not in the member route table, which matches no console path', () => {
    for (const route of ROUTES) expect(isStaffPath(route.path)).toBe(false);
    for (const path of ['/staff', '/staff/login', '/staff/setup', '/staff/inbox']) expect(matchRoute(path)).toBeNull();
  });
});

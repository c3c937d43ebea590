import type { StaffRole } from '../contracts/endpoint';
import type { RemoteName } from '../contracts/remotes';

/**
 * The staff console's pages: a table of their own, apart from the member route table (route-table.ts),
 * because the console is no part of the product members see. Nothing of a member's page — the member
 * router, the api's page statuses, the sitemap of the e2e walk, the size bench's member figures — ever
 * lists these, so a member's browser never learns of them, and the remote that owns them (`mf_staff`)
 * is fetched only once the shell knows a staff session exists (docs/architecture.md, "The staff console").
 *
 * `access` is the 404 rule: `anyone` for the two doors (the login and the one-time set-up link), `staff`
 * for every other page, which without a staff session is the shell's ordinary 404 page, the same as for a
 * path that does not exist. `roles` narrows a staff page to the roles whose work it is (the api's
 * descriptors say the same): to anyone else it is that 404 too. `nav` puts the page in the console's
 * navigation, shown to those roles only; its label is the shell's `staff.nav.<parcel>`.
 */
export interface StaffRouteDef {
  name: string;
  path: string;
  owner: RemoteName;
  /** Parcel the owner exposes for this page (see `./parcels` of the remote). */
  parcel: string;
  access: 'anyone' | 'staff';
  /** The staff roles the page is for; every role when left out. Only for `access: 'staff'`. */
  roles?: readonly StaffRole[];
  /** A link in the console's navigation, in the table's order. */
  nav?: true;
}

/** Every console page lives under this path; a path under it that is no page of the table is a 404. */
const STAFF_PATH_PREFIX = '/staff';

const s = <const D extends StaffRouteDef>(def: D): D => def;

const STAFF_ROUTE_DEFS = [
  // The login first: it is the door, and the page the remote's standalone dev page opens with.
  s({ name: 'staff-login', path: '/staff/login', owner: 'mf_staff', parcel: 'login', access: 'anyone' }),
  /** The set-up link `npm run staff:create` prints (STAFF_SETUP_PAGE of contracts/staff.ts), `?token=`. */
  s({ name: 'staff-setup', path: '/staff/setup', owner: 'mf_staff', parcel: 'setup', access: 'anyone' }),
  s({ name: 'staff', path: '/staff', owner: 'mf_staff', parcel: 'home', access: 'staff', nav: true }),
  /** The operator inbox, `?conversation=` the one open. */
  s({
    name: 'staff-inbox',
    path: '/staff/inbox',
    owner: 'mf_staff',
    parcel: 'inbox',
    access: 'staff',
    roles: ['operator', 'admin'],
    nav: true,
  }),
  // The moderators' work together: the photo queue, the reports and appeals, the members they act on.
  /** The moderators' photo review: members' new profile and chat photos, oldest first, by keyboard. */
  s({
    name: 'staff-photos',
    path: '/staff/photos',
    owner: 'mf_staff',
    parcel: 'photos',
    access: 'staff',
    roles: ['moderator', 'admin'],
    nav: true,
  }),
  /** The moderators' reports and appeals: reported members oldest first, the decisions and their statements of reasons. */
  s({
    name: 'staff-reports',
    path: '/staff/reports',
    owner: 'mf_staff',
    parcel: 'reports',
    access: 'staff',
    roles: ['moderator', 'admin'],
    nav: true,
  }),
  /** Member search and a member's page (`?member=<user id>`): moderators, support and admins. */
  s({
    name: 'staff-members',
    path: '/staff/members',
    owner: 'mf_staff',
    parcel: 'members',
    access: 'staff',
    roles: ['moderator', 'support', 'admin'],
    nav: true,
  }),
  // Support's work next: the complaints.
  /** Support's complaints inbox, `?complaint=` the one open. */
  s({
    name: 'staff-complaints',
    path: '/staff/complaints',
    owner: 'mf_staff',
    parcel: 'complaints',
    access: 'staff',
    roles: ['support', 'admin'],
    nav: true,
  }),
  // The admins' pages last: the inbox's figures, the job queue, the team and its invitations, the audit log.
  /** The operator inbox's figures: answers and waits per operator and language. */
  s({ name: 'staff-figures', path: '/staff/figures', owner: 'mf_staff', parcel: 'figures', access: 'staff', roles: ['admin'], nav: true }),
  /** The job queue's health and its dead jobs: the admins'. */
  s({ name: 'staff-jobs', path: '/staff/jobs', owner: 'mf_staff', parcel: 'jobs', access: 'staff', roles: ['admin'], nav: true }),
  /** The team: staff accounts, invitations, disabling. */
  s({ name: 'staff-team', path: '/staff/team', owner: 'mf_staff', parcel: 'team', access: 'staff', roles: ['admin'], nav: true }),
  /** Every staff action, newest first. */
  s({
    name: 'staff-audit-log',
    path: '/staff/audit-log',
    owner: 'mf_staff',
    parcel: 'audit-log',
    access: 'staff',
    roles: ['admin'],
    nav: true,
  }),
] as const satisfies readonly StaffRouteDef[];

export const STAFF_ROUTES: readonly StaffRouteDef[] = STAFF_ROUTE_DEFS;

export type StaffRouteName = (typeof STAFF_ROUTE_DEFS)[number]['name'];

/** Whether a pathname is the console's (a page of the table or not): the member router never answers it. */
export function isStaffPath(pathname: string): boolean {
  return pathname === STAFF_PATH_PREFIX || pathname.startsWith(`${STAFF_PATH_PREFIX}/`);
}

/** The console page of a pathname (a trailing slash allowed), or null. The console's pages take no params. */
export function matchStaffRoute(pathname: string): StaffRouteDef | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return STAFF_ROUTES.find((route) => route.path === trimmed) ?? null;
}

/** Whether a staff member in `role` may open the page (the doors and the pages for every role: anyone). */
export function staffRouteAllows(route: StaffRouteDef, role: StaffRole): boolean {
  return route.roles === undefined || route.roles.includes(role);
}

/** The console's navigation for a staff member in `role`: the pages marked `nav` that are theirs, in the table's order. */
export function staffNavFor(role: StaffRole): StaffRouteDef[] {
  return STAFF_ROUTES.filter((route) => route.nav === true && staffRouteAllows(route, role));
}

export function staffRouteByName(name: string): StaffRouteDef | undefined {
  return STAFF_ROUTES.find((route) => route.name === name);
}

/** The path of a console page: `staffPathTo('staff-login')` → `/staff/login`. */
export function staffPathTo(name: StaffRouteName): string {
  const route = staffRouteByName(name);
  if (!route) throw new Error(`staffPathTo: no console page named ${name}`);
  return route.path;
}

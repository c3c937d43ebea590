import type { ParcelLoaders } from '@dating/shared/parcel/parcel-contract';

/**
 * The `./parcels` expose: every page of the staff console (shared/src/routes/staff-route-table.ts). The
 * shell asks for the home only once a staff session is known; each page loads on first use.
 */
const parcels = {
  login: () => import(/* webpackChunkName: "login" */ './features/login/login.parcel'),
  setup: () => import(/* webpackChunkName: "setup" */ './features/setup/setup.parcel'),
  home: () => import(/* webpackChunkName: "home" */ './features/home/home.parcel'),
  team: () => import(/* webpackChunkName: "team" */ './features/team/team.parcel'),
  'audit-log': () => import(/* webpackChunkName: "audit-log" */ './features/audit-log/audit-log.parcel'),
  figures: () => import(/* webpackChunkName: "figures" */ './features/figures/figures.parcel'),
  inbox: () => import(/* webpackChunkName: "inbox" */ './features/inbox/inbox.parcel'),
  complaints: () => import(/* webpackChunkName: "complaints" */ './features/complaints/complaints.parcel'),
  jobs: () => import(/* webpackChunkName: "jobs" */ './features/jobs/jobs.parcel'),
  members: () => import(/* webpackChunkName: "members" */ './features/members/members.parcel'),
  reports: () => import(/* webpackChunkName: "reports" */ './features/reports/reports.parcel'),
  photos: () => import(/* webpackChunkName: "photos" */ './features/photos/photos.parcel'),
} satisfies ParcelLoaders;

export default parcels;

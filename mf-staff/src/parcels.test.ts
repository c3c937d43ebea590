import { describeRemoteParcels } from '@dating/shared/parcel/parcel-test-kit';
import parcels from './parcels';
import { remote } from './remote';

// Every page of the staff console, mounted through its parcel as the shell would, and the heading it shows.
describeRemoteParcels(remote, parcels, {
  staff: 'Staff console',
  'staff-inbox': 'Inbox',
  'staff-login': 'Log in to the staff console',
  'staff-setup': 'Set up your staff account',
  'staff-team': 'Team',
  'staff-audit-log': 'Audit log',
  'staff-figures': 'Inbox figures',
  'staff-complaints': 'Complaints',
  'staff-jobs': 'Job queue',
  'staff-reports': 'Reports',
  'staff-members': 'Members',
  'staff-photos': 'Photo review',
});

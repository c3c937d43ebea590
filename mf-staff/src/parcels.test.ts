import { describeRemoteParcels } from '@dating/shared/parcel/parcel-test-kit';
import parcels from './parcels';
import { remote } from './remote';

// Every page of the staff console, mounted through its parcel as the shell would, and the heading it shows.
describeRemoteParcels(remote, parcels, {
  staff: 'Staff console',
  'staff-login': 'Log in to the staff console',
  'staff-setup': 'Set up your staff account',
});

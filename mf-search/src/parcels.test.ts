import { describeRemoteParcels } from '@dating/shared/parcel/parcel-test-kit';
import parcels from './parcels';
import { remote } from './remote';

// Every route mf-search owns, mounted through its parcel as the shell would, and the heading it shows.
describeRemoteParcels(remote, parcels, {
  members: 'Search members',
  'members-id': 'Profile',
  'likes-m-id': 'Profile',
  'match-finder': 'Match finder',
});

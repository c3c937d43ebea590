import { describeRemoteParcels } from '@dating/shared/parcel/parcel-test-kit';
import parcels from './parcels';
import { remote } from './remote';

// Every route mf-likes owns, mounted through its parcel as the shell would, and the heading it shows.
describeRemoteParcels(remote, parcels, {
  likes: 'Likes',
  'likes-type': 'Likes',
  'swipe-game': 'Swipe game',
});

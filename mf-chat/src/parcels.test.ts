import { describeRemoteParcels } from '@dating/shared/parcel/parcel-test-kit';
import parcels from './parcels';
import { remote } from './remote';

// Every route mf-chat owns, mounted through its parcel as the shell would, and the heading it shows.
describeRemoteParcels(remote, parcels, {
  'members-id-chat': 'Conversation',
  chats: 'Messages',
  'chats-id': 'Conversation',
});

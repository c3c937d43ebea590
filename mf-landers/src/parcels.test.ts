import { describeRemoteParcels } from '@dating/shared/parcel/parcel-test-kit';
import parcels from './parcels';
import { remote } from './remote';

// Every route mf-landers owns, mounted through its parcel as the shell would, and the heading it shows.
// pages-name is visited as /pages/faq.
describeRemoteParcels(remote, parcels, {
  index: 'Meet singles near you',
  'members-id-landing': 'Meet this member',
  'members-id-signup': 'Sign up to chat',
  'members-id-landing2-slug': 'Meet this member',
  'members-id-landing3-slug': 'Meet this member',
  'landers-tinderswipe': 'Swipe right on someone near you',
  'landers-name-slug': 'Singles near you',
  'pages-name': 'Frequently asked questions',
  token: 'One moment, please…',
});

import { setupServer } from 'msw/node';
import { createMockApi } from '@dating/shared/msw/handlers';
import { describeRemoteParcels } from '@dating/shared/parcel/parcel-test-kit';
import parcels from './parcels';
import { remote } from './remote';

// Screens fetch (the members screen searches at once): answer them like the api would.
const server = setupServer(...createMockApi().handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// Every route mf-search owns, mounted through its parcel as the shell would, and the heading it shows.
describeRemoteParcels(remote, parcels, {
  members: 'Search members',
  'members-id': 'Profile',
  'likes-m-id': 'Profile',
  'match-finder': 'Match finder',
});

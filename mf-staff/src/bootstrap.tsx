// The standalone dev page (`npm run dev -w mf-staff`): this remote alone, msw for the api (its staff
// handlers: shared/src/msw/staff.ts), a stand-in shell context. Never part of what the shell loads.
import { startStandalone } from '@dating/shared/standalone/start-standalone';
import parcels from './parcels';
import { remote } from './remote';

void startStandalone({ remote, parcels });

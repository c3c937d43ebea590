// The standalone dev page (`npm run dev -w mf-account`): this remote alone, msw for the api, a
// stand-in shell context. Never part of what the shell loads (that is remoteEntry.js + ./parcels).
import { startStandalone } from '@dating/shared/standalone/start-standalone';
import parcels from './parcels';
import { remote } from './remote';

void startStandalone({ remote, parcels });

import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { MatchFinderScreen } from './match-finder-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'match-finder', MatchFinderScreen);

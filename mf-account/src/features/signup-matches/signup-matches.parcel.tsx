import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { SignupMatchesScreen } from './signup-matches-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'signup-matches', SignupMatchesScreen);

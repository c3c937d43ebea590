import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { CreditsScreen } from './credits-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'credits', CreditsScreen);

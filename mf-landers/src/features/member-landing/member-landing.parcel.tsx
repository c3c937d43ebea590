import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { MemberLandingScreen } from './member-landing-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'member-landing', MemberLandingScreen);

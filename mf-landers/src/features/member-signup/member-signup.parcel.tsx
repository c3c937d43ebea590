import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { MemberSignupScreen } from './member-signup-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'member-signup', MemberSignupScreen);

import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { MemberLanding3Screen } from './member-landing3-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'member-landing3', MemberLanding3Screen);

import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { MemberLanding2Screen } from './member-landing2-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'member-landing2', MemberLanding2Screen);

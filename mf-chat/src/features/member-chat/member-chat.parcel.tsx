import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { MemberChatScreen } from './member-chat-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'member-chat', MemberChatScreen);

import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ChatsScreen } from './chats-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'chats', ChatsScreen);

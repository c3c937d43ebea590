import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ConversationScreen } from './conversation-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'conversation', ConversationScreen);

import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { MailChangeDoScreen } from './mail-change-do-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'mail-change-do', MailChangeDoScreen);

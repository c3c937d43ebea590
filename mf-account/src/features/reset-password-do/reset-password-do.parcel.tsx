import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ResetPasswordDoScreen } from './reset-password-do-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'reset-password-do', ResetPasswordDoScreen);

import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ResetPasswordScreen } from './reset-password-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'reset-password', ResetPasswordScreen);

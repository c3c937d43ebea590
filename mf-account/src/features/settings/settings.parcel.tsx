import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { SettingsScreen } from './settings-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'settings', SettingsScreen);

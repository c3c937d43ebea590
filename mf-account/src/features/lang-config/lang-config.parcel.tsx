import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { LangConfigScreen } from './lang-config-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'lang-config', LangConfigScreen);

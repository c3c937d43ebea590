import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { StaticPageScreen } from './static-page-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'static-page', StaticPageScreen);

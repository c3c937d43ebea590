import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { FiguresScreen } from './figures-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'figures', FiguresScreen);

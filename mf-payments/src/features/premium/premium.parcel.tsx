import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { PremiumScreen } from './premium-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'premium', PremiumScreen);

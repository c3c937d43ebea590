import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { PricingScreen } from './pricing-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'pricing', PricingScreen);

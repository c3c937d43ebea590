import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { PaymentMethodScreen } from './payment-method-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'payment-method', PaymentMethodScreen);

import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { TransactionsScreen } from './transactions-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'transactions', TransactionsScreen);

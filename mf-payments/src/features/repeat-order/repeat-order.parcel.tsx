import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { withRecurringTexts } from '../../recurring/recurring-texts';
import { remote } from '../../remote';
import { RepeatOrderScreen } from './repeat-order-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'repeat-order', withRecurringTexts(RepeatOrderScreen));

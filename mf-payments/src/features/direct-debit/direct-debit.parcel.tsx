import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { withRecurringTexts } from '../../recurring/recurring-texts';
import { remote } from '../../remote';
import { DirectDebitScreen } from './direct-debit-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'direct-debit', withRecurringTexts(DirectDebitScreen));

import { createLayoutPieceParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ActivationReminder } from './activation-reminder';

export const { bootstrap, mount, update, unmount } = createLayoutPieceParcel(remote, 'activation-reminder', ActivationReminder);

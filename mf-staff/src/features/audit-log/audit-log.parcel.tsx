import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { AuditLogScreen } from './audit-log-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'audit-log', AuditLogScreen);

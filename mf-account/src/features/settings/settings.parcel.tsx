import type { ComponentType } from 'react';
import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { AccountDeletionSettings } from '../account-deletion';
import { BlockedMembersSettings } from '../blocked-members';
import { DisabledNotificationsSettings } from './disabled-notifications/disabled-notifications-section';
import { EmailChangeSettings } from './email/email-section';
import { InvisibleSettings } from './invisible/invisible-section';
import { LocationSettings } from './location/location-section';
import { NotificationSettings } from './notifications/notifications-section';
import { PasswordChangeSettings } from './password/password-section';
import { PushSettings } from './push/push-section';
import { ReadReceiptsSettings } from './read-receipts/read-receipts-section';
import { VisibleToVisitorsSettings } from './visible-to-visitors/visible-to-visitors-section';
import { SettingsScreen } from './settings-screen';

/**
 * The sections of the settings page, top to bottom. Each is a self-contained component that renders
 * its own `SettingsSection` (h2 + card) and loads/saves its own data, so adding one is one line here
 * (sections of other features, e.g. account deletion or blocked members, come from their public entry).
 */
const SETTINGS_SECTIONS: readonly ComponentType[] = [
  DisabledNotificationsSettings,
  NotificationSettings,
  PushSettings,
  InvisibleSettings,
  VisibleToVisitorsSettings,
  ReadReceiptsSettings,
  LocationSettings,
  EmailChangeSettings,
  PasswordChangeSettings,
  BlockedMembersSettings,
  AccountDeletionSettings,
];

function SettingsPage() {
  return <SettingsScreen sections={SETTINGS_SECTIONS} />;
}

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'settings', SettingsPage);

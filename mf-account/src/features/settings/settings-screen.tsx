import type { ComponentType } from 'react';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useTranslation } from 'react-i18next';
import { AccountDeletionSettings } from '../account-deletion/account-deletion-section';
import { BlockedMembersSettings } from '../blocked-members/blocked-members-section';
import { DisabledNotificationsSettings } from './disabled-notifications/disabled-notifications-section';
import { EmailChangeSettings } from './email/email-section';
import { InvisibleSettings } from './invisible/invisible-section';
import { LocationSettings } from './location/location-section';
import { NotificationSettings } from './notifications/notifications-section';
import { PasswordChangeSettings } from './password/password-section';
import { PushSettings } from './push/push-section';

/**
 * The sections of the settings page, top to bottom. Each is a self-contained component that renders
 * its own `SettingsSection` (h2 + card) and loads/saves its own data, so adding one is one line here
 * (features outside this folder, e.g. account deletion or blocked members, are listed the same way).
 */
export const SETTINGS_SECTIONS: readonly ComponentType[] = [
  DisabledNotificationsSettings,
  NotificationSettings,
  PushSettings,
  InvisibleSettings,
  LocationSettings,
  EmailChangeSettings,
  PasswordChangeSettings,
  BlockedMembersSettings,
  AccountDeletionSettings,
];

/** Account settings (route `settings`, §3): a page of independent sections. */
export function SettingsScreen() {
  const { t } = useTranslation('mf-account');
  return (
    <div css={{ maxWidth: 720, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(8)}` }}>
      <PageHeading>{t('settings.title')}</PageHeading>
      {SETTINGS_SECTIONS.map((Section, index) => (
        <Section key={index} />
      ))}
    </div>
  );
}

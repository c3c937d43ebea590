import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { ProfileCard, type ProfileCardProps } from '@dating/shared/ui/profile-card';

export interface MemberCardProps {
  profile: ProfileSummary;
  settings: ProfileCardProps['settings'];
  onOpen: (path: string) => void;
  /** What goes under the card (the profile actions' like and chat). Absent: nothing. */
  children?: ReactNode;
}

/** One search result: the shared profile card with this remote's texts, and what goes under it. */
export function MemberCard({ profile, settings, onOpen, children }: MemberCardProps) {
  const { t } = useTranslation('mf-search');
  return (
    <ProfileCard
      profile={profile}
      settings={settings}
      onOpen={onOpen}
      texts={{ nameAge: t('members.nameAge', { name: profile.name, age: profile.age }), online: t('members.online') }}
    >
      {children}
    </ProfileCard>
  );
}

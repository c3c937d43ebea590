import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflineProfile, ProfileReportGroup, QueueProfile } from '@dating/shared/contracts/staff-reports';
import { theme } from '@dating/shared/ui/theme-tokens';
import { Avatar } from '../../../components/avatar';
import { useDateTimeText } from '../../../hooks/use-date-time';
import { panelCss, ReportList, reportedPhotoIds } from './group-panel';
import { ProfileDecisionForm } from './profile-decision-form';

/** The site profile a panel is about: its name, its id, and whether it is offline. */
function ProfileHeader({ profile, headingId }: { profile: QueueProfile; headingId: string }) {
  const { t } = useTranslation('mf-staff');
  return (
    <header css={{ display: 'flex', gap: theme.space(3), alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar name={profile.name} url={profile.photo_url} size={56} />
      <div css={{ flex: '1 1 200px', minWidth: 0 }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: '1.3rem' }}>
          {profile.name}
        </h2>
        <p css={{ margin: 0, color: theme.colors.muted, fontSize: '0.9rem' }}>
          {t('reports.siteProfiles.profileId', { id: profile.profile_id })}
          {profile.offline ? (
            <strong css={{ marginInlineStart: theme.space(2), color: theme.colors.danger }}>{t('reports.siteProfiles.offline')}</strong>
          ) : null}
        </p>
      </div>
    </header>
  );
}

/** One reported site profile: its open reports, oldest first, and the decision on them all. */
export function ProfileGroupPanel({ group, onDecided }: { group: ProfileReportGroup; onDecided: () => void }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} css={panelCss}>
      <ProfileHeader profile={group.profile} headingId={headingId} />
      <ReportList headingId={headingId} reports={group.reports} reportedProfileId={group.profile.profile_id} />
      <ProfileDecisionForm
        key={group.profile.profile_id}
        profileId={group.profile.profile_id}
        kinds={group.profile.offline ? ['dismiss', 'remove_photo'] : ['dismiss', 'remove_photo', 'take_offline']}
        reportIds={group.reports.map((report) => report.id)}
        photoIds={reportedPhotoIds(group.reports)}
        onDecided={onDecided}
      />
    </article>
  );
}

/** A site profile taken offline: the decision that did it, and putting it back online. */
export function OfflineProfilePanel({ entry, onDecided }: { entry: OfflineProfile; onDecided: () => void }) {
  const { t } = useTranslation('mf-staff');
  const headingId = useId();
  const dateTime = useDateTimeText();
  const { decision } = entry;
  return (
    <article aria-labelledby={headingId} css={panelCss}>
      <ProfileHeader profile={entry.profile} headingId={headingId} />
      <section aria-labelledby={`${headingId}-decision`} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
        <h3 id={`${headingId}-decision`} css={{ margin: 0, fontSize: '1.05rem' }}>
          {t('reports.siteProfiles.offlineSince', { when: dateTime(decision.created_at) })}
        </h3>
        <p css={{ margin: 0 }}>{t(`reports.grounds.${decision.ground}`)}</p>
        <blockquote css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{decision.facts}</blockquote>
        <p css={{ margin: 0, color: theme.colors.muted }}>{t('reports.siteProfiles.offlineIntro')}</p>
      </section>
      <ProfileDecisionForm
        key={entry.profile.profile_id}
        profileId={entry.profile.profile_id}
        kinds={['put_online']}
        ground={decision.ground}
        onDecided={onDecided}
      />
    </article>
  );
}

import { useTranslation } from 'react-i18next';
import type { PhotoQueueItem } from '@dating/shared/contracts/staff-photos';
import { theme } from '@dating/shared/ui/theme-tokens';
import { TitledPanel } from '../../../components/titled-panel';
import { useDateTimeText } from '../../../hooks/use-date-time';

const factsCss = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space(2)} ${theme.space(4)}`,
  margin: 0,
  '& dt': { color: theme.colors.muted },
  '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
} as const;

/** Beside the photo: whose it is — name, age, place, how long a member, open reports, their other profile photos. */
export function MemberPanel({ member }: { member: PhotoQueueItem['member'] }) {
  const { t } = useTranslation('mf-staff');
  const when = useDateTimeText();
  return (
    <TitledPanel title={member.name} css={{ padding: theme.space(4), gap: theme.space(4) }}>
      <dl css={factsCss}>
        <dt>{t('photos.member.age')}</dt>
        <dd>{member.age ?? '—'}</dd>
        <dt>{t('photos.member.place')}</dt>
        <dd>{[member.city, member.country].filter(Boolean).join(', ')}</dd>
        <dt>{t('photos.member.since')}</dt>
        <dd>{when(member.account_created_at)}</dd>
        <dt>{t('photos.member.reports')}</dt>
        <dd css={member.open_reports > 0 ? { color: theme.colors.danger } : {}}>{member.open_reports}</dd>
        <dt>{t('photos.member.ids')}</dt>
        <dd css={{ fontVariantNumeric: 'tabular-nums', fontWeight: 400 }}>
          {t('photos.member.idsValue', { user: member.user_id, profile: member.profile_id })}
        </dd>
      </dl>
      <div>
        <h3 css={{ fontSize: '1rem', margin: `0 0 ${theme.space(2)}` }}>{t('photos.member.otherPhotos')}</h3>
        {member.other_photos.length === 0 ? (
          <p css={{ margin: 0, color: theme.colors.muted }}>{t('photos.member.noOtherPhotos')}</p>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
            {member.other_photos.map((photo) => (
              <li key={photo.id} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1), width: 88 }}>
                <img
                  src={photo.thumb}
                  alt={t('photos.member.otherPhotoAlt', { name: member.name })}
                  width={88}
                  height={88}
                  css={{ objectFit: 'cover', borderRadius: 6, border: `1px solid ${theme.colors.border}` }}
                />
                <span css={{ fontSize: '0.75rem', color: theme.colors.muted }}>
                  {[
                    photo.is_main ? t('photos.member.main') : null,
                    t(`photos.member.photoState.${photo.status === 'active' && !photo.reviewed ? 'unreviewed' : photo.status}`),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TitledPanel>
  );
}

import { useTranslation } from 'react-i18next';
import type { PhotoQueueItem } from '@dating/shared/contracts/staff-photos';
import { Badge } from '@dating/shared/ui/badge';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useDateTimeText } from '../../../hooks/use-date-time';

/** The photo under review, large, with what it is: a profile or a chat photo, who sees it now, when it came. */
export function PhotoStage({ item }: { item: PhotoQueueItem }) {
  const { t } = useTranslation('mf-staff');
  const when = useDateTimeText();
  return (
    <figure css={{ margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 }}>
      <div
        css={{
          background: '#1d1b20',
          borderRadius: theme.radius,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: 'min(60vh, 28rem)',
          overflow: 'hidden',
        }}
      >
        <img
          key={`${item.kind}-${item.id}`}
          src={item.url}
          alt={t('photos.photoAlt', { name: item.member.name })}
          {...(item.width && item.height ? { width: item.width, height: item.height } : {})}
          css={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', width: 'auto', height: 'auto', objectFit: 'contain' }}
        />
      </div>
      <figcaption css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center', color: theme.colors.muted }}>
        <Badge tone={item.kind === 'chat' ? 'primary' : 'neutral'}>{t(`photos.kind.${item.kind}`)}</Badge>
        <Badge tone={item.status === 'pending' ? 'warning' : 'neutral'}>{t(`photos.status.${item.status}`)}</Badge>
        <span>{t('photos.uploaded', { when: when(item.uploaded_at) })}</span>
        {item.kind === 'chat' ? <span>{t('photos.chatNote')}</span> : null}
      </figcaption>
    </figure>
  );
}

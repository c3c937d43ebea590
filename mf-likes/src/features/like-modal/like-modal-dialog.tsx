import { useTranslation } from 'react-i18next';
import type { Settings } from '@dating/shared/contracts/settings';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { pathTo } from '@dating/shared/routes/path-to';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { mainThumb, useMemberProfile } from '../../api/member-profile';

/** The like modal itself: the liker's photo and "View profile", both opening their profile. */
export default function LikeModalDialog({ profileId, onClose, onView }: { profileId: number; onClose: () => void; onView: () => void }) {
  const { t } = useTranslation('mf-likes');
  const { navigate, settings$ } = useShellContext();
  const settings = useObservable<Settings | null>(settings$, null);
  const profile = useMemberProfile(profileId);
  if (!profile || !settings) return null;

  const view = () => {
    onView();
    navigate(pathTo('members-id', { id: profile.id }));
  };
  const thumb = mainThumb(profile);

  return (
    <Modal open title={t('likeModal.title', { name: profile.name })} onClose={onClose} closeLabel={t('likeModal.close')} width="sm">
      {thumb && (
        <button
          type="button"
          onClick={view}
          aria-label={t('likeModal.photo', { name: profile.name })}
          data-testid="like-modal-photo"
          css={{
            display: 'block',
            width: '100%',
            padding: 0,
            border: 0,
            background: 'none',
            cursor: 'pointer',
            marginBottom: theme.space(3),
          }}
        >
          <img
            src={photoUrl(settings.cdn_prefix, thumb)}
            alt=""
            width={240}
            height={300}
            css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 5', objectFit: 'cover', borderRadius: theme.radius }}
          />
        </button>
      )}
      <p css={{ margin: `0 0 ${theme.space(4)}` }}>{t('likeModal.body')}</p>
      <Button onClick={view} css={{ width: '100%' }}>
        {t('likeModal.view')}
      </Button>
    </Modal>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { pathTo } from '@dating/shared/routes/path-to';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { mainThumb, useMemberProfile } from '../../api/get-member-profile';
import { useLikeReceived } from './api/get-like-received';

interface LikeModalDialogProps {
  profileId: number;
  /** The URL's delay is over: the modal shows once the server has confirmed the like. */
  shown: boolean;
  onClose: () => void;
  onView: () => void;
  /** The server says this profile does not like the member, or the member may not see it. */
  onRefused: () => void;
}

/**
 * The like modal itself: the liker's photo and "View profile", both opening their profile. Anyone can
 * write `like={id}` into a URL, so it first asks the server whether that profile likes the member
 * (and may be seen by them); nothing shows before the answer, nor after a no. Only a confirmed like
 * loads the profile, which is the member seeing it (the api clears its new flag).
 */
export default function LikeModalDialog({ profileId, shown, onClose, onView, onRefused }: LikeModalDialogProps) {
  const { t } = useTranslation('mf-likes');
  const { navigate } = useShellContext();
  const ready = useShellReady();
  const likesYou = useLikeReceived(ready?.user?.id ?? null, profileId);
  useEffect(() => {
    if (likesYou === false) onRefused();
  }, [likesYou, onRefused]);
  const profile = useMemberProfile(shown && likesYou === true ? profileId : null);
  const settings = ready?.settings;
  if (!shown || likesYou !== true || !profile || !settings) return null;

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

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@dating/shared/contracts/settings';
import type { User } from '@dating/shared/contracts/user';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { pathTo } from '@dating/shared/routes/path-to';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { mainThumb, useMemberProfile } from '../../api/get-member-profile';
import { MatchPhoto } from './components/match-photo';
import type { Shown } from './shown';

/**
 * The match modal itself: both photos, a click anywhere closes it; a click on their photo or the button
 * publishes `matchChosen`, sets the starting flag and opens the chat with them (the chat route opens or
 * starts the conversation).
 */
export default function MatchModalDialog({ shown, member, onClose }: { shown: Shown; member: User; onClose: () => void }) {
  const { t } = useTranslation('mf-likes');
  const { bus, navigate, settings$ } = useShellContext();
  const settings = useObservable<Settings | null>(settings$, null);
  const [starting, setStarting] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A click anywhere closes it: listening on the document from the next turn on, so the click that led here does not.
  useEffect(() => {
    const timer = setTimeout(() => document.addEventListener('click', onClose));
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClose);
    };
  }, [onClose]);

  const loaded = useMemberProfile(shown.summary ? null : shown.profileId);
  const thumb = loaded && mainThumb(loaded);
  const theirs = shown.summary
    ? { name: shown.summary.name, photo: shown.summary.main_image?.match ?? null }
    : loaded && settings && { name: loaded.name, photo: thumb ? photoUrl(settings.cdn_prefix, thumb) : null };
  if (!theirs) return null;

  const choose = () => {
    if (starting) return;
    setStarting(true);
    bus.emit('matchChosen', { profileId: shown.profileId });
    navigate(pathTo('members-id-chat', { id: shown.profileId }));
  };

  return (
    <Modal
      open
      title={shown.kind === 'match' ? t('matchModal.title') : t('matchModal.likeTitle', { name: theirs.name })}
      onClose={onClose}
      closeLabel={t('matchModal.close')}
      initialFocusRef={buttonRef}
    >
      <div css={{ display: 'flex', justifyContent: 'center', marginBottom: theme.space(4) }} data-testid="match-photos">
        <MatchPhoto src={member.profile.main_image?.match ?? null} />
        <button
          type="button"
          onClick={choose}
          // The button below does the same for the keyboard and screen readers.
          tabIndex={-1}
          aria-hidden="true"
          data-testid="match-photo"
          css={{ marginLeft: -16, padding: 0, border: 0, background: 'none', borderRadius: '50%', cursor: 'pointer' }}
        >
          <MatchPhoto src={theirs.photo} />
        </button>
      </div>
      <p css={{ textAlign: 'center', margin: `0 0 ${theme.space(4)}` }}>
        {shown.kind === 'match' ? t('matchModal.body', { name: theirs.name }) : t('matchModal.likeBody')}
      </p>
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <Button ref={buttonRef} size="lg" onClick={choose} disabled={starting} aria-busy={starting || undefined}>
          {starting ? t('matchModal.starting') : t('matchModal.write', { name: theirs.name })}
        </Button>
      </div>
    </Modal>
  );
}

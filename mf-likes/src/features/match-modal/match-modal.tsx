import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { useRoute, useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { matchRoute } from '@dating/shared/routes/match-route';
import { pathTo } from '@dating/shared/routes/path-to';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { mainThumb, useMemberProfile } from '../../api/member-profile';
import { useAutoLike } from './api/auto-like';
import { MatchPhoto } from './components/match-photo';

/** What the modal shows: a match (both like each other), or a profile that now likes the member (auto-like). */
interface Shown {
  kind: 'match' | 'like';
  profileId: number;
  /** Known when the news came with the profile (auto-like); otherwise it is loaded. */
  summary: ProfileSummary | null;
}

/**
 * Match modal of the default layout. It opens on the bus's `match` (the realtime channel's, or a like
 * of this tab that made one: both arrive for the liker, so a profile's match shows once) and for the
 * day's auto-like. A click anywhere closes it; a click on their photo or the button publishes
 * `matchChosen` and starts a conversation with them (the chat route opens or starts it).
 */
export function MatchModal() {
  const { t } = useTranslation('mf-likes');
  const { bus, navigate } = useShellContext();
  const ready = useShellReady();
  const { pathname } = useRoute();
  const [shown, setShown] = useState<Shown | null>(null);
  const [starting, setStarting] = useState(false);
  const seen = useRef(new Set<number>());
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = useCallback((next: Shown) => {
    if (seen.current.has(next.profileId)) return;
    seen.current.add(next.profileId);
    setStarting(false);
    setShown(next);
  }, []);

  useEffect(() => {
    const subscription = bus.on$('match').subscribe(({ profileId }) => show({ kind: 'match', profileId, summary: null }));
    return () => subscription.unsubscribe();
  }, [bus, show]);

  const member = ready?.user ?? null;
  useAutoLike(member?.id ?? null, matchRoute(pathname)?.route.membersArea === true, (profile) =>
    show({ kind: 'like', profileId: profile.id, summary: profile }),
  );

  const close = useCallback(() => setShown(null), []);
  // A click anywhere closes it: listening on the document from the next turn on, so the click that led here does not.
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => document.addEventListener('click', close));
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', close);
    };
  }, [shown, close]);

  const loaded = useMemberProfile(shown && !shown.summary ? shown.profileId : null);
  if (!shown || !ready || !member) return null;
  const cdn = ready.settings.cdn_prefix;
  const theirs = shown.summary
    ? { name: shown.summary.name, photo: shown.summary.main_image?.match ?? null }
    : loaded && { name: loaded.name, photo: mainThumb(loaded) && photoUrl(cdn, mainThumb(loaded)!) };
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
      onClose={close}
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

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute, useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { mainThumb, useMemberProfile } from '../../api/member-profile';
import { likeModalRequest } from './like-modal-query';

/**
 * Like modal of the default layout: the page's `like={id}` (the like mail's link carries it) names a
 * profile that liked the member; it shows after `t` seconds (at once without `t`), and `t` then leaves
 * the URL without a new history entry, so a reload or Back does not wait again. Closing it drops
 * `like` too, so it does not come back. The photo or the button opens the profile.
 */
export function LikeModal() {
  const { t } = useTranslation('mf-likes');
  const { navigate } = useShellContext();
  const route = useRoute();
  const ready = useShellReady();
  const request = likeModalRequest(route.query);
  const [due, setDue] = useState<number | null>(null);
  const closed = useRef<number | null>(null);
  const routeRef = useRef(route);
  routeRef.current = route;

  const profileId = request?.profileId ?? null;
  const delayMs = request?.delayMs ?? null;
  useEffect(() => {
    if (profileId === null || delayMs === null || closed.current === profileId) return undefined;
    const timer = setTimeout(() => {
      setDue(profileId);
      const { pathname, query, hash } = routeRef.current;
      if ('t' in query) {
        const { t: _delay, ...rest } = query;
        navigate(`${withQuery(pathname, rest)}${hash}`, { replace: true });
      }
    }, delayMs);
    return () => clearTimeout(timer);
  }, [profileId, delayMs, navigate]);

  const open = due !== null && due === profileId;
  const profile = useMemberProfile(open ? due : null);
  if (!open || !profile || !ready) return null;

  const close = () => {
    closed.current = due;
    setDue(null);
    const { pathname, query, hash } = routeRef.current;
    const { like: _like, t: _delay, ...rest } = query;
    navigate(`${withQuery(pathname, rest)}${hash}`, { replace: true });
  };
  const view = () => {
    closed.current = due;
    setDue(null);
    navigate(pathTo('members-id', { id: profile.id }));
  };
  const thumb = mainThumb(profile);

  return (
    <Modal open title={t('likeModal.title', { name: profile.name })} onClose={close} closeLabel={t('likeModal.close')} width="sm">
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
            src={photoUrl(ready.settings.cdn_prefix, thumb)}
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

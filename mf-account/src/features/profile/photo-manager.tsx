import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared/api-client/api-client';
import { PHOTO_MAX_BYTES, PREMIUM_PHOTO_LIMIT, type OwnPhoto } from '@dating/shared/contracts/photos';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { precheckPhoto } from '@dating/shared/photos/precheck-photo';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { Alert } from '@dating/shared/ui/alert';
import { Badge } from '@dating/shared/ui/badge';
import { Button } from '@dating/shared/ui/button';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useUploadPhoto } from '../../api/upload-photo';
import { AppLink } from '../../components/app-link';
import { PhotoPicker } from '../../components/photo-picker';
import { pathTo } from '@dating/shared/routes/path-to';
import { useDeleteOwnPhoto } from './api/delete-own-photo';
import { useUpdateOwnPhotos } from './api/update-own-photos';

export interface PhotoManagerProps {
  photos: OwnPhoto[];
  limit: number;
  cdnPrefix: string | null;
}

/**
 * The 400 px square crop (the match path's file) shows sharp in a grid cell of any width; the 160 px
 * thumbnail would be blown up on a phone.
 */
const squareFile = (photo: OwnPhoto) => photo.match.split('/').pop() || photo.thumb_filename;

/** The order and the main photo, what a change of the photos changes. */
const shapeOf = (photos: readonly OwnPhoto[]) => photos.map((photo) => (photo.is_main ? `${photo.id}*` : `${photo.id}`)).join(',');

type Notice = { level: 'success' | 'danger' | 'warning'; text: string } | null;
const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

/**
 * The member's photos: upload (file picker or drop, checked here with the api's limits first, with
 * progress), choose the main photo, reorder with buttons (keyboard friendly, no drag needed),
 * delete after a confirmation. The tier's limit is explained, with the way to more photos.
 */
export function PhotoManager({ photos, limit, cdnPrefix }: PhotoManagerProps) {
  const { t } = useTranslation('mf-account');
  const { t: tCommon } = useTranslation('common');
  const errorText = useApiErrorText();
  const uploadPhoto = useUploadPhoto();
  const updatePhotos = useUpdateOwnPhotos();
  const deletePhoto = useDeleteOwnPhoto();
  // One change at a time: each answer is the whole list, and the next change starts from it.
  const busy = uploadPhoto.isPending || updatePhotos.isPending || deletePhoto.isPending;
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<OwnPhoto | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /**
   * After a move, focus stays on the control the member used, on the photo's new place: `photos`
   * is the list the answer holds once `shape` says so. The list comes from the profile page's query,
   * which hears of the answer after this component's mutation does.
   */
  const [focusAfter, setFocusAfter] = useState<{ key: string; shape: string } | null>(null);

  useEffect(() => {
    // Wait for the answer: the buttons are disabled while the change is on its way.
    if (!focusAfter || busy || shapeOf(photos) !== focusAfter.shape) return;
    const target = listRef.current?.querySelector<HTMLButtonElement>(`[data-focus-key="${focusAfter.key}"]`);
    if (target && !target.disabled) target.focus();
    else listRef.current?.querySelector<HTMLButtonElement>(`[data-photo="${focusAfter.key.split(':')[0]}"] button:not(:disabled)`)?.focus();
    setFocusAfter(null);
  }, [focusAfter, photos, busy]);

  const free = limit < PREMIUM_PHOTO_LIMIT;
  const full = photos.length >= limit;
  const mb = MAX_MB;

  const applied = (text: string) => setNotice({ level: 'success', text });

  const limitText = free
    ? t('photos.limitReachedFree', { count: limit, premium: PREMIUM_PHOTO_LIMIT })
    : t('photos.limitReachedPremium', { count: limit });

  const failed = (error: unknown) => {
    if (isApiError(error) && error.code === 'photo_limit_reached') {
      setNotice({ level: 'warning', text: limitText });
    } else if (isApiError(error) && error.code === 'payload_too_large') {
      setNotice({ level: 'danger', text: t('photos.errors.tooLarge', { mb }) });
    } else if (isApiError(error) && error.code === 'validation_failed' && error.field === 'photo') {
      setNotice({ level: 'danger', text: t('photos.errors.notAPhoto') });
    } else {
      // Anything else in the common words of its code ("No connection…" when offline).
      setNotice({ level: 'danger', text: errorText(error) });
    }
  };

  const upload = (file: File) => {
    if (busy) return;
    const check = precheckPhoto(file);
    if (!check.ok) {
      setNotice({ level: 'danger', text: check.error === 'tooLarge' ? t('photos.errors.tooLarge', { mb }) : t('photos.errors.notAPhoto') });
      return;
    }
    setNotice(null);
    setProgress(0);
    uploadPhoto.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => applied(t('photos.uploaded')),
        onError: failed,
        onSettled: () => setProgress(null),
      },
    );
  };

  const change = (update: { order: number[] } | { main: number }, focusKey: string, text: string) => {
    setNotice(null);
    updatePhotos.mutate(update, {
      onSuccess: (answer) => {
        applied(text);
        setFocusAfter({ key: focusKey, shape: shapeOf(answer.photos) });
      },
      onError: (error) => {
        failed(error);
        setFocusAfter({ key: focusKey, shape: shapeOf(photos) });
      },
    });
  };

  const move = (index: number, by: -1 | 1) => {
    const order = photos.map((photo) => photo.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    change({ order }, `${moved}:${by < 0 ? 'up' : 'down'}`, t('photos.orderSaved'));
  };

  const makeMain = (photo: OwnPhoto) => change({ main: photo.id }, `${photo.id}:main`, t('photos.mainSaved'));

  const remove = (photo: OwnPhoto) => {
    setConfirming(null);
    setNotice(null);
    deletePhoto.mutate(photo.id, {
      onSuccess: () => applied(t('photos.deleted')),
      onError: failed,
      // The deleted photo's buttons are gone with it: focus goes back to the section's heading.
      onSettled: () => headingRef.current?.focus(),
    });
  };

  return (
    <section aria-labelledby="photos-title" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <h2 id="photos-title" ref={headingRef} tabIndex={-1} css={{ margin: 0, fontSize: '1.25rem', '&:focus': { outline: 'none' } }}>
        {t('photos.title')}
      </h2>
      <p data-testid="photo-limit" css={{ margin: 0 }}>
        {free ? t('photos.limitFree', { count: limit, premium: PREMIUM_PHOTO_LIMIT }) : t('photos.limitPremium', { count: limit })}{' '}
        {free && <AppLink to={pathTo('premium')}>{t('photos.getPremium')}</AppLink>}
      </p>
      <p css={{ margin: 0, color: theme.colors.muted }}>{t('photos.count', { used: photos.length, limit })}</p>

      <div aria-live="polite" aria-atomic="true">
        {notice && (
          <Alert level={notice.level} onDismiss={() => setNotice(null)} dismissLabel={t('photos.dismiss')}>
            {notice.text} {notice.level === 'warning' && free && <AppLink to={pathTo('premium')}>{t('photos.getPremium')}</AppLink>}
          </Alert>
        )}
      </div>

      {photos.length === 0 ? (
        <p css={{ margin: 0 }}>{t('photos.none')}</p>
      ) : (
        <ol
          ref={listRef}
          data-testid="photo-list"
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space(4),
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {photos.map((photo, index) => {
            const alt = t('photos.photoAlt', { position: index + 1 });
            return (
              <li
                key={photo.id}
                data-photo={photo.id}
                aria-label={photo.is_main ? `${alt} (${t('photos.main')})` : alt}
                css={{
                  border: `2px solid ${photo.is_main ? theme.colors.primary : theme.colors.border}`,
                  borderRadius: theme.radius,
                  padding: theme.space(2),
                  display: 'flex',
                  flexDirection: 'column',
                  gap: theme.space(2),
                  background: theme.colors.surface,
                }}
              >
                <img
                  src={photoUrl(cdnPrefix, squareFile(photo))}
                  alt={alt}
                  width={400}
                  height={400}
                  css={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: theme.radius }}
                />
                {photo.status === 'pending' ? (
                  // Pre-moderation: no one else sees it until a moderator has approved it.
                  <p data-testid="photo-pending" css={{ margin: 0, fontSize: '0.875rem' }}>
                    <Badge tone="warning">{t('photos.pending')}</Badge>{' '}
                    <span css={{ color: theme.colors.muted }}>{t('photos.pendingHint')}</span>
                  </p>
                ) : null}
                {photo.is_main ? (
                  <strong css={{ color: theme.colors.primary }}>{t('photos.main')}</strong>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    data-focus-key={`${photo.id}:main`}
                    disabled={busy}
                    onClick={() => makeMain(photo)}
                    aria-label={t('photos.makeMainOf', { position: index + 1 })}
                  >
                    {t('photos.makeMain')}
                  </Button>
                )}
                <div css={{ display: 'flex', gap: theme.space(1), flexWrap: 'wrap' }}>
                  <Button
                    size="sm"
                    variant="secondary"
                    data-focus-key={`${photo.id}:up`}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('photos.moveUpOf', { position: index + 1 })}
                  >
                    <span aria-hidden="true">←</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    data-focus-key={`${photo.id}:down`}
                    disabled={busy || index === photos.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('photos.moveDownOf', { position: index + 1 })}
                  >
                    <span aria-hidden="true">→</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => setConfirming(photo)}
                    aria-label={t('photos.deleteOf', { position: index + 1 })}
                  >
                    {t('photos.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {full && (
        <div data-testid="photo-limit-reached">
          <Alert level="info">
            {limitText} {free && <AppLink to={pathTo('premium')}>{t('photos.getPremium')}</AppLink>}
          </Alert>
        </div>
      )}
      <PhotoPicker
        id="photo-upload"
        label={t('photos.add')}
        hint={`${t('photos.dropHint')} ${t('photos.formats', { mb })}`}
        disabled={busy}
        onFile={upload}
      >
        {progress !== null && (
          <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), width: '100%' }}>
            <label htmlFor="photo-progress">{t('photos.uploading')}</label>
            <progress id="photo-progress" max={100} value={progress} css={{ flex: 1 }}>
              {progress}%
            </progress>
            <span aria-hidden="true">{progress}%</span>
          </div>
        )}
      </PhotoPicker>

      <Modal
        open={confirming !== null}
        title={t('photos.confirmTitle')}
        onClose={() => setConfirming(null)}
        closeLabel={tCommon('close')}
        width="sm"
      >
        <p>{t('photos.confirmText')}</p>
        <div css={{ display: 'flex', gap: theme.space(2), justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('photos.cancelDelete')}
          </Button>
          <Button onClick={() => confirming && remove(confirming)}>{t('photos.confirmDelete')}</Button>
        </div>
      </Modal>
    </section>
  );
}

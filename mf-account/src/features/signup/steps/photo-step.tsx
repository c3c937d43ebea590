import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES } from '@dating/shared/contracts/photos';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { precheckPhoto } from '@dating/shared/photos/precheck-photo';
import { PhotoPicker } from '../../../components/photo-picker';

/**
 * Step 1: a photo, optional. The file stays in memory (a File can not survive a reload) and is
 * uploaded once the account exists; the api judges it by its content, this only saves a pointless upload.
 */
export function PhotoStep({ photo, onPhoto, idPrefix }: { photo: File | null; onPhoto: (file: File | null) => void; idPrefix: string }) {
  const { t } = useTranslation('mf-account');
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (photo && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File) => {
    // The profile's pre-check with the api's figures; the api judges the content once uploaded.
    const check = precheckPhoto(file);
    if (!check.ok) return setError(check.error === 'tooLarge' ? t('signup.photo.tooLarge') : t('signup.photo.notImage'));
    setError(null);
    onPhoto(file);
  };

  const id = `${idPrefix}-photo`;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <p css={{ margin: 0 }}>{t('signup.photo.intro')}</p>
      <PhotoPicker
        id={id}
        label={photo ? t('signup.photo.change') : t('signup.photo.choose')}
        hint={`${t('photos.dropHint')} ${t('photos.formats', { mb: PHOTO_MAX_BYTES / 1024 / 1024 })}`}
        onFile={choose}
        preview={preview ? { src: preview, alt: t('signup.photo.previewAlt') } : null}
        {...(error ? { errorId: `${id}-error` } : {})}
      >
        {photo && (
          <div css={{ display: 'flex', gap: theme.space(3), alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}>
            <span css={{ color: theme.colors.muted, overflowWrap: 'anywhere' }}>{t('signup.photo.chosen', { name: photo.name })}</span>
            <Button type="button" variant="link" size="sm" onClick={() => onPhoto(null)}>
              {t('signup.photo.remove')}
            </Button>
          </div>
        )}
      </PhotoPicker>
      {error && (
        <p id={`${id}-error`} role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {error}
        </p>
      )}
    </div>
  );
}

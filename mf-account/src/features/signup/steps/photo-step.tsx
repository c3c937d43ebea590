import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPTED_TYPES } from '@dating/shared/contracts/photos';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { precheckPhoto } from '@dating/shared/photos/precheck-photo';

const ACCEPT = PHOTO_ACCEPTED_TYPES.join(',');

/**
 * Step 1: a photo, optional. The file stays in memory (a File can not survive a reload) and is
 * uploaded once the account exists; the api judges it by its content, this only saves a pointless upload.
 */
export function PhotoStep({ photo, onPhoto, idPrefix }: { photo: File | null; onPhoto: (file: File | null) => void; idPrefix: string }) {
  const { t } = useTranslation('mf-account');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (photo && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
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
      {preview && (
        <img
          src={preview}
          alt={t('signup.photo.previewAlt')}
          css={{ maxWidth: 200, maxHeight: 200, objectFit: 'cover', borderRadius: theme.radius }}
        />
      )}
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {photo ? t('signup.photo.change') : t('signup.photo.choose')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {photo && (
        <div css={{ display: 'flex', gap: theme.space(3), alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{t('signup.photo.chosen', { name: photo.name })}</span>
          <Button type="button" variant="link" size="sm" onClick={() => onPhoto(null)}>
            {t('signup.photo.remove')}
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {error}
        </p>
      )}
    </div>
  );
}

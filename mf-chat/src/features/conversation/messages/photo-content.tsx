import { useTranslation } from 'react-i18next';
import type { MessagePhoto } from '@dating/shared/contracts/chats';
import { theme } from '@dating/shared/ui/theme-tokens';
import type { MessageContentProps } from './message-content-props';
import { bubbleSize } from './media-size';
import { useOpenPhoto } from './photo-viewer-context';

/**
 * A photo in the log: its thumbnail in a box of the photo's own proportions (no jump when it loads),
 * loaded only when it scrolls near; a button that opens the viewer at this photo.
 */
export function PhotoContent({ message, name, photo }: MessageContentProps & { photo: MessagePhoto }) {
  const { t } = useTranslation('mf-chat');
  const openPhoto = useOpenPhoto();
  const size = bubbleSize(photo.width, photo.height);
  const label = message.from_me ? t('media.ownPhoto') : t('media.photoFrom', { name });
  const picture = (
    <img
      src={photo.thumb_url}
      alt={label}
      width={size.width}
      height={size.height}
      loading="lazy"
      decoding="async"
      css={{
        display: 'block',
        width: size.width,
        maxWidth: '100%',
        height: 'auto',
        aspectRatio: `${photo.width} / ${photo.height}`,
        objectFit: 'cover',
        borderRadius: 16,
        background: theme.colors.border,
      }}
    />
  );
  if (!openPhoto) return picture;
  return (
    <button
      type="button"
      data-testid="photo-message"
      onClick={() => openPhoto(message.id)}
      aria-haspopup="dialog"
      title={t('media.openPhoto')}
      css={{
        display: 'block',
        padding: 0,
        border: 0,
        borderRadius: 16,
        background: 'transparent',
        cursor: 'zoom-in',
        '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
      }}
    >
      {picture}
    </button>
  );
}

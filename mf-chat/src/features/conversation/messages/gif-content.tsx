import { useTranslation } from 'react-i18next';
import type { MessagePhoto } from '@dating/shared/contracts/chats';
import { theme } from '@dating/shared/ui/theme-tokens';
import { AnimatedPicture } from './animated-picture';
import { bubbleSize } from './media-size';

/** A GIF message: the animated picture in its own proportions, with its play/pause control and a small "GIF" mark. */
export function GifContent({ photo }: { photo: MessagePhoto }) {
  const { t } = useTranslation('mf-chat');
  const size = bubbleSize(photo.width, photo.height, 240);
  return (
    <span
      data-testid="gif-message"
      css={{ position: 'relative', display: 'block', borderRadius: 16, overflow: 'hidden', background: theme.colors.border }}
    >
      <AnimatedPicture src={photo.url} width={size.width} height={size.height} alt={t('media.gif')} />
      <span
        aria-hidden="true"
        css={{
          position: 'absolute',
          // Top right: captions drawn into GIFs sit at the bottom, the play control bottom left.
          right: 6,
          top: 6,
          padding: '1px 6px',
          borderRadius: 4,
          background: 'rgba(20, 10, 20, 0.65)',
          color: '#fff',
          fontSize: '0.6875rem',
          fontWeight: 700,
          letterSpacing: '0.04em',
        }}
      >
        GIF
      </span>
    </span>
  );
}

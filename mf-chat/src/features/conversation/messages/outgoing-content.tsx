import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import type { OutgoingContent } from '../use-outbox';
import { AnimatedPicture } from './animated-picture';
import { GiftContent } from './gift-content';
import { bubbleSize } from './media-size';

/** A message on its way, as it will look once stored: a photo from the device with its upload progress. */
export function OutgoingContentView({ content, sending }: { content: OutgoingContent; sending: boolean }) {
  const { t } = useTranslation('mf-chat');
  switch (content.kind) {
    case 'text':
      return <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{content.text}</p>;
    case 'gift':
      return <GiftContent slug={content.gift.slug} mine name="" />;
    case 'gif': {
      const size = bubbleSize(content.gif.width, content.gif.height, 240);
      return (
        <span css={{ display: 'block', borderRadius: 16, overflow: 'hidden', background: theme.colors.border }}>
          <AnimatedPicture
            src={content.gif.url}
            width={size.width}
            height={size.height}
            alt={content.gif.title || t('media.gif')}
            lazy={false}
          />
        </span>
      );
    }
    case 'photo': {
      const uploading = sending && content.progress < 100;
      return (
        <span css={{ position: 'relative', display: 'block', width: 220, maxWidth: '100%' }}>
          <img
            src={content.preview}
            alt={t('media.ownPhoto')}
            css={{ display: 'block', width: '100%', height: 'auto', borderRadius: 16, opacity: uploading ? 0.6 : 1 }}
          />
          {uploading && (
            <span
              data-testid="upload-progress"
              css={{ position: 'absolute', left: 10, right: 10, bottom: 10, display: 'grid', gap: 4, color: '#fff', fontSize: '0.75rem' }}
            >
              <span css={{ textShadow: '0 1px 2px rgba(0,0,0,0.6)' }}>{t('media.uploading', { percent: content.progress })}</span>
              <progress
                max={100}
                value={content.progress}
                aria-label={t('media.uploadLabel')}
                css={{
                  width: '100%',
                  height: 6,
                  appearance: 'none',
                  border: 0,
                  borderRadius: 3,
                  overflow: 'hidden',
                  background: 'rgba(255,255,255,0.45)',
                  '&::-webkit-progress-bar': { background: 'rgba(255,255,255,0.45)' },
                  '&::-webkit-progress-value': { background: '#fff' },
                  '&::-moz-progress-bar': { background: '#fff' },
                }}
              />
            </span>
          )}
        </span>
      );
    }
  }
}

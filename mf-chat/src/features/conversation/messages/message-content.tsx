import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@dating/shared/contracts/chats';
import { theme } from '@dating/shared/ui/theme-tokens';
import { GifContent } from './gif-content';
import { GiftContent } from './gift-content';
import type { MessageContentProps } from './message-content-props';
import { PhotoContent } from './photo-content';

/**
 * Text as text: React escapes it, so markup a member types is shown, never run; line breaks stay
 * (pre-wrap) and a long word wraps instead of widening the bubble.
 */
function TextContent({ message }: MessageContentProps) {
  return <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</p>;
}

/** A type this build does not draw yet (a newer app's sticker, …): a neutral line instead. */
function UnsupportedContent() {
  const { t } = useTranslation('mf-chat');
  return <p css={{ margin: 0, fontStyle: 'italic', color: theme.colors.muted }}>{t('conversation.unsupported')}</p>;
}

/** A photo a moderator rejected: its picture is gone for everyone, the bubble says so in words. */
function RemovedPhotoContent() {
  const { t } = useTranslation('mf-chat');
  return (
    <p data-testid="photo-removed" css={{ margin: 0, fontStyle: 'italic' }}>
      {t('media.photoRemoved')}
    </p>
  );
}

/** A photo message: a GIF plays in the bubble, a photo opens the viewer. */
function PhotoOrGif(props: MessageContentProps) {
  const { photo } = props.message;
  if (props.message.review === 'removed') return <RemovedPhotoContent />;
  if (!photo) return <UnsupportedContent />;
  return photo.animated ? <GifContent photo={photo} /> : <PhotoContent {...props} photo={photo} />;
}

function GiftOrUnsupported(props: MessageContentProps) {
  const { gift } = props.message;
  return gift ? <GiftContent slug={gift.slug} mine={props.message.from_me} name={props.name} /> : <UnsupportedContent />;
}

/**
 * One component per message type. System messages are drawn centred by the log (they belong to
 * neither side) with the text component.
 */
const CONTENT_BY_TYPE: Partial<Record<string, ComponentType<MessageContentProps>>> = {
  text: TextContent,
  system: TextContent,
  photo: PhotoOrGif,
  gift: GiftOrUnsupported,
};

/** Types whose content is a picture: drawn without the coloured bubble around them. */
export const isMediaMessage = (message: Pick<Message, 'type' | 'photo' | 'gift'>) =>
  (message.type === 'photo' && message.photo !== null) || (message.type === 'gift' && message.gift !== null);

export function MessageContent(props: MessageContentProps) {
  const Content = CONTENT_BY_TYPE[props.message.type] ?? UnsupportedContent;
  return <Content {...props} />;
}

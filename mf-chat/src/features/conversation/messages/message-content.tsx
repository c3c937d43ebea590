import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@dating/shared/contracts/chats';
import { theme } from '@dating/shared/ui/theme-tokens';

/** What a message of one type shows inside its bubble. */
export type MessageContentProps = { message: Pick<Message, 'type' | 'text'> };

/**
 * Text as text: React escapes it, so markup a member types is shown, never run; line breaks stay
 * (pre-wrap) and a long word wraps instead of widening the bubble.
 */
function TextContent({ message }: MessageContentProps) {
  return <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</p>;
}

/** A type this build does not draw yet (a newer app's photo, gift, …): a neutral line instead. */
function UnsupportedContent() {
  const { t } = useTranslation('mf-chat');
  return <p css={{ margin: 0, fontStyle: 'italic', color: theme.colors.muted }}>{t('conversation.unsupported')}</p>;
}

/**
 * One component per message type. Photos and gifts add theirs here; system messages are drawn
 * centred by the log (they belong to neither side) with the text component.
 */
const CONTENT_BY_TYPE: Partial<Record<string, ComponentType<MessageContentProps>>> = {
  text: TextContent,
  system: TextContent,
};

export function MessageContent({ message }: MessageContentProps) {
  const Content = CONTENT_BY_TYPE[message.type] ?? UnsupportedContent;
  return <Content message={message} />;
}

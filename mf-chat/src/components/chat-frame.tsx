import type { ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useLiveChat } from '../api/live-chat';

export interface ChatFrameProps {
  /** Which column a phone shows: the list (/chats) or the open conversation (/chats/{id}, /members/{id}/chat). */
  show: 'list' | 'conversation';
  list: ReactNode;
  /** The page's h1 when the list's title is not (a conversation screen): first, so headings read in order. */
  heading?: ReactNode;
  children: ReactNode;
}

/**
 * The chat's two columns inside the shell's bare chat layout: the conversation list (300–400 px) and
 * the conversation (up to 800 px). From 768 px on both stand side by side; on a phone one screen
 * shows one of them, and the conversation's back button leads to the list.
 */
export function ChatFrame({ show, list, heading, children }: ChatFrameProps) {
  // Every chat screen has this frame: while one is on the page, the cache follows live delivery.
  useLiveChat();
  return (
    <div
      data-testid="chat-frame"
      data-show={show}
      css={{
        // The viewport, as the chat layout is: the parcel's host element has no height to take a share of.
        // dvh where the browser has it, so a phone's address bar never hides the message field.
        height: '100vh',
        '@supports (height: 100dvh)': { height: '100dvh' },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateRows: 'minmax(0, 1fr)',
        background: theme.colors.background,
        [theme.mq.md]: { gridTemplateColumns: `${theme.chat.listMin}px minmax(0, 1fr)` },
        [theme.mq.lg]: { gridTemplateColumns: `${(theme.chat.listMin + theme.chat.listMax) / 2}px minmax(0, 1fr)` },
        [theme.mq.xl]: { gridTemplateColumns: `${theme.chat.listMax}px minmax(0, 1fr)` },
      }}
    >
      {heading}
      <div
        css={{
          display: show === 'list' ? 'flex' : 'none',
          flexDirection: 'column',
          minHeight: 0,
          background: theme.colors.surface,
          borderRight: `1px solid ${theme.colors.border}`,
          [theme.mq.md]: { display: 'flex' },
        }}
      >
        {list}
      </div>
      <div
        css={{
          display: show === 'conversation' ? 'flex' : 'none',
          flexDirection: 'column',
          minHeight: 0,
          minWidth: 0,
          [theme.mq.md]: { display: 'flex' },
        }}
      >
        {children}
      </div>
    </div>
  );
}

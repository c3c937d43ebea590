import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, MessagePhoto } from '@dating/shared/contracts/chats';
import { Modal } from '@dating/shared/ui/modal';
import { theme } from '@dating/shared/ui/theme-tokens';

/** A horizontal swipe longer than this (px) turns to the next or previous photo. */
const SWIPE_MIN = 50;

export type ViewerPhoto = Pick<Message, 'id' | 'from_me' | 'created_at'> & { photo: MessagePhoto };

export interface PhotoViewerProps {
  /** The conversation's photos, oldest first (GIFs play in the log, they are not in here). */
  photos: ViewerPhoto[];
  /** The one shown first (a message id). */
  startAt: number;
  name: string;
  onClose: () => void;
}

const navButton = {
  width: 44,
  height: 44,
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: '50%',
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.35, cursor: 'default' },
  '&:hover:not(:disabled)': { background: theme.colors.background },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
  // A single photo has nowhere to go.
  '&[hidden]': { display: 'none' },
} as const;

/**
 * The conversation's photos, one at a time and whole: the shared modal dialog (focus kept inside and
 * given back, Escape closes), ← and → (or the buttons, or a swipe) go through the photos.
 */
export function PhotoViewer({ photos, startAt, name, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('mf-chat');
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      photos.findIndex((photo) => photo.id === startAt),
    ),
  );
  const current = photos[Math.min(index, photos.length - 1)];
  const count = photos.length;
  const go = (step: number) => setIndex((at) => Math.min(count - 1, Math.max(0, at + step)));
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') goRef.current(1);
      else if (event.key === 'ArrowLeft') goRef.current(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const swipe = useRef<number | null>(null);
  if (!current) return null;
  const label = current.from_me ? t('media.ownPhoto') : t('media.photoFrom', { name });

  return (
    <Modal open onClose={onClose} title={t('media.viewerTitle', { index: index + 1, count })} closeLabel={t('media.close')} width="lg">
      <div
        css={{
          display: 'grid',
          alignItems: 'center',
          gap: theme.space(2),
          // Phones: the photo full width, the buttons under it; wider: the buttons beside it.
          gridTemplateAreas: '"photo photo" "previous next"',
          gridTemplateColumns: '1fr 1fr',
          [theme.mq.md]: { gridTemplateAreas: '"previous photo next"', gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
        }}
      >
        <button
          type="button"
          onClick={() => go(-1)}
          disabled={index === 0}
          hidden={count < 2}
          aria-label={t('media.previous')}
          css={[navButton, { gridArea: 'previous', justifySelf: 'end', [theme.mq.md]: { justifySelf: 'auto' } }]}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.2">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <figure
          onPointerDown={(event) => {
            swipe.current = event.clientX;
          }}
          onPointerUp={(event) => {
            if (swipe.current === null) return;
            const distance = event.clientX - swipe.current;
            swipe.current = null;
            if (Math.abs(distance) >= SWIPE_MIN) go(distance < 0 ? 1 : -1);
          }}
          css={{
            gridArea: 'photo',
            minWidth: 0,
            margin: 0,
            display: 'grid',
            justifyItems: 'center',
            gap: theme.space(2),
            touchAction: 'pan-y',
          }}
        >
          <img
            key={current.id}
            src={current.photo.url}
            alt={label}
            width={current.photo.width}
            height={current.photo.height}
            data-testid="viewer-photo"
            draggable={false}
            css={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 'calc(100vh - 16vh - 190px)',
              width: 'auto',
              height: 'auto',
              aspectRatio: `${current.photo.width} / ${current.photo.height}`,
              objectFit: 'contain',
              borderRadius: 8,
              background: theme.colors.background,
              userSelect: 'none',
            }}
          />
          <figcaption css={{ fontSize: '0.875rem', color: theme.colors.muted }}>{label}</figcaption>
        </figure>
        <button
          type="button"
          onClick={() => go(1)}
          disabled={index >= count - 1}
          hidden={count < 2}
          aria-label={t('media.next')}
          css={[navButton, { gridArea: 'next', justifySelf: 'start', [theme.mq.md]: { justifySelf: 'auto' } }]}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.2">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
    </Modal>
  );
}

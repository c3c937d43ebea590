import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPhoto } from '@dating/shared/contracts/member-profile';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { Button } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface PhotoGalleryProps {
  photos: MemberPhoto[];
  cdnPrefix: string;
  /** The member's name, for the photos' alternative text. */
  name: string;
  /** Who looks decides the call to action on locked photos: sign up (visitor) or go premium (member). */
  visitor: boolean;
  onUnlock: () => void;
}

/** A horizontal swipe shorter than this (px) is a tap or a scroll, not a change of photo. */
const SWIPE_MIN_PX = 40;

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const LockIcon = ({ size }: { size: number }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
    <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3z" />
  </svg>
);

/**
 * The profile's photos: the current one large in a fixed 4:5 frame (nothing jumps while images
 * load), a strip of thumbnails, Previous/Next buttons, Left/Right arrow keys and horizontal swipes.
 * Locked photos (the api sent no file for them) are a blurred placeholder with a lock and the call to
 * action; the blur is made of the main photo the viewer may already see, never of the locked one.
 */
export function PhotoGallery({ photos, cdnPrefix, name, visitor, onUnlock }: PhotoGalleryProps) {
  const { t } = useTranslation('mf-search');
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[Math.min(index, Math.max(0, count - 1))];
  const backdrop = photos.find((photo) => !photo.locked);
  const locked = photos.filter((photo) => photo.locked).length;

  // A new photo list (another profile) starts at its main photo.
  useEffect(() => setIndex(0), [photos]);

  const go = useCallback((delta: number) => setIndex((i) => Math.min(Math.max(i + delta, 0), Math.max(count - 1, 0))), [count]);

  useEffect(() => {
    if (count < 2) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, go]);

  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const cta = visitor ? t('profileView.gallery.signupCta') : t('profileView.gallery.premiumCta');

  if (!current) {
    return (
      <div
        data-testid="gallery-empty"
        css={{
          aspectRatio: '4 / 5',
          borderRadius: theme.radius,
          background: theme.colors.background,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: theme.colors.border,
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="96" height="96" fill="currentColor">
          <circle cx="12" cy="8" r="4.5" />
          <path d="M3 22c0-5 4-8.5 9-8.5s9 3.5 9 8.5z" />
        </svg>
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('profileView.gallery.none')}
        </span>
      </div>
    );
  }

  const position = Math.min(index, count - 1);
  return (
    <section aria-label={t('profileView.gallery.label', { name })} aria-roledescription={t('profileView.gallery.roleDescription')}>
      <div
        data-testid="gallery-frame"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        css={{
          position: 'relative',
          aspectRatio: '4 / 5',
          overflow: 'hidden',
          borderRadius: theme.radius,
          background: theme.colors.background,
          // Vertical scrolling stays the browser's; horizontal moves are ours (swipe).
          touchAction: 'pan-y',
          userSelect: 'none',
        }}
      >
        {current.locked ? (
          <div data-testid="locked-photo" css={{ position: 'absolute', inset: 0 }}>
            <div
              aria-hidden="true"
              css={{
                position: 'absolute',
                inset: -40,
                background:
                  backdrop && !backdrop.locked
                    ? `center / cover no-repeat url("${photoUrl(cdnPrefix, backdrop.thumb)}")`
                    : `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.secondary})`,
                filter: 'blur(28px) saturate(0.8)',
              }}
            />
            <div
              css={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: theme.space(3),
                padding: theme.space(4),
                textAlign: 'center',
                color: '#fff',
                background: 'rgba(29, 27, 32, 0.35)',
              }}
            >
              <LockIcon size={48} />
              <p css={{ margin: 0, fontWeight: 600, textShadow: '0 1px 3px rgba(0,0,0,.5)' }}>
                {t('profileView.gallery.locked', { count: locked })}
              </p>
              <Button onClick={onUnlock}>{cta}</Button>
            </div>
          </div>
        ) : (
          <img
            key={current.id}
            src={photoUrl(cdnPrefix, current.url)}
            alt={t('profileView.gallery.photoAlt', { name, position: position + 1, total: count })}
            draggable={false}
            width={600}
            height={750}
            css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
        {count > 1 && (
          <>
            <NavButton side="left" label={t('profileView.gallery.previous')} disabled={position === 0} onClick={() => go(-1)} />
            <NavButton side="right" label={t('profileView.gallery.next')} disabled={position === count - 1} onClick={() => go(1)} />
          </>
        )}
        <span
          aria-live="polite"
          data-testid="gallery-position"
          css={{
            position: 'absolute',
            right: theme.space(2),
            bottom: theme.space(2),
            padding: `2px ${theme.space(2)}`,
            borderRadius: 999,
            background: 'rgba(29, 27, 32, 0.65)',
            color: '#fff',
            fontSize: '0.8125rem',
          }}
        >
          {t('profileView.gallery.position', { position: position + 1, total: count })}
        </span>
      </div>
      {count > 1 && (
        <ul
          aria-label={t('profileView.gallery.thumbnails')}
          css={{ display: 'flex', gap: theme.space(2), padding: 0, margin: `${theme.space(2)} 0 0`, overflowX: 'auto', listStyle: 'none' }}
        >
          {photos.map((photo, i) => (
            <li key={photo.id} css={{ flex: 'none' }}>
              <button
                type="button"
                data-testid="gallery-thumb"
                data-locked={photo.locked}
                aria-current={i === position ? 'true' : undefined}
                aria-label={
                  photo.locked
                    ? t('profileView.gallery.thumbLocked', { position: i + 1, total: count })
                    : t('profileView.gallery.thumb', { position: i + 1, total: count })
                }
                onClick={() => setIndex(i)}
                css={{
                  display: 'block',
                  width: 64,
                  height: 80,
                  padding: 0,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  borderRadius: 6,
                  border: `2px solid ${i === position ? theme.colors.secondary : theme.colors.border}`,
                  background: theme.colors.background,
                  color: theme.colors.muted,
                  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
                }}
              >
                {photo.locked ? (
                  <span css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%' }}>
                    <LockIcon size={22} />
                  </span>
                ) : (
                  <img
                    src={photoUrl(cdnPrefix, photo.thumb)}
                    alt=""
                    loading="lazy"
                    width={64}
                    height={80}
                    css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NavButton({ side, label, disabled, onClick }: { side: 'left' | 'right'; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      // A tap on the button is not the start of a swipe.
      onPointerDown={(event) => event.stopPropagation()}
      css={{
        position: 'absolute',
        top: '50%',
        [side]: theme.space(2),
        transform: 'translateY(-50%)',
        width: 40,
        height: 40,
        borderRadius: '50%',
        border: 0,
        cursor: 'pointer',
        background: 'rgba(255, 255, 255, 0.85)',
        color: theme.colors.text,
        fontSize: '1.5rem',
        lineHeight: 1,
        '&:disabled': { opacity: 0.35, cursor: 'default' },
        '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
      }}
    >
      <span aria-hidden="true">{side === 'left' ? '‹' : '›'}</span>
    </button>
  );
}

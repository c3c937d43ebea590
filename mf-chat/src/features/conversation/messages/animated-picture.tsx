import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribeMotion = (listener: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** Whether the member asked their system for less motion. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches);
}

/**
 * The first frame of an animated picture, drawn on a canvas (an <img> of a GIF cannot be paused).
 * A picture of another origin still draws (the canvas is only tainted, never read).
 */
function StillFrame({ src, width, height }: { src: string; width: number; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const picture = new Image();
    picture.decoding = 'async';
    picture.onload = () => {
      const context = canvas.current?.getContext('2d');
      context?.drawImage(picture, 0, 0, width, height);
    };
    picture.src = src;
    return () => {
      picture.onload = null;
    };
  }, [src, width, height]);
  return (
    <canvas
      ref={canvas}
      width={width}
      height={height}
      aria-hidden="true"
      css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}` }}
    />
  );
}

export interface AnimatedPictureProps {
  src: string;
  /** Its box (the picture's proportions). */
  width: number;
  height: number;
  alt: string;
  /** Lazy in the log and the results grid. */
  lazy?: boolean;
}

/** The picture moving, or its first frame. */
function Picture({ src, width, height, alt, lazy = true, playing }: AnimatedPictureProps & { playing: boolean }) {
  if (!playing)
    return (
      <>
        <StillFrame src={src} width={width} height={height} />
        {alt && <VisuallyHidden>{alt}</VisuallyHidden>}
      </>
    );
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover' }}
    />
  );
}

/** A GIF inside a control of its own (a results tile): moving unless the member prefers reduced motion. */
export function MotionPicture(props: AnimatedPictureProps) {
  const reduced = usePrefersReducedMotion();
  return <Picture {...props} playing={!reduced} />;
}

/**
 * A GIF that moves only when it may: it plays unless the member prefers reduced motion, and a
 * control on it pauses or plays it either way (moving pictures that loop for ever must have one).
 * Paused, it shows its first frame.
 */
export function AnimatedPicture(props: AnimatedPictureProps) {
  const { t } = useTranslation('mf-chat');
  const reduced = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduced;
  return (
    <span css={{ position: 'relative', display: 'block', width: props.width, maxWidth: '100%' }}>
      <Picture {...props} playing={playing} />
      <button
        type="button"
        onClick={(event) => {
          // Inside a clickable tile (the GIF picker) the control only plays or pauses.
          event.stopPropagation();
          setChoice(!playing);
        }}
        aria-label={playing ? t('media.pauseGif') : t('media.playGif')}
        aria-pressed={playing}
        data-testid="gif-toggle"
        css={{
          position: 'absolute',
          left: 6,
          bottom: 6,
          width: 30,
          height: 30,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 0,
          borderRadius: '50%',
          background: 'rgba(20, 10, 20, 0.65)',
          color: '#fff',
          cursor: 'pointer',
          '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 1 },
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" fill="currentColor">
          {playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M7 4l13 8-13 8z" />}
        </svg>
      </button>
    </span>
  );
}

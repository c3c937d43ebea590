import { useEffect, useState } from 'react';
import poster from '../assets/lander-video-poster.webp';
import mp4 from '../assets/lander-video.mp4';
import webm from '../assets/lander-video.webm';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion, followed live. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * The hero's moving background: a muted 8-second loop (VP9 where the browser plays it, else H.264), its
 * first frame as the poster, shown at once. With reduced motion only the poster, and the clip is never
 * downloaded. Decoration: hidden from screen readers, never focusable.
 */
export function BackgroundVideo() {
  const reduced = useReducedMotion();
  if (reduced) return <img src={poster} alt="" width={640} height={360} data-testid="video-poster" css={cover} />;
  return (
    <video
      // React sets `muted` as a property only; some mobile browsers look for it before they allow autoplay.
      ref={(video) => {
        if (video) video.defaultMuted = true;
      }}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      poster={poster}
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
      css={cover}
    >
      <source src={webm} type="video/webm" />
      <source src={mp4} type="video/mp4" />
    </video>
  );
}

export { poster as videoPoster };

import { VisuallyHidden } from './visually-hidden';

/**
 * What a profile's photo card shows in place of the photo and beside the name (the grid's ProfileCard and the
 * swipe game's SwipeCard): one drawing of each, so the two cards never tell a member's state in two ways. Each
 * carries its test id, so a test finds it on either card.
 */

/** No photo: a neutral silhouette, centred a little above the middle (the name sits over the card's foot). */
export function PhotoPlaceholder({ size }: { size: number }) {
  return (
    <div
      aria-hidden="true"
      data-testid="photo-placeholder"
      css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '85%', color: 'rgba(255,255,255,0.75)' }}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
        <circle cx="12" cy="8" r="4.5" />
        <path d="M3 22c0-5 4-8.5 9-8.5s9 3.5 9 8.5z" />
      </svg>
    </div>
  );
}

/** Online: a green dot ringed in white (seen) and its words (heard). */
export function OnlineDot({ size, label }: { size: number; label: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="online-dot"
        css={{
          width: size,
          height: size,
          borderRadius: '50%',
          background: '#3ddc6a',
          boxShadow: '0 0 0 2px rgba(255,255,255,0.9)',
          flex: 'none',
        }}
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

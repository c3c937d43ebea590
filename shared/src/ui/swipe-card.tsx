import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { ProfileSummary } from '../contracts/profile';
import type { Settings } from '../contracts/settings';
import { useFictionalWords, type FictionalWordSettings } from '../i18n/common-labels';
import { photoUrl } from '../photos/photo-url';
import { FictionalIcon } from './fictional-icon';
import { OnlineDot, PhotoPlaceholder } from './profile-photo-parts';
import { theme } from './theme-tokens';

/** How far a card must be dragged to count as a like (right) or a pass (left). */
const DECIDE_PX = 96;

/** The card's words, translated by the caller's namespace. */
export interface SwipeCardTexts {
  /** The card's accessible name: "{{name}}, {{age}}, {{city}}". */
  label: string;
  /** The heading: "{{name}}, {{age}}". */
  nameAge: string;
  /** The online dot's spoken text. */
  online: string;
  /** The stamps shown while the card is dragged right and left. */
  like: string;
  pass: string;
}

export interface SwipeCardProps {
  profile: ProfileSummary;
  settings: Pick<Settings, 'cdn_prefix' | 'fictional_icon'> & FictionalWordSettings;
  texts: SwipeCardTexts;
  /** The card under the current one: shown, not read out, not draggable. */
  under?: boolean;
  /** The page's first card is its largest image: fetched first. */
  priority?: boolean;
  onLike?: () => void;
  onPass?: () => void;
  /** More about the profile under the name and city. */
  children?: ReactNode;
}

/**
 * A swipe card: the photo filling it (the full one; the card under it is already on the page, so it
 * never comes up empty), with name, age, city, online and the fictional marker over its foot. Dragged right it likes, left it passes; let go
 * short of that and it springs back. It tilts as it goes, unless the visitor asked for less motion. Liking
 * and passing by key or button is the screen's (the card only knows the pointer).
 */
export function SwipeCard({ profile, settings, texts, under = false, priority = false, onLike, onPass, children }: SwipeCardProps) {
  const fictionalWord = useFictionalWords(settings).singular;
  const [dx, setDx] = useState(0);
  const start = useRef<{ x: number; id: number } | null>(null);

  const down = (event: PointerEvent<HTMLElement>) => {
    if (under || event.button !== 0) return;
    start.current = { x: event.clientX, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (origin?.id === event.pointerId) setDx(event.clientX - origin.x);
  };
  const up = (event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (origin?.id !== event.pointerId) return;
    const moved = event.clientX - origin.x;
    start.current = null;
    setDx(0);
    if (moved >= DECIDE_PX) onLike?.();
    else if (moved <= -DECIDE_PX) onPass?.();
  };
  const cancel = () => {
    start.current = null;
    setDx(0);
  };

  const photo = profile.main_image;
  const dragging = dx !== 0;
  return (
    <article
      aria-hidden={under || undefined}
      aria-label={under ? undefined : texts.label}
      data-testid={under ? 'swipe-card-under' : 'swipe-card'}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={cancel}
      css={{
        position: under ? 'absolute' : 'relative',
        inset: under ? 0 : undefined,
        zIndex: under ? 0 : 1,
        background: 'linear-gradient(160deg, #e4d9ea, #9d8ca8)',
        borderRadius: theme.radius * 1.5,
        overflow: 'hidden',
        boxShadow: under ? 'none' : '0 8px 24px rgba(0,0,0,0.15)',
        touchAction: 'pan-y',
        userSelect: 'none',
        cursor: under ? 'default' : dragging ? 'grabbing' : 'grab',
        transform: under ? 'scale(0.96) translateY(8px)' : `translateX(${dx}px) rotate(${dx / 24}deg)`,
        transition: dragging ? 'none' : 'transform 0.2s ease-out',
        '@media (prefers-reduced-motion: reduce)': {
          transition: 'none',
          transform: under ? 'none' : `translateX(${dx}px)`,
        },
      }}
    >
      <div css={{ position: 'relative', aspectRatio: '4 / 5' }}>
        {photo ? (
          <img
            src={photoUrl(settings.cdn_prefix, photo.filename)}
            alt=""
            width={400}
            height={500}
            draggable={false}
            fetchPriority={priority ? 'high' : undefined}
            css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', pointerEvents: 'none' }}
          />
        ) : (
          <PhotoPlaceholder size={120} />
        )}
        {dragging && (
          <span
            aria-hidden="true"
            css={{
              position: 'absolute',
              top: theme.space(4),
              [dx > 0 ? 'left' : 'right']: theme.space(4),
              padding: `${theme.space(1)} ${theme.space(3)}`,
              borderRadius: theme.radius,
              border: '3px solid currentColor',
              background: 'rgba(255,255,255,0.85)',
              color: dx > 0 ? theme.colors.success : theme.colors.danger,
              fontWeight: 800,
              fontSize: '1.25rem',
              textTransform: 'uppercase',
              opacity: Math.min(1, Math.abs(dx) / DECIDE_PX),
            }}
          >
            {dx > 0 ? texts.like : texts.pass}
          </span>
        )}
        {/* Who it is, over a gradient at the photo's foot: the whole card is the photo. */}
        <div
          css={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            padding: `${theme.space(12)} ${theme.space(4)} ${theme.space(4)}`,
            color: '#fff',
            background: 'linear-gradient(to bottom, rgba(20, 12, 24, 0) 0%, rgba(20, 12, 24, 0.6) 40%, rgba(20, 12, 24, 0.88) 100%)',
            textShadow: '0 1px 2px rgba(0, 0, 0, 0.6)',
          }}
        >
          <h2 css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), margin: 0, fontSize: '1.5rem', minWidth: 0 }}>
            {profile.online && <OnlineDot size={12} label={texts.online} />}
            <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{texts.nameAge}</span>
            {profile.fictional && (
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the marker is a text glyph from settings, not an image file an <img> could show
              <span role="img" aria-label={fictionalWord} title={fictionalWord} css={{ flex: 'none' }}>
                <FictionalIcon icon={settings.fictional_icon} />
              </span>
            )}
          </h2>
          {profile.city && (
            <p css={{ margin: `${theme.space(1)} 0 0`, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {profile.city}
            </p>
          )}
          {children}
        </div>
      </div>
    </article>
  );
}

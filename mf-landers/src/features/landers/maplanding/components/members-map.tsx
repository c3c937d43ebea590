import type { MouseEvent } from 'react';
import { keyframes } from '@emotion/react';
import type { LanderPlace, LanderProfile } from '@dating/shared/contracts/landers';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { followsInApp, LanderPhoto, signupPath } from '../../../lander-kit';
import { OnlineDot } from './online-dot';
import { convexHull, fitProjection, MAP_HEIGHT, MAP_WIDTH, placeOf, type Point } from '../map-projection';

/** Photos pinned at most: more would cover the map; the list has everyone. */
const PINS_MAX = 10;
/** Places named on the map: the ones with most profiles. */
const LABELS_MAX = 5;
const PIN = 46;
const LABEL_SIZE = 13;
/** On a phone the map is drawn at about half size: its names are drawn larger to stay readable. */
const LABEL_SIZE_PHONE = 20;
/** Names sit under their dot; the pins stand above it. */
const LABEL_BELOW = 26;

const pulse = keyframes({
  '0%': { transform: 'scale(1)', opacity: 0.75 },
  '100%': { transform: 'scale(1.9)', opacity: 0 },
});

interface MembersMapProps {
  places: readonly LanderPlace[];
  profiles: readonly LanderProfile[];
  onAct: () => void;
}

/**
 * The visitor's country drawn from its cities alone: each place a dot (larger with more profiles) on a soft
 * "land" (the places' convex hull with rounded edges), the profiles' photos pinned on their places, a
 * pulse around those online. Decoration for eyes and pointers; the list beside it says the same in text
 * and is what the keyboard uses, so the pins are out of the tab order and hidden from screen readers.
 */
export function MembersMap({ places, profiles, onAct }: MembersMapProps) {
  const { navigate } = useShellContext();
  const project = fitProjection(places);
  const dots = places.map((place) => ({ place, ...project(place.lat, place.lon) }));
  const hull = convexHull(dots);
  const labels = nonOverlapping(
    [...places].sort((a, b) => b.profiles - a.profiles).map((place) => ({ name: place.name, ...project(place.lat, place.lon) })),
  )
    .slice(0, LABELS_MAX)
    .map((label) => ({ ...label, ...inside(label) }));

  // Several profiles on one place fan out around it.
  const seen = new Map<string, number>();
  const pins = profiles.flatMap((profile) => {
    const place = placeOf(profile, places);
    if (!place) return [];
    const nth = seen.get(place.name) ?? 0;
    seen.set(place.name, nth + 1);
    const at = project(place.lat, place.lon);
    const angle = nth * 2.4;
    const spread = nth === 0 ? 0 : 14 + nth * 3;
    return [{ profile, x: at.x + Math.cos(angle) * spread, y: at.y + Math.sin(angle) * spread }];
  });

  return (
    <div css={{ position: 'relative', aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}>
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        css={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      >
        <defs>
          <pattern id="map-grid" width="30" height="30" patternUnits="userSpaceOnUse">
            <path d="M30 0H0V30" fill="none" stroke="#8e0f5c" strokeOpacity="0.07" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="url(#map-grid)" />
        {hull.length > 0 && (
          <path
            d={outline(hull)}
            fill="#fbe1ee"
            stroke="#fbe1ee"
            strokeWidth={hull.length > 2 ? 70 : 90}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        )}
        {dots.map(({ place, x, y }) => (
          <circle key={place.name} cx={x} cy={y} r={3 + Math.sqrt(place.profiles) * 1.6} fill={theme.colors.primary} fillOpacity={0.8} />
        ))}
      </svg>
      {pins.slice(0, PINS_MAX).map(({ profile, x, y }) => {
        const href = signupPath(profile.id);
        const follow = (event: MouseEvent<HTMLAnchorElement>) => {
          if (!followsInApp(event)) return;
          event.preventDefault();
          onAct();
          navigate(href);
        };
        return (
          <a
            key={profile.id}
            href={href}
            onClick={follow}
            tabIndex={-1}
            aria-hidden="true"
            title={profile.name}
            css={{
              position: 'absolute',
              left: `${(x / MAP_WIDTH) * 100}%`,
              top: `${(y / MAP_HEIGHT) * 100}%`,
              width: PIN,
              height: PIN,
              marginLeft: -PIN / 2,
              marginTop: -PIN - 6,
              '&:hover': { zIndex: 2 },
              '@media (max-width: 575px)': { transform: 'scale(0.78)', transformOrigin: '50% 100%' },
            }}
          >
            {profile.online && (
              <span
                css={{
                  position: 'absolute',
                  inset: 0,
                  borderRadius: '50%',
                  background: 'rgba(61,220,132,0.55)',
                  animation: `${pulse} 1.8s ease-out infinite`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0 },
                }}
              />
            )}
            <span
              css={{
                position: 'absolute',
                inset: 0,
                borderRadius: '50%',
                overflow: 'hidden',
                border: '3px solid #fff',
                background: '#eadbe6',
                boxShadow: '0 4px 12px rgba(74,10,51,0.35)',
              }}
            >
              <LanderPhoto profile={profile} size="thumb" />
            </span>
            {profile.online && <OnlineDot />}
            {/* The pin's point, down to the place's dot. */}
            <span
              css={{
                position: 'absolute',
                left: '50%',
                bottom: -7,
                marginLeft: -6,
                borderLeft: '6px solid transparent',
                borderRight: '6px solid transparent',
                borderTop: '8px solid #fff',
              }}
            />
          </a>
        );
      })}
      {/* The names above the pins, so a photo never hides the name of its town; clicks pass through to the pins. */}
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
      >
        {labels.map((label) => (
          <text
            key={label.name}
            x={label.textX}
            y={label.y + LABEL_BELOW}
            textAnchor={label.anchor}
            css={{ fontSize: LABEL_SIZE, '@media (max-width: 575px)': { fontSize: LABEL_SIZE_PHONE } }}
            fontWeight="600"
            fill="#4a0a33"
            stroke="#fff"
            strokeWidth="4"
            paintOrder="stroke"
          >
            {label.name}
          </text>
        ))}
      </svg>
    </div>
  );
}

/** A name's width, roughly, at its larger (phone) size. */
function labelWidth(name: string): number {
  return name.length * LABEL_SIZE_PHONE * 0.62;
}

/** Place names in the order given, leaving out any whose text would run into one already kept. */
function nonOverlapping<T extends Point & { name: string }>(candidates: readonly T[]): T[] {
  const kept: T[] = [];
  for (const candidate of candidates) {
    const clear = kept.every(
      (other) =>
        Math.abs(other.x - candidate.x) * 2 > labelWidth(other.name) + labelWidth(candidate.name) ||
        Math.abs(other.y - candidate.y) > LABEL_SIZE_PHONE + 6,
    );
    if (clear) kept.push(candidate);
  }
  return kept;
}

/** A name near the box's edge is anchored at its dot's side instead of centred, so it is not cut off. */
function inside({ name, x }: Point & { name: string }): { textX: number; anchor: 'start' | 'middle' | 'end' } {
  const half = labelWidth(name) / 2;
  if (x - half < 4) return { textX: Math.max(x - 8, 4), anchor: 'start' };
  if (x + half > MAP_WIDTH - 4) return { textX: Math.min(x + 8, MAP_WIDTH - 4), anchor: 'end' };
  return { textX: x, anchor: 'middle' };
}

function outline(points: readonly Point[]): string {
  return `${points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`).join(' ')} Z`;
}

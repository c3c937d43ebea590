import { keyframes } from '@emotion/react';

/** A small deterministic generator: the same stars and lit windows on every render and every visit. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const starRandom = seeded(19);
/** Stars as one element's shadows: 110 dots cost one box, no images. */
const STARS = Array.from({ length: 110 }, () => {
  const x = Math.round(starRandom() * 1400);
  const y = Math.round(starRandom() * 520);
  const alpha = (0.35 + starRandom() * 0.65).toFixed(2);
  return `${x}px ${y}px 0 ${starRandom() > 0.85 ? 1 : 0}px rgba(255,255,255,${alpha})`;
}).join(', ');

const twinkle = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

const cityRandom = seeded(7);
interface Building {
  x: number;
  width: number;
  height: number;
  windows: { x: number; y: number }[];
}
/** The skyline: buildings side by side across 1200 units, some windows lit. */
const BUILDINGS: Building[] = (() => {
  const out: Building[] = [];
  for (let x = 0; x < 1200;) {
    const width = 36 + Math.round(cityRandom() * 70);
    const height = 50 + Math.round(cityRandom() * 130);
    const windows: Building['windows'] = [];
    for (let wy = 200 - height + 12; wy < 190; wy += 16) {
      for (let wx = x + 8; wx < x + width - 12; wx += 14) if (cityRandom() > 0.72) windows.push({ x: wx, y: wy });
    }
    out.push({ x, width, height, windows });
    x += width + 2;
  }
  return out;
})();

/** The night behind the hero: stars, a moon and a city skyline with lit windows. Decoration only. */
export function NightSky() {
  return (
    <div aria-hidden="true" css={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}>
      <span
        css={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: 1,
          height: 1,
          borderRadius: '50%',
          boxShadow: STARS,
          animation: `${twinkle} 5s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      <span
        css={{
          position: 'absolute',
          top: 36,
          right: '12%',
          width: 72,
          height: 72,
          borderRadius: '50%',
          background: 'radial-gradient(circle at 35% 35%, #fffaf0 0%, #f7e6c4 55%, #e9cf9c 100%)',
          boxShadow: '0 0 40px 10px rgba(255,236,200,0.35), 0 0 120px 40px rgba(233,30,140,0.18)',
          '@media (min-width: 768px)': { width: 104, height: 104, top: 56 },
        }}
      />
      <svg
        viewBox="0 0 1200 200"
        preserveAspectRatio="xMidYMax slice"
        css={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          width: '100%',
          height: 120,
          '@media (min-width: 768px)': { height: 180 },
        }}
      >
        {BUILDINGS.map((building) => (
          <g key={building.x}>
            <rect x={building.x} y={200 - building.height} width={building.width} height={building.height} fill="#0b0722" />
            {building.windows.map((window) => (
              <rect key={`${window.x}-${window.y}`} x={window.x} y={window.y} width={6} height={8} rx={1} fill="#ffcf7a" opacity={0.85} />
            ))}
          </g>
        ))}
      </svg>
    </div>
  );
}

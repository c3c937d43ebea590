import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { FictionalMark, LanderPhoto, SignupLink } from '../../../lander-kit';

/** A tile's place in the grid: column, row (from 1) and how many of each it spans. */
type Place = readonly [column: number, row: number, columns: number, rows: number];

/** Phone: 3 columns × 5 rows, 7 tiles of four sizes that fill every cell. */
const PHONE: readonly Place[] = [
  [1, 1, 2, 2],
  [3, 1, 1, 1],
  [3, 2, 1, 1],
  [1, 3, 1, 2],
  [2, 3, 2, 2],
  [1, 5, 1, 1],
  [2, 5, 2, 1],
];

/** The tiles that are 2×2 on a phone (the first is also the largest from a tablet on). */
const LARGEST_TILES = new Set(PHONE.flatMap(([, , columns, rows], index) => (columns * rows === 4 ? [index] : [])));

/** From a tablet on: 6 columns × 4 rows, 13 tiles that fill every cell. */
const WIDE: readonly Place[] = [
  [1, 1, 2, 2],
  [3, 1, 1, 1],
  [4, 1, 1, 2],
  [5, 1, 2, 1],
  [3, 2, 1, 1],
  [5, 2, 1, 1],
  [6, 2, 1, 2],
  [1, 3, 2, 1],
  [3, 3, 2, 2],
  [5, 3, 1, 1],
  [1, 4, 1, 1],
  [2, 4, 1, 1],
  [5, 4, 2, 1],
];

/** Tiles without a profile (still loading, or none came) keep the collage's shape in the brand's colours. */
const EMPTY_TILES = [
  'linear-gradient(135deg, #8e0f5c, #e91e8c)',
  'linear-gradient(135deg, #f9c6df, #fde3f1)',
  'linear-gradient(135deg, #4a0a33, #8e0f5c)',
  'linear-gradient(135deg, #fbe9f3, #f3d1e4)',
  'linear-gradient(135deg, #e91e8c, #ff7ab8)',
];

const area = ([column, row, columns, rows]: Place) => ({
  display: 'block',
  gridColumn: `${column} / span ${columns}`,
  gridRow: `${row} / span ${rows}`,
});

/** The tile's place on a phone and from a tablet on; a tile only the wide layout has is not there on a phone. */
const tileArea = (index: number) => {
  const phone = PHONE[index];
  const wide = WIDE[index]!;
  return { ...(phone ? area(phone) : { display: 'none' }), [theme.mq.md]: area(wide) };
};

interface MosaicProps {
  /** Undefined while loading. */
  profiles: readonly LanderProfile[] | undefined;
  onAct: () => void;
  settings: Settings | null;
}

/**
 * The collage: profile photos in tiles of four sizes (big, tall, wide, small) on a fixed grid, so the
 * page keeps its shape while the photos arrive. Each tile is a link to signup with that profile.
 */
export function Mosaic({ profiles, onAct, settings }: MosaicProps) {
  const { t } = useTranslation(['lander-collagelanding', 'mf-landers']);
  return (
    <ul
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 6,
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gridTemplateRows: 'repeat(5, 108px)',
        [theme.mq.md]: { gap: 10, gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gridTemplateRows: 'repeat(4, 150px)' },
        [theme.mq.xl]: { gridTemplateRows: 'repeat(4, 170px)' },
      }}
    >
      {WIDE.map((place, index) => {
        const profile = profiles?.[index];
        const frame = { ...tileArea(index), position: 'relative', overflow: 'hidden', borderRadius: 14 } as const;
        if (!profile) {
          return <li key={`empty-${index}`} aria-hidden="true" css={{ ...frame, background: EMPTY_TILES[index % EMPTY_TILES.length] }} />;
        }
        const big = place[2] === 2 && place[3] === 2;
        return (
          <li key={profile.id} css={frame}>
            <SignupLink
              profileId={profile.id}
              onAct={onAct}
              css={{
                position: 'absolute',
                inset: 0,
                display: 'block',
                color: '#fff',
                textDecoration: 'none',
                background: '#3a0c29',
                // Portraits in wide tiles: keep the face, not the middle of the photo.
                img: { objectPosition: 'center 22%', transition: 'transform 300ms ease' },
                '&:hover img': { transform: 'scale(1.04)' },
                '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: -3 },
                '@media (prefers-reduced-motion: reduce)': { img: { transition: 'none' }, '&:hover img': { transform: 'none' } },
              }}
            >
              {/* The two large tiles (2×2 on a phone, the first on wider screens) are the page's largest paint: loaded at once. */}
              <LanderPhoto profile={profile} priority={LARGEST_TILES.has(index)} />
              <span
                css={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  padding: big ? '40px 12px 10px' : '28px 8px 6px',
                  // A dark scrim under the caption: white text keeps its contrast on any photo.
                  background: 'linear-gradient(180deg, rgba(20,6,16,0) 0%, rgba(20,6,16,0.78) 55%, rgba(20,6,16,0.9) 100%)',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 6,
                  fontWeight: 700,
                  fontSize: big ? '1rem' : '0.8125rem',
                  lineHeight: 1.3,
                }}
              >
                {profile.online && (
                  <>
                    <span aria-hidden="true" css={{ width: 8, height: 8, flex: 'none', borderRadius: '50%', background: '#3ddc84' }} />
                    <VisuallyHidden>{t('mf-landers:kit.online')}</VisuallyHidden>
                  </>
                )}
                <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {t('nameAge', { name: profile.name, age: profile.age })}
                </span>
                {profile.fictional && settings && <FictionalMark settings={settings} css={{ opacity: 0.9 }} />}
              </span>
            </SignupLink>
          </li>
        );
      })}
    </ul>
  );
}

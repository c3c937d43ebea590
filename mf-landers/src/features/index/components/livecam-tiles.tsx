import { useTranslation } from 'react-i18next';
import type { Settings } from '@dating/shared/contracts/settings';
import { useLivecamTileTitle } from '@dating/shared/i18n/use-site-text';
import { readTrackingQuery, withTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { CameraIcon } from '../../lander-kit';
import { SectionHeading, sectionCss } from './section-heading';

/** Tiles are 4:3; an image of any other shape is cropped to it. */
const TILE = { width: 400, height: 300 };

/**
 * The site's live-cam partners (settings `livecam_tiles`): advertising, and marked so — the section says
 * "Ad", each link is `sponsored` and says it opens a partner's site in a new tab. Each link carries the
 * visitor's tracking query, so the partner credits the same traffic source. Nothing without partners.
 */
export function LivecamTiles({
  tiles,
  defaultLanguage,
  onAct,
}: {
  tiles: Settings['livecam_tiles'];
  defaultLanguage: Settings['default_language'];
  onAct: () => void;
}) {
  const { t } = useTranslation('mf-landers');
  const titleOf = useLivecamTileTitle(defaultLanguage);
  if (tiles.length === 0) return null;
  const tracking = readTrackingQuery();
  return (
    <section aria-labelledby="home-livecams" css={sectionCss}>
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3) }}>
        <SectionHeading id="home-livecams">{t('index.livecams.title')}</SectionHeading>
        <span
          css={{
            padding: `2px ${theme.space(2)}`,
            border: `1px solid ${theme.colors.muted}`,
            borderRadius: 6,
            fontSize: '0.75rem',
            fontWeight: 700,
            color: theme.colors.muted,
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
          }}
        >
          {t('index.livecams.ad')}
        </span>
      </div>
      <p css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.muted, fontSize: '0.9375rem' }}>{t('index.livecams.note')}</p>
      <ul
        css={{
          listStyle: 'none',
          margin: `${theme.space(5)} 0 0`,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: theme.space(3),
          [theme.mq.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 360px))', gap: theme.space(4) },
        }}
      >
        {tiles.map((tile) => (
          <li key={tile.url}>
            <a
              href={withTrackingQuery(tile.url, tracking)}
              target="_blank"
              rel="sponsored noopener"
              onClick={onAct}
              css={{
                position: 'relative',
                display: 'block',
                aspectRatio: `${TILE.width} / ${TILE.height}`,
                borderRadius: 16,
                overflow: 'hidden',
                color: '#fff',
                textDecoration: 'none',
                background: `radial-gradient(80% 90% at 20% 10%, rgba(233,30,140,0.6) 0%, rgba(233,30,140,0) 70%), linear-gradient(160deg, #3d0628 0%, #1d1b20 100%)`,
                '&:hover img': { transform: 'scale(1.04)' },
                '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 3 },
              }}
            >
              {tile.image ? (
                <img
                  src={tile.image}
                  alt=""
                  width={TILE.width}
                  height={TILE.height}
                  loading="lazy"
                  decoding="async"
                  css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', transition: 'transform 0.3s ease' }}
                />
              ) : (
                <span
                  aria-hidden="true"
                  css={{
                    position: 'absolute',
                    inset: '25% 0 35% 0',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    color: 'rgba(255,255,255,0.8)',
                  }}
                >
                  <CameraIcon size={40} />
                </span>
              )}
              <span
                aria-hidden="true"
                css={{
                  position: 'absolute',
                  top: theme.space(3),
                  left: theme.space(3),
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 6,
                  padding: `2px ${theme.space(2)}`,
                  borderRadius: 999,
                  background: '#c62828',
                  fontSize: '0.75rem',
                  fontWeight: 800,
                  textTransform: 'uppercase',
                  letterSpacing: '0.06em',
                }}
              >
                <span css={{ width: 7, height: 7, borderRadius: '50%', background: '#fff' }} />
                {t('index.livecams.live')}
              </span>
              <span
                css={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  padding: `${theme.space(8)} ${theme.space(3)} ${theme.space(3)}`,
                  background: 'linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(0,0,0,0.78) 100%)',
                  fontWeight: 700,
                  fontSize: '0.9375rem',
                  lineHeight: 1.3,
                  [theme.mq.md]: { padding: `${theme.space(8)} ${theme.space(4)} ${theme.space(3)}`, fontSize: '1.0625rem' },
                }}
              >
                {titleOf(tile)}
                <VisuallyHidden> ({t('index.livecams.opens')})</VisuallyHidden>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

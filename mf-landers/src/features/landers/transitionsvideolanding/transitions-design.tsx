import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import { theme } from '@dating/shared/ui/theme-tokens';
import { MediaHeroCopy, useLanderPage } from '../../lander-kit';
import type { LanderDesignProps } from '../lander-design-props';
import { PhotoColumn } from './components/photo-column';
import { columnState, useBeat, useReducedMotion } from './use-slide-clock';

/** Columns of photos on a wide screen (two on a tablet, one on a phone): each photo shown near its own size, never blown up. */
const COLUMNS = 3;

/** The profiles dealt to the columns in turn; a column gets at least one when there are any. */
function deal(profiles: LanderProfile[]): LanderProfile[][] {
  const withPhoto = profiles.filter((profile) => profile.main_image);
  if (withPhoto.length === 0) return [];
  return Array.from({ length: COLUMNS }, (_, column) => {
    const own = withPhoto.filter((_, index) => index % COLUMNS === column);
    return own.length > 0 ? own : [withPhoto[column % withPhoto.length]!];
  });
}

export function TransitionsDesign({ slug }: LanderDesignProps) {
  const { t } = useTranslation(['lander-transitionsvideolanding', 'mf-landers']);
  const { settings, lander, acted, headline, headlineHidden } = useLanderPage('transitionsvideolanding', slug, t('headline'));
  const columns = deal(lander.data?.profiles ?? []);
  const reduced = useReducedMotion();
  const beat = useBeat(!reduced && columns.length > 0);

  return (
    <section
      aria-labelledby="transitions-headline"
      css={{
        position: 'relative',
        isolation: 'isolate',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        // The layout's top bar is 44 px high: the photos fill the rest of the first screen.
        minHeight: 'max(560px, calc(100svh - 44px))',
        overflow: 'hidden',
        color: '#fff',
        background: `radial-gradient(90% 70% at 70% 20%, ${theme.colors.secondary} 0%, rgba(233,30,140,0) 60%), linear-gradient(160deg, ${theme.colors.primary} 0%, #2a0b20 70%)`,
      }}
    >
      {columns.length > 0 && (
        <ul
          aria-label={t('photosLabel')}
          css={{
            margin: 0,
            padding: 0,
            listStyle: 'none',
            position: 'absolute',
            inset: 0,
            zIndex: -1,
            display: 'grid',
            gap: 2,
            background: '#12040e',
            gridTemplateColumns: '1fr',
            '& > :nth-of-type(n + 2)': { display: 'none' },
            [theme.mq.md]: { gridTemplateColumns: '1fr 1fr', '& > :nth-of-type(2)': { display: 'block' } },
            [theme.mq.lg]: { gridTemplateColumns: '1fr 1fr 1fr', '& > :nth-of-type(3)': { display: 'block' } },
          }}
        >
          {columns.map((profiles, column) => (
            <PhotoColumn
              key={column}
              profiles={profiles}
              {...columnState(beat, column, COLUMNS)}
              priority={column === 0}
              settings={settings}
              columns={COLUMNS}
              onAct={acted}
            />
          ))}
        </ul>
      )}
      {/* The scrim: light at the top (the faces), dark where the text is, so white text keeps its contrast on any photo. */}
      <div
        aria-hidden="true"
        css={{
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          pointerEvents: 'none',
          background:
            'linear-gradient(180deg, rgba(18,4,14,0.10) 0%, rgba(18,4,14,0.25) 35%, rgba(18,4,14,0.82) 68%, rgba(18,4,14,0.94) 100%)',
        }}
      />
      <div
        css={{
          width: '100%',
          maxWidth: 1160,
          margin: '0 auto',
          padding: `${theme.space(10)} ${theme.space(5)} ${theme.space(10)}`,
          [theme.mq.lg]: { padding: `${theme.space(10)} ${theme.space(8)} ${theme.space(14)}` },
        }}
      >
        <div css={{ maxWidth: 640 }}>
          <MediaHeroCopy
            id="transitions-headline"
            headline={headline}
            headlineHidden={headlineHidden}
            intro={t('intro')}
            perks={t('perks')}
            onAct={acted}
          />
        </div>
      </div>
    </section>
  );
}

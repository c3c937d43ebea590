import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import type { StaffHomeFigures } from '@dating/shared/contracts/staff-home';
import { staffNavFor, type StaffRouteName } from '@dating/shared/routes/staff-route-table';
import { buttonLook } from '@dating/shared/ui/button';
import { theme } from '@dating/shared/ui/theme-tokens';
import { ConsoleLink } from '../../../components/console-link';
import { TitledPanel } from '../../../components/titled-panel';

type Key = ParseKeys<'mf-staff'>;

interface Tile {
  title: Key;
  intro: Key;
  open: Key;
  /** The figures the api gives for the page (only to roles that may open it); `alarm` when any is a fault. */
  figures?: readonly { key: keyof StaffHomeFigures; label: Key; alarm?: true }[];
}

/** A tile per work page; the home itself has none. */
const TILES: Partial<Record<StaffRouteName, Tile>> = {
  'staff-inbox': {
    title: 'home.inbox',
    intro: 'home.inboxIntro',
    open: 'home.openInbox',
    figures: [{ key: 'inbox_waiting', label: 'home.figure.inboxWaiting' }],
  },
  'staff-photos': {
    title: 'photos.title',
    intro: 'home.tiles.photos.intro',
    open: 'home.tiles.photos.open',
    figures: [{ key: 'photos_waiting', label: 'home.figure.photosWaiting' }],
  },
  'staff-reports': {
    title: 'reports.title',
    intro: 'home.tiles.reports.intro',
    open: 'home.tiles.reports.open',
    figures: [
      { key: 'open_reports', label: 'home.figure.openReports' },
      { key: 'open_profile_reports', label: 'home.figure.openProfileReports' },
      { key: 'open_appeals', label: 'home.figure.openAppeals' },
    ],
  },
  'staff-members': { title: 'members.title', intro: 'home.tiles.members.intro', open: 'home.tiles.members.open' },
  'staff-complaints': {
    title: 'complaints.title',
    intro: 'home.tiles.complaints.intro',
    open: 'home.tiles.complaints.open',
    figures: [{ key: 'open_complaints', label: 'home.figure.openComplaints' }],
  },
  'staff-figures': { title: 'figures.title', intro: 'home.tiles.figures.intro', open: 'home.tiles.figures.open' },
  'staff-jobs': {
    title: 'jobs.title',
    intro: 'home.tiles.jobs.intro',
    open: 'home.tiles.jobs.open',
    figures: [{ key: 'dead_jobs', label: 'home.figure.deadJobs', alarm: true }],
  },
  'staff-team': { title: 'team.title', intro: 'home.tiles.team.intro', open: 'home.tiles.team.open' },
  'staff-audit-log': { title: 'auditLog.title', intro: 'home.tiles.auditLog.intro', open: 'home.tiles.auditLog.open' },
};

/** The figures as label and number (the number large above its label; read label first). */
function Figures({ tile, figures }: { tile: Tile; figures: StaffHomeFigures | undefined }) {
  const { t, i18n } = useTranslation('mf-staff');
  const number = new Intl.NumberFormat(i18n.language);
  const shown = (tile.figures ?? []).flatMap((figure) => {
    const value = figures?.[figure.key];
    return value === undefined ? [] : [{ ...figure, value }];
  });
  if (shown.length === 0) return null;
  return (
    <dl css={{ display: 'flex', flexWrap: 'wrap', gap: `${theme.space(2)} ${theme.space(6)}`, margin: 0 }}>
      {shown.map((figure) => (
        <div key={figure.key} data-testid={`home-figure-${figure.key}`} css={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <dt css={{ color: theme.colors.muted, fontSize: '0.875rem' }}>{t(figure.label)}</dt>
          <dd
            css={{
              margin: 0,
              fontSize: '2rem',
              lineHeight: 1.1,
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              color: figure.value === 0 ? theme.colors.muted : figure.alarm ? theme.colors.danger : theme.colors.text,
            }}
          >
            {number.format(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The way to each page of the role's work, in the navigation's order (grouped by work), each with what
 * waits there when the api counts it. The routes' roles decide the tiles; the api leaves out the figures of
 * pages the role may not open, so neither shows more than the role's own work.
 */
export function WorkTiles({ role, figures }: { role: StaffRole; figures: StaffHomeFigures | undefined }) {
  const { t } = useTranslation('mf-staff');
  const pages = staffNavFor(role).flatMap((route) => {
    const tile = TILES[route.name as StaffRouteName];
    return tile ? [{ route, tile }] : [];
  });
  return (
    <div css={{ display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))' }}>
      {pages.map(({ route, tile }) => (
        <TitledPanel key={route.name} title={t(tile.title)} level={3}>
          <Figures tile={tile} figures={figures} />
          <p css={{ margin: 0, color: theme.colors.muted, flex: 1 }}>{t(tile.intro)}</p>
          <div>
            <ConsoleLink href={route.path} css={buttonLook()}>
              {t(tile.open)}
            </ConsoleLink>
          </div>
        </TitledPanel>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import type { Settings } from '@dating/shared/contracts/settings';
import { useFictionalWords, type FictionalWordSettings } from '@dating/shared/i18n/common-labels';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { pathTo } from '@dating/shared/routes/path-to';
import { withFictionalIcon } from '@dating/shared/ui/fictional-icon';
import { ProfileCard } from '@dating/shared/ui/profile-card';
import { theme } from '@dating/shared/ui/theme-tokens';
import { followsInApp, visuallyHiddenCss } from '../../lander-kit';
import { SAMPLE_PROFILES } from '../api/search-members';
import { SectionHeading, sectionCss } from './section-heading';

type CardSettings = Pick<Settings, 'fictional_icon' | 'cdn_prefix'> & FictionalWordSettings;

interface SampleProfilesProps {
  settings: CardSettings;
  profiles: ProfileSummary[];
  loading: boolean;
  onAct: () => void;
}

const gridCss = {
  listStyle: 'none',
  margin: `${theme.space(5)} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(3),
  '& > li:nth-of-type(n+7)': { display: 'none' },
  [theme.mq.md]: {
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: theme.space(4),
    '& > li:nth-of-type(-n+8)': { display: 'flex' },
  },
  [theme.mq.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', '& > li:nth-of-type(n)': { display: 'flex' } },
} as const;

/**
 * Profiles a visitor may see, each opening its profile page; while they load, empty cards of the same
 * size hold their place (nothing below jumps). Nothing at all when there are none to show.
 */
export function SampleProfiles({ settings, profiles, loading, onAct }: SampleProfilesProps) {
  const { t } = useTranslation('mf-landers');
  const { navigate } = useShellContext();
  const { plural } = useFictionalWords(settings);
  if (!loading && profiles.length === 0) return null;
  const membersPath = pathTo('members');
  return (
    <section aria-labelledby="home-profiles" aria-busy={loading} css={sectionCss}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.space(2) }}>
        <SectionHeading id="home-profiles">{t('index.profiles.title')}</SectionHeading>
        {!loading && (
          <a
            href={membersPath}
            onClick={(event) => {
              if (!followsInApp(event)) return;
              event.preventDefault();
              onAct();
              navigate(membersPath);
            }}
            css={{
              color: theme.colors.primary,
              fontWeight: 700,
              '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2, borderRadius: 4 },
            }}
          >
            {t('index.profiles.seeAll')}
          </a>
        )}
      </div>
      {loading ? (
        <>
          <output css={visuallyHiddenCss}>{t('index.profiles.loading')}</output>
          <ul aria-hidden="true" css={gridCss}>
            {Array.from({ length: SAMPLE_PROFILES }, (_, index) => (
              <li
                key={index}
                css={{
                  flexDirection: 'column',
                  borderRadius: theme.radius,
                  overflow: 'hidden',
                  background: theme.colors.surface,
                  border: `1px solid ${theme.colors.border}`,
                }}
              >
                <div css={{ aspectRatio: '4 / 5', background: '#efe7f1' }} />
                <div css={{ height: 58 }} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <ul css={gridCss}>
            {profiles.map((profile) => (
              <ProfileCard
                key={profile.id}
                profile={profile}
                settings={settings}
                onOpen={(path) => {
                  onAct();
                  navigate(path);
                }}
                texts={{ nameAge: t('kit.nameAge', { name: profile.name, age: profile.age }), online: t('kit.online') }}
              />
            ))}
          </ul>
          {profiles.some((profile) => profile.fictional) && (
            <p css={{ margin: `${theme.space(3)} 0 0`, fontSize: '0.875rem', color: theme.colors.muted }}>
              {withFictionalIcon((icon) => t('kit.fictionalLegend', { icon, plural }), settings.fictional_icon)}
            </p>
          )}
        </>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LanderPhoto, NameAgeLine, SignupLink, type LanderProfilesProps } from '../../../lander-kit';
import { OnlineDot } from './online-dot';

const SKELETONS = 6;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
const ROW_HEIGHT = 72;

/** The profiles of the map as a list: photo, name and age, city and region, online; each a link to signup with that profile. */
export function MemberList({ profiles, onAct, settings }: LanderProfilesProps) {
  const { t } = useTranslation(['lander-maplanding', 'mf-landers']);
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) }}>
      {profiles === undefined
        ? Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index} aria-hidden="true" css={{ height: ROW_HEIGHT, borderRadius: 14, background: '#f1e7f0' }} />
          ))
        : profiles.map((profile) => {
            const where = profile.region && profile.region !== profile.city ? `${profile.city}, ${profile.region}` : profile.city;
            return (
              <li key={profile.id}>
                <SignupLink
                  profileId={profile.id}
                  onAct={onAct}
                  css={{
                    display: 'grid',
                    gridTemplateColumns: '52px 1fr auto',
                    alignItems: 'center',
                    gap: theme.space(3),
                    height: ROW_HEIGHT,
                    boxSizing: 'border-box',
                    padding: `0 ${theme.space(3)}`,
                    borderRadius: 14,
                    background: '#fff',
                    color: theme.colors.text,
                    textDecoration: 'none',
                    boxShadow: '0 1px 2px rgba(29,27,32,0.06)',
                    '&:hover': { boxShadow: `0 0 0 2px ${theme.colors.secondary}` },
                    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
                  }}
                >
                  <span css={{ position: 'relative', width: 52, height: 52 }}>
                    <span css={{ position: 'absolute', inset: 0, borderRadius: '50%', overflow: 'hidden', background: '#eadbe6' }}>
                      <LanderPhoto profile={profile} size="thumb" />
                    </span>
                    {profile.online && <OnlineDot />}
                  </span>
                  <span css={{ minWidth: 0, display: 'grid' }}>
                    <NameAgeLine
                      profile={profile}
                      settings={settings}
                      label={t('nameAge', { name: profile.name, age: profile.age })}
                      markCss={{ color: theme.colors.muted }}
                    />
                    <span
                      css={{
                        color: theme.colors.muted,
                        fontSize: '0.875rem',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {where}
                      {profile.online && (
                        <>
                          {' · '}
                          <span css={{ color: '#17692f', fontWeight: 600 }}>{t('mf-landers:kit.online')}</span>
                        </>
                      )}
                    </span>
                  </span>
                  <span css={{ color: theme.colors.primary, fontWeight: 700, fontSize: '0.9375rem', whiteSpace: 'nowrap' }}>
                    {/* On a phone the arrow alone: the row's width is for the name and the city. */}
                    <span css={{ '@media (max-width: 575px)': visuallyHidden }}>{t('sayHello')}</span>
                    <span
                      aria-hidden="true"
                      css={{ display: 'none', fontSize: '1.5rem', '@media (max-width: 575px)': { display: 'inline' } }}
                    >
                      ›
                    </span>
                  </span>
                </SignupLink>
              </li>
            );
          })}
    </ul>
  );
}

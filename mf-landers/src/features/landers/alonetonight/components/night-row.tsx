import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { LanderPhoto, NameAgeLine, SignupLink, type LanderProfilesProps } from '../../../lander-kit';

const SKELETONS = 6;

const item = {
  position: 'relative',
  flex: 'none',
  width: 148,
  scrollSnapAlign: 'start',
  [theme.mq.lg]: { width: 'auto' },
} as const;

const photoFrame = { aspectRatio: '3 / 4', borderRadius: 16, overflow: 'hidden', background: 'rgba(255,255,255,0.08)' } as const;

/** Portraits in a row (sideways on a phone, six across on a desktop), each a link to signup with that profile. */
export function NightRow({ profiles, onAct, settings }: LanderProfilesProps) {
  const { t } = useTranslation(['lander-alonetonight', 'mf-landers']);
  return (
    <ul
      css={{
        listStyle: 'none',
        margin: 0,
        padding: `${theme.space(1)} ${theme.space(1)} ${theme.space(3)}`,
        display: 'flex',
        gap: theme.space(3),
        overflowX: 'auto',
        scrollSnapType: 'x proximity',
        // The row scrolls inside its own width: its content never widens the page.
        contain: 'inline-size',
        [theme.mq.lg]: { display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: theme.space(4), overflowX: 'visible' },
      }}
    >
      {profiles === undefined
        ? Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index} aria-hidden="true" css={item}>
              <div css={photoFrame} />
              <div css={{ height: 48 }} />
            </li>
          ))
        : profiles.map((profile) => {
            return (
              <li key={profile.id} css={item}>
                <SignupLink
                  profileId={profile.id}
                  onAct={onAct}
                  css={{
                    display: 'block',
                    color: '#fff',
                    textDecoration: 'none',
                    borderRadius: 16,
                    '&:focus-visible': { outline: '3px solid #ff7ab8', outlineOffset: 3 },
                    '&:hover .night-photo': { boxShadow: '0 0 0 2px #ff7ab8, 0 10px 30px rgba(233,30,140,0.45)' },
                  }}
                >
                  <div
                    className="night-photo"
                    css={{
                      ...photoFrame,
                      position: 'relative',
                      boxShadow: profile.online
                        ? '0 0 0 2px rgba(61,220,132,0.85), 0 8px 26px rgba(233,30,140,0.28)'
                        : '0 8px 26px rgba(0,0,0,0.35)',
                      transition: 'box-shadow 160ms',
                    }}
                  >
                    <LanderPhoto profile={profile} />
                    {profile.online && (
                      <span
                        css={{
                          position: 'absolute',
                          left: 8,
                          bottom: 8,
                          display: 'inline-flex',
                          alignItems: 'center',
                          gap: 6,
                          padding: '2px 8px',
                          borderRadius: 999,
                          background: 'rgba(8,6,24,0.78)',
                          fontSize: '0.75rem',
                          fontWeight: 600,
                        }}
                      >
                        <span aria-hidden="true" css={{ width: 7, height: 7, borderRadius: '50%', background: '#3ddc84' }} />
                        {t('mf-landers:kit.online')}
                      </span>
                    )}
                  </div>
                  <NameAgeLine
                    profile={profile}
                    settings={settings}
                    label={t('nameAge', { name: profile.name, age: profile.age })}
                    markCss={{ color: '#cfc3e6' }}
                    css={{ marginTop: theme.space(2) }}
                  />
                  <span
                    css={{
                      display: 'block',
                      color: '#cfc3e6',
                      fontSize: '0.875rem',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {profile.city}
                  </span>
                </SignupLink>
              </li>
            );
          })}
    </ul>
  );
}

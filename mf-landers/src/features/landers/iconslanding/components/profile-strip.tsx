import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { LanderPhoto, NameAgeLine, SignupLink, type LanderProfilesProps } from '../../../lander-kit';

/** Places the strip holds while the profiles load. */
const SKELETONS = 8;

const AVATAR = 88;

/** One portrait's place, the same for the skeleton and the profile, so the row does not move when they arrive. */
const place = { flex: 'none', width: AVATAR + 28, height: 160, boxSizing: 'border-box' } as const;

/** A row of round portraits (it scrolls sideways on a phone), each a link to signup with that profile. */
export function ProfileStrip({ profiles, onAct, settings }: LanderProfilesProps) {
  const { t } = useTranslation(['lander-iconslanding', 'mf-landers']);
  return (
    <ul
      css={{
        listStyle: 'none',
        margin: 0,
        padding: `${theme.space(2)} ${theme.space(1)} ${theme.space(4)}`,
        display: 'flex',
        gap: theme.space(3),
        overflowX: 'auto',
        // The row scrolls inside its own width: its content never widens the page.
        contain: 'inline-size',
        // A mouse scrolls sideways badly: on a desktop the row wraps instead.
        [theme.mq.lg]: { flexWrap: 'wrap', justifyContent: 'center', rowGap: theme.space(5), overflowX: 'visible' },
        scrollSnapType: 'x proximity',
        scrollbarWidth: 'thin',
      }}
    >
      {profiles === undefined
        ? Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index} aria-hidden="true" css={{ ...place, display: 'grid', alignContent: 'start', justifyItems: 'center', gap: 8 }}>
              <span css={{ width: AVATAR, height: AVATAR, borderRadius: '50%', background: '#eee3ee' }} />
              <span css={{ width: 70, height: 14, borderRadius: 6, background: '#eee3ee' }} />
              <span css={{ width: 50, height: 12, borderRadius: 6, background: '#f3ecf3' }} />
            </li>
          ))
        : profiles.map((profile) => {
            return (
              <li key={profile.id} css={{ ...place, position: 'relative', scrollSnapAlign: 'start' }}>
                <SignupLink
                  profileId={profile.id}
                  onAct={onAct}
                  css={{
                    display: 'grid',
                    justifyItems: 'center',
                    gap: 2,
                    color: theme.colors.text,
                    textDecoration: 'none',
                    textAlign: 'center',
                    borderRadius: 12,
                    padding: '4px 0',
                    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
                    '&:hover .strip-avatar': { boxShadow: `0 0 0 3px ${theme.colors.secondary}` },
                  }}
                >
                  <span
                    className="strip-avatar"
                    css={{
                      position: 'relative',
                      width: AVATAR,
                      height: AVATAR,
                      marginBottom: 6,
                      borderRadius: '50%',
                      overflow: 'hidden',
                      background: '#eee3ee',
                      boxShadow: `0 0 0 3px ${profile.online ? '#2fbf5f' : '#fff'}`,
                      border: '3px solid #fff',
                      transition: 'box-shadow 150ms',
                    }}
                  >
                    <LanderPhoto profile={profile} size="thumb" />
                  </span>
                  <NameAgeLine
                    profile={profile}
                    settings={settings}
                    label={t('nameAge', { name: profile.name, age: profile.age })}
                    markCss={{ color: theme.colors.muted }}
                    css={{ gap: 4, maxWidth: '100%', fontSize: '0.9375rem' }}
                  />
                  <span
                    css={{
                      maxWidth: '100%',
                      color: theme.colors.muted,
                      fontSize: '0.8125rem',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {profile.city}
                  </span>
                  {profile.online && <VisuallyHidden>{t('mf-landers:kit.online')}</VisuallyHidden>}
                </SignupLink>
              </li>
            );
          })}
    </ul>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { useFictionalWords } from '@dating/shared/i18n/common-labels';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { FictionalIcon } from '@dating/shared/ui/fictional-icon';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { LanderPhoto } from '../../../lander-kit/components/lander-photo';
import { signupPath } from '../../../lander-kit/signup-path';

/** Places the strip holds while the profiles load. */
const SKELETONS = 8;

const AVATAR = 88;

interface ProfileStripProps {
  /** Undefined while loading. */
  profiles: readonly LanderProfile[] | undefined;
  onAct: () => void;
  settings: Settings | null;
}

/** A row of round portraits (it scrolls sideways on a phone), each a link to signup with that profile. */
export function ProfileStrip({ profiles, onAct, settings }: ProfileStripProps) {
  const { t } = useTranslation(['lander-iconslanding', 'mf-landers']);
  const { navigate } = useShellContext();
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
            <li key={index} aria-hidden="true" css={{ flex: 'none', width: AVATAR + 28, display: 'grid', justifyItems: 'center', gap: 8 }}>
              <span css={{ width: AVATAR, height: AVATAR, borderRadius: '50%', background: '#eee3ee' }} />
              <span css={{ width: 70, height: 14, borderRadius: 6, background: '#eee3ee' }} />
              <span css={{ width: 50, height: 12, borderRadius: 6, background: '#f3ecf3' }} />
            </li>
          ))
        : profiles.map((profile) => {
            const href = signupPath(profile.id);
            const follow = (event: MouseEvent<HTMLAnchorElement>) => {
              if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onAct();
              navigate(href);
            };
            return (
              <li key={profile.id} css={{ position: 'relative', flex: 'none', width: AVATAR + 28, scrollSnapAlign: 'start' }}>
                <a
                  href={href}
                  onClick={follow}
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
                  <span css={{ display: 'flex', alignItems: 'center', gap: 4, maxWidth: '100%', fontWeight: 700, fontSize: '0.9375rem' }}>
                    <span css={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {t('nameAge', { name: profile.name, age: profile.age })}
                    </span>
                    {profile.fictional && settings && <FictionalMarker settings={settings} />}
                  </span>
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
                </a>
              </li>
            );
          })}
    </ul>
  );
}

/** The site's fictional marker, named by the settings' words in the reader's language (as search shows it). */
function FictionalMarker({ settings }: { settings: Settings }) {
  const word = useFictionalWords(settings).singular;
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the marker is a text glyph from settings, not an image file an <img> could show
    <span role="img" aria-label={word} title={word} css={{ flex: 'none', color: theme.colors.muted }}>
      <FictionalIcon icon={settings.fictional_icon} />
    </span>
  );
}

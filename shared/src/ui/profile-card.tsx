import type { MouseEvent, ReactNode } from 'react';
import type { ProfileSummary } from '../contracts/profile';
import type { Settings } from '../contracts/settings';
import { useFictionalWords, type FictionalWordSettings } from '../i18n/common-labels';
import { photoUrl } from '../photos/photo-url';
import { theme } from './theme-tokens';
import { FictionalIcon } from './fictional-icon';
import { VisuallyHidden } from './visually-hidden';

export interface ProfileCardProps {
  profile: ProfileSummary;
  settings: Pick<Settings, 'fictional_icon' | 'cdn_prefix'> & FictionalWordSettings;
  onOpen: (path: string) => void;
  /** Translated by the caller's namespace: "{{name}}, {{age}}" and the online dot's spoken text. */
  texts: { nameAge: string; online: string };
  /** Controls under the card (like, chat): outside the link, a button inside a link is neither valid nor reachable. */
  children?: ReactNode;
}

/**
 * One profile in a grid (search results, signup matches): thumbnail (lazy, fixed 4:5 box so the grid
 * never jumps) or a neutral placeholder, name and age, city, online dot, fictional marker. The card
 * is one link to the profile; a plain click navigates inside the app.
 */
export function ProfileCard({ profile, settings, onOpen, texts, children }: ProfileCardProps) {
  const fictionalWord = useFictionalWords(settings).singular;
  const path = `/members/${profile.id}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab/window clicks; a plain click navigates inside the app.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(path);
  };
  return (
    <li css={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: theme.space(1) }} data-testid="member-card">
      <a
        href={path}
        onClick={open}
        css={{
          display: 'block',
          flex: 1,
          color: theme.colors.text,
          textDecoration: 'none',
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          overflow: 'hidden',
          '&:hover': { borderColor: theme.colors.primary },
          '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
        }}
      >
        <div css={{ position: 'relative', aspectRatio: '4 / 5', background: theme.colors.background }}>
          {profile.main_image ? (
            <img
              src={photoUrl(settings.cdn_prefix, profile.main_image.thumb_filename)}
              alt=""
              loading="lazy"
              decoding="async"
              width={160}
              height={200}
              css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <div
              aria-hidden="true"
              data-testid="photo-placeholder"
              css={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                height: '100%',
                color: theme.colors.border,
                fontSize: '3.5rem',
              }}
            >
              <svg viewBox="0 0 24 24" width="56" height="56" fill="currentColor">
                <circle cx="12" cy="8" r="4.5" />
                <path d="M3 22c0-5 4-8.5 9-8.5s9 3.5 9 8.5z" />
              </svg>
            </div>
          )}
        </div>
        <div css={{ padding: `${theme.space(2)} ${theme.space(3)} ${theme.space(3)}` }}>
          <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(1), fontWeight: 600 }}>
            {profile.online && (
              <>
                <span
                  aria-hidden="true"
                  data-testid="online-dot"
                  css={{ width: 9, height: 9, borderRadius: '50%', background: theme.colors.success, flex: 'none' }}
                />
                <VisuallyHidden>{texts.online}</VisuallyHidden>
              </>
            )}
            <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{texts.nameAge}</span>
            {profile.fictional && (
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the marker is a text glyph from settings, not an image file an <img> could show
              <span role="img" aria-label={fictionalWord} title={fictionalWord} css={{ color: theme.colors.muted, flex: 'none' }}>
                <FictionalIcon icon={settings.fictional_icon} />
              </span>
            )}
          </div>
          <div
            css={{ color: theme.colors.muted, fontSize: '0.875rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {profile.city}
          </div>
        </div>
      </a>
      {children}
    </li>
  );
}

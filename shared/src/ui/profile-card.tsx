import type { MouseEvent, ReactNode } from 'react';
import type { ProfileSummary } from '../contracts/profile';
import type { Settings } from '../contracts/settings';
import { useFictionalWords, type FictionalWordSettings } from '../i18n/common-labels';
import { photoUrl } from '../photos/photo-url';
import { FictionalIcon } from './fictional-icon';
import { OnlineDot, PhotoPlaceholder } from './profile-photo-parts';
import { theme } from './theme-tokens';

export interface ProfileCardProps {
  profile: ProfileSummary;
  settings: Pick<Settings, 'fictional_icon' | 'cdn_prefix'> & FictionalWordSettings;
  onOpen: (path: string) => void;
  /** Translated by the caller's namespace: "{{name}}, {{age}}" and the online dot's spoken text. */
  texts: { nameAge: string; online: string };
  /** A marker over the photo's corner ("New"): part of the link, so a screen reader hears it with the name. */
  badge?: ReactNode;
  /**
   * The card's actions (like, message, more), in a row at the card's foot: outside the link, a button
   * inside a link is neither valid nor reachable.
   */
  children?: ReactNode;
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/**
 * One profile in a grid (search results, likes, similar profiles, signup matches, landers): the photo
 * fills the card (lazy, a fixed 4:5 box so the grid never jumps) or a neutral placeholder, with name,
 * age, city, the online dot and the fictional marker over a gradient at its foot. The photo is one link
 * to the profile (a plain click navigates inside the app); the actions sit in the card under it, pushed
 * to its bottom so that the cards of a grid row, stretched to one height, line them up.
 */
export function ProfileCard({ profile, settings, onOpen, texts, badge, children }: ProfileCardProps) {
  const fictionalWord = useFictionalWords(settings).singular;
  const path = `/members/${profile.id}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab/window clicks; a plain click navigates inside the app.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(path);
  };
  const inner = theme.radius - 1;
  return (
    <li
      data-testid="member-card"
      css={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        boxShadow: '0 1px 3px rgba(29, 27, 32, 0.08)',
        // No overflow clipping here: the actions' menu opens over the card's edge.
        '&:hover': { borderColor: theme.colors.primary },
      }}
    >
      <a
        href={path}
        onClick={open}
        css={{
          position: 'relative',
          display: 'block',
          aspectRatio: '4 / 5',
          overflow: 'hidden',
          borderRadius: children ? `${inner}px ${inner}px 0 0` : inner,
          color: '#fff',
          textDecoration: 'none',
          background: 'linear-gradient(160deg, #e4d9ea, #9d8ca8)',
          '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: -3 },
        }}
      >
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
          <PhotoPlaceholder size={56} />
        )}
        {badge && (
          <span data-testid="card-badge" css={{ position: 'absolute', top: theme.space(2), left: theme.space(2), lineHeight: 1 }}>
            {badge}
          </span>
        )}
        <span
          css={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            display: 'block',
            padding: `${theme.space(8)} ${theme.space(3)} ${theme.space(2)}`,
            background: 'linear-gradient(to bottom, rgba(20, 12, 24, 0) 0%, rgba(20, 12, 24, 0.55) 45%, rgba(20, 12, 24, 0.85) 100%)',
            textShadow: '0 1px 2px rgba(0, 0, 0, 0.6)',
          }}
        >
          <span css={{ display: 'flex', alignItems: 'center', gap: theme.space(1), fontWeight: 700, fontSize: '1.0625rem' }}>
            {profile.online && <OnlineDot size={10} label={texts.online} />}
            <span css={ellipsis}>{texts.nameAge}</span>
            {profile.fictional && (
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the marker is a text glyph from settings, not an image file an <img> could show
              <span role="img" aria-label={fictionalWord} title={fictionalWord} css={{ flex: 'none' }}>
                <FictionalIcon icon={settings.fictional_icon} />
              </span>
            )}
          </span>
          {profile.city && <span css={{ ...ellipsis, display: 'block', fontSize: '0.875rem' }}>{profile.city}</span>}
        </span>
      </a>
      {children && (
        <div
          data-testid="card-actions"
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: theme.space(2),
            marginTop: 'auto',
            padding: theme.space(2),
          }}
        >
          {children}
        </div>
      )}
    </li>
  );
}

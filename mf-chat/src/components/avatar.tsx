import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface AvatarProps {
  profile: Pick<ProfileSummary, 'main_image' | 'online'>;
  cdnPrefix: string;
  size: number;
  /** Draws the green dot on the picture; its spoken text is the caller's (next to the name). */
  showOnline?: boolean;
}

/** A member's round thumbnail (or a neutral silhouette), decorative: the name beside it says who it is. */
export function Avatar({ profile, cdnPrefix, size, showOnline = false }: AvatarProps) {
  return (
    <span css={{ position: 'relative', flex: 'none', width: size, height: size, display: 'inline-block' }} aria-hidden="true">
      {profile.main_image ? (
        <img
          src={photoUrl(cdnPrefix, profile.main_image.thumb_filename)}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          css={{
            display: 'block',
            width: size,
            height: size,
            borderRadius: '50%',
            objectFit: 'cover',
            background: theme.colors.background,
          }}
        />
      ) : (
        <span
          data-testid="avatar-placeholder"
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: size,
            height: size,
            borderRadius: '50%',
            background: theme.colors.background,
            color: theme.colors.border,
          }}
        >
          <svg viewBox="0 0 24 24" width={size * 0.6} height={size * 0.6} fill="currentColor">
            <circle cx="12" cy="8" r="4.5" />
            <path d="M3 22c0-5 4-8.5 9-8.5s9 3.5 9 8.5z" />
          </svg>
        </span>
      )}
      {showOnline && profile.online && (
        <span
          data-testid="online-dot"
          css={{
            position: 'absolute',
            right: 0,
            bottom: 0,
            width: Math.max(10, size / 4),
            height: Math.max(10, size / 4),
            borderRadius: '50%',
            background: theme.colors.success,
            border: `2px solid ${theme.colors.surface}`,
          }}
        />
      )}
    </span>
  );
}

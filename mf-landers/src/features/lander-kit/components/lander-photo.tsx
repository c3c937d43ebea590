import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { useShellContext, useObservable } from '@dating/shared/parcel/shell-context-hooks';
import { photoUrl } from '@dating/shared/photos/photo-url';

interface LanderPhotoProps {
  profile: Pick<ProfileSummary, 'name' | 'main_image'>;
  /** `full` (600×750) for heroes and large tiles, `thumb` (160×160) for small ones. */
  size?: 'full' | 'thumb';
  /** The hero image: loaded first and at once; every other photo waits until it is near the viewport. */
  priority?: boolean;
  /** The image's text alternative; empty when a caption beside it names the profile already. */
  alt?: string;
  className?: string;
}

const SIZES = { full: { width: 600, height: 750 }, thumb: { width: 160, height: 160 } } as const;

/** A profile's photo with its intrinsic size (no layout shift), lazy below the fold. Nothing when it has none. */
export function LanderPhoto({ profile, size = 'full', priority = false, alt = '', className }: LanderPhotoProps) {
  const { settings$ } = useShellContext();
  const settings = useObservable(settings$, null);
  if (!profile.main_image || !settings) return null;
  const file = size === 'full' ? profile.main_image.filename : profile.main_image.thumb_filename;
  return (
    <img
      src={photoUrl(settings.cdn_prefix, file)}
      alt={alt}
      width={SIZES[size].width}
      height={SIZES[size].height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
      css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}

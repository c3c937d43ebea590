import type { CSSObject } from '@emotion/react';
import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import { FictionalMark } from './fictional-mark';

interface NameAgeLineProps {
  profile: LanderProfile;
  /** The fictional marker shows once the settings are there. */
  settings: Settings | null;
  /** The name and age as the design words them. */
  label: string;
  markCss?: CSSObject;
  className?: string;
}

/**
 * A profile's name and age on one line, cut with an ellipsis where the line is narrow, and the
 * fictional marker after it, which is never cut off.
 */
export function NameAgeLine({ profile, settings, label, markCss, className }: NameAgeLineProps) {
  return (
    <span className={className} css={{ display: 'flex', alignItems: 'center', gap: 6, fontWeight: 700 }}>
      <span css={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
      {profile.fictional && settings && <FictionalMark settings={settings} css={markCss} />}
    </span>
  );
}

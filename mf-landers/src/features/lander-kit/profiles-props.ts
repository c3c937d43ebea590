import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';

/** What a design's list of the lander's profiles (a row, a strip, a list) is given. */
export interface LanderProfilesProps {
  /** Undefined while loading. */
  profiles: readonly LanderProfile[] | undefined;
  /** Called when a profile is chosen: the landing visit counts as acted (no bounce). */
  onAct: () => void;
  settings: Settings | null;
}

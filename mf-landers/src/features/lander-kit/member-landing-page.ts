import type { LanderProfile } from '@dating/shared/contracts/landers';
import type { Settings } from '@dating/shared/contracts/settings';
import type { LandingPage } from '@dating/shared/landers/lander-catalog';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { useLandingProfileOr404 } from './api/use-landing-profile-or-404';
import { useStartLandingVisit } from './api/start-landing-visit';

export type MemberLandingPage =
  | { state: 'failed'; retry: () => void }
  | { state: 'loading' }
  | { state: 'ready'; profile: LanderProfile; settings: Settings; acted: () => void };

/**
 * What a member landing design shows: its visit logged (bounce logging), the member's profile (an id
 * with none is the shell's 404 page) and the site's settings — failed with a retry, loading, or ready.
 */
export function useMemberLandingPage(page: LandingPage, id: string, slug: string | undefined): MemberLandingPage {
  const { settings$ } = useShellContext();
  const settings = useObservable<Settings | null>(settings$, null);
  const acted = useStartLandingVisit(page, slug ?? null);
  const { profile, failed, retry } = useLandingProfileOr404(Number(id));
  if (failed) return { state: 'failed', retry };
  if (!profile || !settings) return { state: 'loading' };
  return { state: 'ready', profile, settings, acted };
}

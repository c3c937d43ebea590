import { useQuery } from '@tanstack/react-query';
import { getMemberProfileEndpoint, type MemberProfile } from '@dating/shared/contracts/member-profile';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

/**
 * The profile a modal shows (GET /api/profile.php), or null while it loads, when it failed or when
 * there is none to show. Loading it is the member looking at the liker: the api clears that like's new
 * flag, and the counters event lowers the badge.
 */
export function useMemberProfile(id: number | null): MemberProfile | null {
  const { api } = useShellContext();
  const { data } = useQuery(
    { ...endpointQuery(api, getMemberProfileEndpoint, { query: { id: id ?? 0 } }), enabled: id !== null },
    queryClient,
  );
  return id === null ? null : (data?.profile ?? null);
}

/** The file of the profile's main photo, as a thumbnail, when the member may see it (the gallery's first, unlocked). */
export function mainThumb(profile: MemberProfile): string | null {
  const first = profile.photos[0];
  return first && !first.locked ? first.thumb : null;
}

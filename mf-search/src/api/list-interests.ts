import { useQuery } from '@tanstack/react-query';
import { listInterestsEndpoint, type Interest } from '@dating/shared/contracts/catalog';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

const NONE = new Map<number, Interest>();

/**
 * The interest catalogue (names and icons) by id, from GET /api/interests.php: fetched once per page
 * load and shared by every screen of mf-search (it changes with a deploy, not during a visit). Empty
 * while loading or when it could not be loaded — interests decorate a profile, the rest still shows;
 * a failed load is tried again by the next screen that needs it.
 */
export function useInterests(): Map<number, Interest> {
  const { api } = useShellContext();
  const { data } = useQuery(
    {
      ...endpointQuery(api, listInterestsEndpoint),
      select: (answer) => new Map(answer.interests.map((interest) => [interest.id, interest])),
      staleTime: Infinity,
    },
    queryClient,
  );
  return data ?? NONE;
}

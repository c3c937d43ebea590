import type { QueryClient } from '@tanstack/react-query';
import { getMemberProfileEndpoint } from '@dating/shared/contracts/member-profile';
import { matchFinderEndpoint, searchMembersEndpoint, similarProfilesEndpoint } from '@dating/shared/contracts/search';
import { endpointKey } from '@dating/shared/data/endpoint-query';

/**
 * After a block or an unblock every list and profile of other members kept in mf-search's cache may
 * be wrong (a blocked member must not come back with Back to a search): they are asked again, the
 * ones on screen now, the others when next shown.
 */
export function membersSeenChanged(queryClient: QueryClient): Promise<void> {
  const lists = [searchMembersEndpoint, getMemberProfileEndpoint, similarProfilesEndpoint, matchFinderEndpoint];
  return Promise.all(lists.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }))).then(() => undefined);
}

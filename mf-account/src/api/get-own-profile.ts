import { useQuery } from '@tanstack/react-query';
import type { EventBus } from '@dating/shared/bus/event-bus';
import { getOwnProfileEndpoint, type OwnProfileResponse } from '@dating/shared/contracts/own-profile';
import type { PhotosResponse } from '@dating/shared/contracts/photos';
import { endpointKey, endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

/**
 * The member's own profile and photos, GET /api/my-profile.php, for the profile page and the signup's
 * completion. Asked anew each time one of them opens and kept only while it is open (gcTime 0): other
 * screens (settings' location) change it too, and a form must never start from an old copy.
 */
export function useOwnProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, getOwnProfileEndpoint), enabled, staleTime: 0, gcTime: 0 }, queryClient);
}

/**
 * Puts an answer that holds the new state (a saved profile, changed photos) in place of the shown
 * one. With no screen showing the profile there is nothing to replace: the next one asks anew.
 */
export function showOwnProfile(update: (current: OwnProfileResponse) => OwnProfileResponse): void {
  queryClient.setQueryData<OwnProfileResponse>(endpointKey(getOwnProfileEndpoint), (current) => current && update(current));
}

/** After an upload, a reorder, a new main photo or a deletion: the main image is part of the shell's user too (nav thumbnail, profile-photo alert). */
export function ownPhotosChanged(bus: EventBus, answer: PhotosResponse): void {
  showOwnProfile((current) => ({ ...current, photos: answer.photos, photo_limit: answer.limit }));
  bus.emit('refreshRequested', { what: ['user'] });
}

import { useEffect, useState } from 'react';
import { InterestsResponseSchema, type Interest } from '@dating/shared/contracts/index';
import type { ApiClient } from '@dating/shared/api-client/api-client';

/**
 * The interest catalogue (names and icons), fetched once per page load and shared by every profile
 * opened (it changes with a deploy, not during a visit). A failed fetch is forgotten so the next
 * profile tries again.
 */
let cached: Promise<Map<number, Interest>> | null = null;

function loadInterests(api: ApiClient): Promise<Map<number, Interest>> {
  if (!cached) {
    cached = api.get('/api/interests.php', InterestsResponseSchema).then(
      (response) => new Map(response.interests.map((interest) => [interest.id, interest])),
      (error: unknown) => {
        cached = null;
        throw error;
      },
    );
  }
  return cached;
}

/** For tests: forget the cached catalogue. */
export function resetInterestsCache(): void {
  cached = null;
}

/** Interests by id (empty while loading or when the catalogue could not be loaded). */
export function useInterests(api: ApiClient): Map<number, Interest> {
  const [interests, setInterests] = useState<Map<number, Interest>>(() => new Map());
  useEffect(() => {
    let active = true;
    loadInterests(api).then(
      (all) => {
        if (active) setInterests(all);
      },
      // Interests are decoration of the profile: without the catalogue the rest still shows.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api]);
  return interests;
}

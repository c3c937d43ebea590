import type { ProfileSummary } from '@dating/shared/contracts/profile';

/** What the match modal shows: a match (both like each other), or a profile that now likes the member (auto-like). */
export interface Shown {
  kind: 'match' | 'like';
  profileId: number;
  /** Known when the news came with the profile (auto-like); otherwise it is loaded. */
  summary: ProfileSummary | null;
}

// The similar profiles' public entry: the section shown on the profile view and under a search that found little.
export { SimilarProfiles } from './similar-profiles';

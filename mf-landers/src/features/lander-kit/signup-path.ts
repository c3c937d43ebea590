import { pathTo } from '@dating/shared/routes/path-to';

/**
 * Where a lander's call to action leads: the signup page (the lander layout has no signup modal), with
 * the profile the visitor chose as the first message's addressee when there is one. The tracking query
 * travels in the tab's session storage, so it needs no place in the link.
 */
export function signupPath(profileId?: number): string {
  const path = pathTo('signup');
  return profileId === undefined ? path : `${path}?profile=${profileId}`;
}

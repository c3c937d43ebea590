// The profile actions' public entry: the actions on a profile, the notice shown instead of a
// blocked profile, and the like and chat under a member card.
export { BlockedNotice, ProfileActions } from './profile-actions';
export { CardActions } from './card-actions';

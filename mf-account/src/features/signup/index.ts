// The public entry of signup. The flow and what the signup modal needs around it (the invite-only
// notice, the session published at the end, the draft kept in the tab); the steps the completion
// page reuses for what a member skipped.
export { InviteOnlyNotice } from './invite-only-notice';
export { DRAFT_STORAGE_KEY, EMPTY_DRAFT, loadDraft, sessionStore, type SignupDraft, type StorageLike } from './signup-draft';
export { LazySignupFlow } from './lazy-signup-flow';
export { AFTER_SIGNUP, publishNewMember } from './signup-session';
export { AboutMeStep } from './steps/about-me-step';
export { LocationStep } from './steps/location-step';
export { PhotoStep } from './steps/photo-step';

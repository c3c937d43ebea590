import { HAPPENING_SCHEMAS, type HappeningPayload } from '@dating/shared/bus/events';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { loadDraft, sessionStore, type StorageLike } from '../signup';

/** What the modal was opened for: its title and the profile the first message is for. */
export type SignupOpening = HappeningPayload<'signupRequested'>;

/**
 * sessionStorage key, set while the modal's signup is in progress (signupStarted until
 * signupFlowComplete, signupClosed or redirectedToLogin): a reload of the tab reopens the modal
 * where it was, as the page it covered could not be reached without finishing or leaving signup.
 */
export const SIGNUP_MODAL_STORAGE_KEY = STORAGE_NAMES.signupModal;

export function rememberSignupInProgress(opening: SignupOpening, storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.setItem(SIGNUP_MODAL_STORAGE_KEY, JSON.stringify(opening));
  } catch {
    // Full or blocked storage: a reload then leaves the modal shut, the draft still comes back.
  }
}

export function forgetSignupInProgress(storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.removeItem(SIGNUP_MODAL_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * The modal to reopen after a reload: only while a draft is kept too. The draft goes once the
 * account exists, and a member's page has no signup modal at all, so a marker left behind by a
 * reload during the completion steps never reopens anything; it is dropped here.
 */
export function signupToResume(storage: StorageLike | null = sessionStore()): SignupOpening | null {
  try {
    const raw = storage?.getItem(SIGNUP_MODAL_STORAGE_KEY);
    if (!raw) return null;
    const opening = HAPPENING_SCHEMAS.signupRequested.safeParse(JSON.parse(raw));
    if (opening.success && loadDraft(storage)) return opening.data;
  } catch {
    // Broken storage reads as nothing to resume.
  }
  forgetSignupInProgress(storage);
  return null;
}

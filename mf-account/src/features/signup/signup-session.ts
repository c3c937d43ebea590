import type { EventBus } from '@dating/shared/bus/event-bus';
import type { User } from '@dating/shared/contracts/user';

/** Where a new member goes when the flow is done: matching profiles right after signup; the query shows the activation reminder as a modal on phones. */
export const AFTER_SIGNUP = '/signup-matches?api_signup_complete=1';

/**
 * The session of the new member published once the flow is done (not at account creation): the
 * signup modal is a visitors' piece, and publishing earlier would unmount it in the middle of its
 * completion steps.
 */
export function publishNewMember(bus: EventBus, user: User): void {
  bus.emit('signupFlowComplete', {});
  bus.set('auth', { status: 'logged_in', user });
  bus.set('credits', { credits: user.credits, premium: user.paid_user });
  // The user too: the one at hand is from before the flow's photo step, and a photo uploaded there must count.
  bus.emit('refreshRequested', { what: ['user', 'chats', 'likes'] });
}

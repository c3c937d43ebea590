import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { EventBus } from '@dating/shared/bus/event-bus';
import { listChatsEndpoint } from '@dating/shared/contracts/chats';
import { listLikesEndpoint } from '@dating/shared/contracts/likes';
import type { Settings } from '@dating/shared/contracts/settings';
import { getUserEndpoint, logoutEndpoint, type User } from '@dating/shared/contracts/user';
import { forgetMemberTabStorage } from '@dating/shared/storage/member-tab-storage';
import { followMemberOffers } from '@dating/shared/offers/member-offers';
import type { RefreshTarget } from './refresh-scheduler';

/** Publishes a logged-in user and what follows from it (credits/premium) on the bus. */
function publishUser(bus: EventBus, user: User | null): void {
  if (!user) {
    publishLoggedOut(bus);
    return;
  }
  bus.set('auth', { status: 'logged_in', user });
  bus.set('credits', { credits: user.credits, premium: user.paid_user });
  // Not the push state: `push_subscribed` says the member has a subscription somewhere, the push state
  // says whether this browser has one (alerts/push-permission.ts keeps it).
}

/** Logged out: the counters that belong to a member are cleared with the session. */
export function publishLoggedOut(bus: EventBus): void {
  if (bus.get('auth').status !== 'logged_out') bus.set('auth', { status: 'logged_out' });
  bus.set('unreadMessages', 0);
  bus.set('newLikes', 0);
  bus.set('credits', { credits: 0, premium: false });
}

export interface Session {
  /** GET /api/user.php; publishes the result. */
  loadUser(): Promise<void>;
  loadChats(): Promise<void>;
  loadLikes(): Promise<void>;
  refresh(what: readonly RefreshTarget[]): Promise<void>;
  /** POST /api/logout.php, then logged out on the bus (even if the call failed: the visitor asked to leave). */
  logout(): Promise<void>;
}

export function createSession(api: ApiClient, bus: EventBus): Session {
  const session: Session = {
    async loadUser() {
      const mark = api.sessionMark();
      let { user } = await api.call(getUserEndpoint);
      // "Nobody" from a call that overlapped a session renewal of this tab (the periodic refresh
      // crossing a password change) may have gone with the old cookie: asked again with the new one.
      if (!user && bus.get('auth').status === 'logged_in' && api.mayHaveCrossedSessionChange(mark)) {
        await api.sessionSettled();
        ({ user } = await api.call(getUserEndpoint));
      }
      publishUser(bus, user);
    },
    async loadChats() {
      const { total_unread } = await api.call(listChatsEndpoint);
      bus.set('unreadMessages', total_unread);
    },
    async loadLikes() {
      const { total_new } = await api.call(listLikesEndpoint);
      bus.set('newLikes', total_new);
    },
    async refresh(what) {
      // The user first: if the session ended, the other two would only fail with 403.
      if (what.includes('user')) await session.loadUser();
      if (bus.get('auth').status !== 'logged_in') return;
      await Promise.all([what.includes('chats') ? session.loadChats() : null, what.includes('likes') ? session.loadLikes() : null]);
    },
    async logout() {
      try {
        await api.call(logoutEndpoint);
      } finally {
        forgetMemberTabStorage();
        publishLoggedOut(bus);
      }
    },
  };
  return session;
}

/**
 * The member's offers (the time bonus, else the welcome code) on the bus's `offers` channel, loaded with the
 * session for a member who may have one and cleared on logout or payment: the shell already holds the api
 * client, zod and the contracts, so mf-payments' layout pieces only read the channel instead of bringing a
 * data layer of their own onto every members-area page.
 */
export function followSessionOffers(
  api: ApiClient,
  bus: EventBus,
  settings: Pick<Settings, 'welcome_discount_percent' | 'welcome_discount_days'>,
): { stop(): void } {
  return followMemberOffers({ api, bus, welcome: { percent: settings.welcome_discount_percent, days: settings.welcome_discount_days } });
}

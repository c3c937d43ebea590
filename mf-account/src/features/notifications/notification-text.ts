import type { AppNotification } from '@dating/shared/contracts/notifications';

/** Notification types with their own text (keys under `notifications.types`); any other type reads generically. */
const KNOWN_TYPES = ['like', 'match', 'message', 'visit', 'gift'] as const;
type KnownType = (typeof KNOWN_TYPES)[number];

export interface NotificationView {
  /** Key under `notifications.types`. */
  textKey: KnownType | 'other';
  name: string | null;
  /** Where the notification leads, a path of this site, or null. */
  href: string | null;
}

const positiveId = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/**
 * What a notification shows, from the keys of its payload this screen knows. The payload is
 * untyped jsonb written by other features: anything of the wrong shape is simply not used.
 */
export function viewOf(notification: AppNotification): NotificationView {
  const { payload } = notification;
  const name = typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : null;
  const conversation = positiveId(payload.conversation_id);
  const profile = positiveId(payload.profile_id);
  const href = conversation !== null ? `/chats/${conversation}` : profile !== null ? `/members/${profile}` : null;
  const textKey = (KNOWN_TYPES as readonly string[]).includes(notification.type) ? (notification.type as KnownType) : 'other';
  return { textKey, name, href };
}

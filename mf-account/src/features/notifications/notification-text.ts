import type { AppNotification } from '@dating/shared/contracts/notifications';
import { pathTo } from '@dating/shared/routes/path-to';

/** Notification types with their own text (keys under `notifications.types`); any other type reads generically. */
const KNOWN_TYPES = ['like', 'match', 'message', 'visit', 'gift'] as const;
type KnownType = (typeof KNOWN_TYPES)[number];

export interface NotificationView {
  /** Key under `notifications.types`. */
  textKey: KnownType | 'other';
  name: string | null;
  /** Where the notification leads, a path of this site, or null. */
  href: string | null;
  /**
   * A photo of the member's that a moderator did not approve (type `photo_rejected`): which kind and the
   * reason code; its text is shared/src/i18n/photo-review-texts.ts', the same words as the mail's.
   */
  photoRejected?: { kind: 'profile' | 'chat'; reason: string };
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
  if (notification.type === 'photo_rejected') {
    const kind = payload.kind === 'chat' ? 'chat' : 'profile';
    const reason = typeof payload.reason === 'string' ? payload.reason : '';
    return { textKey, name: null, href: kind === 'profile' ? pathTo('profile') : null, photoRejected: { kind, reason } };
  }
  return { textKey, name, href };
}

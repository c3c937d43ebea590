import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText } from './fields';
import { LocaleSchema } from './locale-schema';
import { ProfileSchema } from './profile';

export const USER_STATUSES = ['not_confirmed', 'confirmed'] as const;
export const NOTIFICATION_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export const EMAIL_NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;

export const UserSchema = z.object({
  id: z.number().int().positive(),
  email: z.email(),
  status: z.enum(USER_STATUSES),
  credits: z.number().int().min(0),
  /** Credits owed after a chargeback of credits already spent (0 normally): the member is asked to settle. */
  credits_owed: z.number().int().min(0).default(0),
  paid_user: z.boolean(),
  signup_date: z.iso.datetime({ offset: true }),
  language: LocaleSchema,
  invisible: z.boolean(),
  /** Whether the member sends read receipts (and so sees the other side's). */
  read_receipts: z.boolean().default(true),
  /** Whether visitors (the home page, logged-out search) may see the member's profile; off until they turn it on. */
  visible_to_visitors: z.boolean().default(false),
  push_subscribed: z.boolean(),
  notifications_disabled: z.array(z.object({ reason: z.enum(NOTIFICATION_DISABLED_REASONS), since: z.iso.datetime({ offset: true }) })),
  profile: ProfileSchema,
});
export type User = z.infer<typeof UserSchema>;

/** GET/POST/PUT /api/user.php respond with `{ user }`; `user` is null when logged out (GET). */
export const UserResponseSchema = z.object({ user: UserSchema.nullable() });

export const LoginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** PUT /api/user.php: fields a member may change on the user record from the shell. */
export const UpdateUserRequestSchema = z.object({ language: LocaleSchema });

/** Query of POST /api/user.php: `push=1` makes the call a push registration instead of a login. */
export const UserPostQuerySchema = z.looseObject({ push: z.enum(['1', 'true']).optional() });

/** The query that makes POST /api/user.php a push registration: `push` present. */
const PushQuerySchema = UserPostQuerySchema.required();

/** POST /api/user.php?push=1 */
export const PushSubscriptionRequestSchema = z.object({
  subscription: z.object({
    endpoint: z.url().max(2048),
    /** Milliseconds since the epoch (a bigint column): whole, never negative; a fraction is rounded. */
    expirationTime: z
      .number()
      .min(0)
      .max(Number.MAX_SAFE_INTEGER)
      .transform((ms) => Math.round(ms))
      .nullable()
      .optional(),
    keys: z.object({ p256dh: lineText().max(256), auth: lineText().max(64) }),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** The member behind the session cookie, or `{ user: null }` for a visitor. */
export const getUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user.php',
  access: 'visitor',
  cache: 'no-store',
  response: UserResponseSchema,
});

/** Logs in with e-mail and password; the answer sets the session cookie. */
export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user.php',
  access: 'visitor',
  cache: 'no-store',
  // Attempts per address, before the per-e-mail lockout even looks (LOGIN_RATE_LIMIT_PER_MINUTE).
  rate: { per: 'address', max: 'login', windowSeconds: 60 },
  body: LoginRequestSchema,
  response: UserResponseSchema,
  errors: ['login_failed', 'account_locked', 'account_pending_deletion', 'account_suspended', 'account_banned'],
});

/**
 * Registers this browser's push subscription for the member (auth); an endpoint already known moves
 * to the current member. Same method and path as login: the api's one route picks by `?push`.
 */
export const subscribePushEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user.php',
  access: 'member',
  cache: 'no-store',
  // Shares its path and so its limit with the login (POST /api/user.php).
  rate: { per: 'address', max: 'login', windowSeconds: 60 },
  query: PushQuerySchema,
  body: PushSubscriptionRequestSchema,
  response: UserResponseSchema,
});

/** Forgets every push subscription of the member, so nothing is pushed any more (auth). */
export const unsubscribePushEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/push-subscription.php',
  access: 'member',
  cache: 'no-store',
  response: UserResponseSchema,
});

/** Changes the member's language on the user record (auth); the shell sends it on a locale switch. */
export const updateUserEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user.php',
  access: 'member',
  cache: 'no-store',
  body: UpdateUserRequestSchema,
  response: UserResponseSchema,
});

/** Ends the session (server side and cookie); answers `{ user: null }`, logged in or not. */
export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/logout.php',
  access: 'visitor',
  cache: 'no-store',
  response: UserResponseSchema,
});

/** The same logout as a link a person can open; refused (csrf_failed) when the browser says another site sent it. */
export const logoutByLinkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/logout.php',
  access: 'visitor',
  cache: 'no-store',
  response: UserResponseSchema,
});

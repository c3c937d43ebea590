import { z } from 'zod';
import { STAFF_ROLES } from '../contracts/endpoint';
import { LocaleSchema } from '../contracts/locale-schema';
import type { RealtimeEvent } from '../contracts/realtime';
import { UserSchema } from '../contracts/user';

/**
 * One of the member's offers as the bus carries it: what the pages show and price with (code, percentage, end)
 * and where it can hold (country, currency, minimum order in the currency's cents; null = any). The fields of
 * the discount contract's code, written out so that the bus does not bring the contracts along into every
 * bundle that reads these schemas; a test holds them to the contract.
 */
const MemberOfferSchema = z.object({
  code: z.string().min(1).max(40),
  value_percentage: z.number().int().min(1).max(100),
  expires: z.iso.datetime({ offset: true }).nullable(),
  country: z.string().length(2).nullable(),
  currency: z.string().length(3).nullable(),
  minimum_order_value: z.number().int().min(0),
});

/**
 * State channels replay their current value to late subscribers (BehaviorSubject);
 * happenings do not (Subject). Every payload has a schema, checked on publish in development and tests.
 */
export const STATE_SCHEMAS = {
  /** Auth/user: 'unknown' until the first GET /api/user.php answers. */
  auth: z.discriminatedUnion('status', [
    z.object({ status: z.literal('unknown') }),
    z.object({ status: z.literal('logged_out') }),
    z.object({ status: z.literal('logged_in'), user: UserSchema }),
  ]),
  unreadMessages: z.number().int().min(0),
  newLikes: z.number().int().min(0),
  credits: z.object({ credits: z.number().int().min(0), premium: z.boolean() }),
  locale: LocaleSchema,
  online: z.boolean(),
  push: z.object({
    capability: z.enum(['unsupported', 'unknown', 'denied', 'granted']),
    isSubscribed: z.boolean(),
    lastMessage: z.object({ title: z.string(), body: z.string(), url: z.string().optional() }).nullable(),
  }),
  /**
   * The member's offers, loaded by the shell with the session: the time bonus while it runs (its countdown
   * runs to `expires`), else the welcome code while it is valid. `member` is whom they were asked for: null
   * until the shell has decided (logged out, or still asking), so a page can wait for them and never shows
   * another member's. Cleared on logout and once the member has paid.
   */
  offers: z.object({
    member: z.number().int().positive().nullable(),
    timeBonus: MemberOfferSchema.nullable(),
    welcome: MemberOfferSchema.nullable(),
  }),
  /**
   * The open page's own title and description for the document head, set by the remote that renders it (a
   * legal page names itself). `pathname` ties it to that page, so no other page shows it. null: the shell's
   * defaults (the site's name and description).
   */
  pageHead: z.object({ pathname: z.string(), title: z.string().min(1).max(200), description: z.string().max(500) }).nullable(),
  /**
   * The staff console's session, for the shell's staff layout and mf-staff's pages: 'unknown' until the
   * shell asks GET /api/staff/session.php (only ever on a console page) or a console login starts one,
   * 'none' without one. The staff member's fields are the staff contract's, written out so that the
   * contract stays out of every bundle that reads these schemas; a test holds them to it.
   */
  staffSession: z.discriminatedUnion('status', [
    z.object({ status: z.literal('unknown') }),
    z.object({ status: z.literal('none') }),
    z.object({
      status: z.literal('signed_in'),
      staff: z.object({ id: z.number().int(), email: z.string(), role: z.enum(STAFF_ROLES) }),
    }),
  ]),
} as const;

/** What mf-chat hears live: a chat event of the channel, or the other member typing. */
export type ChatEvent =
  | Extract<RealtimeEvent, { kind: 'message' | 'read' | 'self_read' | 'conversation_deleted' }>
  | { kind: 'typing'; conversation: number; profile: number; typing: boolean };

export const HAPPENING_SCHEMAS = {
  match: z.object({ profileId: z.number().int().positive() }),
  likeReceived: z.object({ profileId: z.number().int().positive() }),
  /** The member chose the profile in the match modal (its photo or its button): a conversation with them starts. */
  matchChosen: z.object({ profileId: z.number().int().positive() }),
  messageReceived: z.object({ conversationId: z.number().int().positive(), profileId: z.number().int().positive() }),
  /**
   * A live chat event from the shell's realtime connection, for mf-chat: the channel's message, read,
   * self_read and conversation_deleted events as they came, and the other member typing (ephemeral).
   * The shell parsed them with the channel's own schemas; checked here by shape only, so that the
   * chat contract does not ride along into every remote that reads these schemas.
   */
  chatEvent: z.custom<ChatEvent>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { kind?: unknown }).kind === 'string' &&
      Number.isInteger((value as { conversation?: unknown }).conversation) &&
      (value as { conversation: number }).conversation > 0,
  ),
  /** Live events were missed beyond resuming (the channel said reset): open conversations load again. */
  chatResync: z.object({}),
  /** Asks the shell to tell the other member of a conversation that this member started or stopped typing. */
  typingChanged: z.object({ conversation: z.number().int().positive(), typing: z.boolean() }),
  conversationOpened: z.object({ conversationId: z.number().int().positive() }),
  conversationDeleted: z.object({ conversationId: z.number().int().positive() }),
  profileOpened: z.object({ profileId: z.number().int().positive() }),
  paymentCompleted: z.object({ paymentId: z.string(), credits: z.number().int() }),
  /**
   * A payment of the member changed state (the realtime channel's `payment` event, as the shell got it): the
   * status page switches at once instead of waiting for its next check. `status` is the api's payment status.
   */
  paymentUpdated: z.object({ paymentId: z.string(), status: z.string(), credits: z.number().int() }),
  signupStarted: z.object({}),
  signupFlowComplete: z.object({}),
  signupClosed: z.object({}),
  redirectedToLogin: z.object({}),
  /** Asks the shell to open the signup modal (a visitor tried a members-only action). */
  signupRequested: z.object({
    reason: z.enum(['chat', 'photos', 'like', 'gift', 'search', 'other']),
    /** The profile the visitor wanted to reach (e.g. a card's chat button); the first message is kept for it. */
    profileId: z.number().int().positive().optional(),
  }),
  /** Asks the shell to refresh the session, chats and likes (after a push message, a payment, ...). */
  refreshRequested: z.object({ what: z.array(z.enum(['user', 'chats', 'likes'])).min(1) }),
  /** Asks the shell to turn push notifications on (permission + subscription) or off (settings page). */
  pushToggleRequested: z.object({ subscribe: z.boolean() }),
  /** An alert for the shell's banner frame; `message` is already translated. */
  alert: z.object({
    level: z.enum(['info', 'success', 'warning', 'danger']),
    message: z.string().min(1),
    action: z.object({ label: z.string(), href: z.string() }).optional(),
  }),
} as const;

type StateSchemas = typeof STATE_SCHEMAS;
type HappeningSchemas = typeof HAPPENING_SCHEMAS;
export type StateName = keyof StateSchemas;
export type HappeningName = keyof HappeningSchemas;
export type StateValue<K extends StateName> = z.infer<StateSchemas[K]>;
export type HappeningPayload<K extends HappeningName> = z.infer<HappeningSchemas[K]>;
export type PushState = StateValue<'push'>;
export type OffersState = StateValue<'offers'>;
export type StaffSessionState = StateValue<'staffSession'>;
export type MemberOffer = z.infer<typeof MemberOfferSchema>;

import { and, eq, isNull } from 'drizzle-orm';
import type { SignupRequest, TrackingQuery } from '@dating/shared/contracts/index';
import type { Db, Tx } from '../db/database';
import { openConversationBetween } from '../conversations/conversation-pair';
import { credit, openAccount, useFreeMessage } from '../credits/ledger';
import { conversationParticipants, messages, profiles, regions, tracking, users } from '../db/schema';
import { ApiError, validationFailed } from '../http/errors';
import { enqueueMessageMail } from '../notification-mails/message-mails';
import { enqueuePush } from '../push/push-jobs';
import { pathTo } from '@dating/shared/routes/path-to';
import { isBannedAddress } from '../staff/sanctions/sanctions';

const ACCOUNT_EXISTS_MESSAGE = 'An account with this e-mail address already exists. Please log in.';
const PENDING_DELETION_MESSAGE =
  'This account is about to be deleted. Reactivate it with the link in our e-mail or contact customer service.';
const EMAIL_NOT_ACCEPTED_MESSAGE = 'This e-mail address cannot be used to sign up. Please use another one or contact customer service.';
export const SIGNUPS_CLOSED_MESSAGE = 'Signing up is by invitation only.';

const accountExists = () => new ApiError(409, 'account_exists', ACCOUNT_EXISTS_MESSAGE);

export interface NewAccount {
  request: SignupRequest & { email: string };
  siteId: number;
  passwordHash: string;
  signupCredits: number;
  tracking: TrackingQuery | null;
  /** The path the tracking query came in on; kept only with a tracking query. */
  landingPath?: string;
  now: Date;
  /** How long the first message's mail to a member waits (MESSAGE_MAIL_DELAY_SECONDS), as after a send. */
  messageMailDelaySeconds: number;
  /** The address it came from (the staff console shows its country). */
  ip?: string | undefined;
}

/** Postgres (and PGlite) unique violation, possibly wrapped by drizzle as the error's cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Refuses an e-mail a ban keeps out, and one that already has an account, with the answer its state
 * calls for: one waiting for deletion is offered reactivation, any other one a log-in link.
 */
export async function refuseTakenEmail(db: Db, email: string): Promise<void> {
  // An address a ban keeps out (ban evasion, docs/moderation.md): refused without saying why to whoever types it.
  if (await isBannedAddress(db, email)) throw new ApiError(409, 'email_not_accepted', EMAIL_NOT_ACCEPTED_MESSAGE);
  const [existing] = await db.select({ deletionRequestedAt: users.deletionRequestedAt }).from(users).where(eq(users.email, email));
  if (!existing) return;
  if (existing.deletionRequestedAt) throw new ApiError(409, 'account_pending_deletion', PENDING_DELETION_MESSAGE);
  throw accountExists();
}

/** A region must exist and lie in the chosen country (a foreign key alone would answer 500). */
export async function checkRegion(db: Db, regionId: number | null | undefined, country: string): Promise<void> {
  if (regionId === null || regionId === undefined) return;
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, regionId), eq(regions.country, country)));
  if (!row) throw validationFailed('region_id', 'region_id: invalid');
}

/** The profile a first message may go to: one that exists, is active and not on its way out (with its member, if any). */
async function addressableProfile(tx: Tx, profileId: number): Promise<{ userId: number | null } | undefined> {
  const [row] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(
      and(eq(profiles.id, profileId), eq(profiles.status, 'active'), isNull(profiles.deletedAt), isNull(profiles.deletionRequestedAt)),
    );
  return row;
}

/**
 * Everything of a new member in one transaction: user `not_confirmed` and profile
 * `disabled` until activation, the credit account with the signup credits through the ledger
 * (signup_date starts the time bonus), the tracking query, and the first message as the start of a
 * conversation with the profile it was written to — one started conversation and one free message,
 * as if sent from the chat. A concurrent signup with the same e-mail loses on the unique e-mail
 * and gets `account_exists`, never a 500.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<{ userId: number; profileId: number }> {
  const { request, now } = account;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          siteId: account.siteId,
          email: request.email,
          passwordHash: account.passwordHash,
          status: 'not_confirmed',
          signupDate: now,
          signupIp: account.ip ?? null,
          language: request.language ?? 'en',
        })
        .returning({ id: users.id });
      if (!user) throw new Error('signup: user insert returned nothing');

      const [profile] = await tx
        .insert(profiles)
        .values({
          userId: user.id,
          name: request.name,
          status: 'disabled',
          country: request.country,
          regionId: request.region_id ?? null,
          city: request.city,
          gender: request.gender,
          sexuality: request.sexuality,
          dateOfBirth: request.date_of_birth,
          aboutMe: request.about_me?.trim() ?? '',
        })
        .returning({ id: profiles.id });
      if (!profile) throw new Error('signup: profile insert returned nothing');

      await openAccount(tx, user.id);
      if (account.signupCredits > 0) {
        await credit(tx, { userId: user.id, amount: account.signupCredits, reason: 'signup_bonus', key: `signup:${user.id}`, at: now });
      }

      if (account.tracking) {
        await tx
          .insert(tracking)
          .values({ userId: user.id, siteId: account.siteId, ...account.tracking, landingPath: account.landingPath ?? null });
      }

      const message = request.signup_message?.trim();
      const addressee =
        message && request.to_profile_id !== undefined && request.to_profile_id !== profile.id
          ? await addressableProfile(tx, request.to_profile_id)
          : undefined;
      if (message && request.to_profile_id !== undefined && addressee) {
        // Created as a send creates it: the new member started it, and the message is their first free one.
        const conversation = await openConversationBetween(tx, { starter: profile.id, other: request.to_profile_id, at: now });
        const [first] = await tx
          .insert(messages)
          .values({ conversationId: conversation.id, senderProfileId: profile.id, type: 'text', body: message, createdAt: now })
          .returning({ id: messages.id });
        if (!first) throw new Error('signup: message insert returned nothing');
        await useFreeMessage(tx, user.id, 1);
        // The sender has read their own message.
        await tx
          .update(conversationParticipants)
          .set({ lastReadMessageId: first.id })
          .where(and(eq(conversationParticipants.conversationId, conversation.id), eq(conversationParticipants.profileId, profile.id)));
        // A member it was written to hears of it as of any message (a fictional profile has nobody to mail).
        if (addressee.userId !== null) {
          await enqueueMessageMail(tx, {
            userId: addressee.userId,
            conversationId: conversation.id,
            now,
            delaySeconds: account.messageMailDelaySeconds,
          });
          await enqueuePush(tx, {
            userId: addressee.userId,
            type: 'new_conversations',
            topic: `conversation-${conversation.id}`,
            url: pathTo('chats-id', { id: conversation.id }),
            now,
          });
        }
      }
      return { userId: user.id, profileId: profile.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
}

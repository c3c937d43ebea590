import { and, eq } from 'drizzle-orm';
import type { Locale, Profile } from '@dating/shared/contracts/index';
import { hashPassword } from '../auth/passwords';
import { openConversationBetween } from '../conversations/conversation-pair';
import { credit, debit, openAccount } from '../credits/ledger';
import { likeNotificationRow } from '../likes/like-profile';
import type { Tx } from '../db/database';
import * as t from '../db/schema';
import { SITES } from './data/sites';
import { CHAT_LINES_FROM_MEMBER, CHAT_LINES_FROM_PROFILE } from './data/texts';
import { dateOfBirthForAge, type CityRef, type GeneratedProfile } from './fictional-profiles';
import type { FaceInput, PortraitFiles } from './photos';
import { createPrng, type Prng } from './prng';

export type SeedProfile = GeneratedProfile & { id: number };

/** The password of both demo members (README). */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_FREE_EMAIL = 'free@demo.test';
export const DEMO_PREMIUM_EMAIL = 'premium@demo.test';

interface DemoMemberPlan {
  email: string;
  name: string;
  gender: Profile['gender'];
  sexuality: Profile['sexuality'];
  city: string;
  age: number;
  hairColor: NonNullable<Profile['hair_color']>;
  language: Locale;
  paid: boolean;
  signupAgoMs: number;
  aboutMe: string;
  interestSlots: number[];
  /** Unread count per conversation, newest conversation first. */
  conversations: number[];
  /** The conversation (index in `conversations`) the member started by writing first; the others the partner started. */
  startedByMember?: number;
  /** Extra back-and-forth before the newest conversation's last messages: pages of history to scroll. */
  longHistory?: number;
  /** Mutual likes; the first one is new (unseen) for the member. */
  matches: number;
  likedByNew: number;
  likedByOld: number;
  sentOnly: number;
  purchase?: { credits: number; amountCents: number; currency: string; method: (typeof t.paymentMethodEnum.enumValues)[number] };
}

const PLANS: readonly DemoMemberPlan[] = [
  {
    email: DEMO_FREE_EMAIL,
    name: 'Alex',
    gender: 'male',
    sexuality: 'hetero',
    city: 'Amsterdam',
    age: 34,
    hairColor: 'brown',
    language: 'en',
    paid: false,
    // Inside the 4-hour welcome window after signup, so the time bonus shows on a fresh seed.
    signupAgoMs: 60 * 60_000,
    aboutMe: 'Software tester by day, amateur chef by night. Looking for someone to share a good story and a better dinner with.',
    interestSlots: [10, 11, 24, 25, 46],
    conversations: [2, 1, 0, 3],
    // One of the two conversations a free member may start; the free messages are all left.
    startedByMember: 2,
    matches: 1,
    likedByNew: 3,
    likedByOld: 2,
    sentOnly: 2,
  },
  {
    email: DEMO_PREMIUM_EMAIL,
    name: 'Sophie',
    gender: 'female',
    sexuality: 'hetero',
    city: 'Berlin',
    age: 29,
    hairColor: 'blond',
    language: 'en',
    paid: true,
    signupAgoMs: 40 * 86_400_000,
    aboutMe: 'Berlin-based designer who loves galleries, techno and lazy Sunday brunches. Premium, because life is too short to wait.',
    interestSlots: [3, 12, 25, 30, 46, 49],
    conversations: [1, 0, 2, 4, 0],
    longHistory: 80,
    matches: 2,
    likedByNew: 3,
    likedByOld: 3,
    sentOnly: 2,
    // Enough for every journey after the history below is paid for.
    purchase: { credits: 400, amountCents: 8999, currency: 'EUR', method: 'creditcard' },
  },
];

export interface DemoSeedInput {
  siteId: number;
  profiles: readonly SeedProfile[];
  cities: readonly CityRef[];
  interestIds: readonly number[];
  /** Draws (or names) the galleries of these faces; null without photos. */
  portraits: (galleries: readonly { face: FaceInput; count: number }[]) => Promise<PortraitFiles[][] | null>;
  now: Date;
}

const MINUTE = 60_000;

/**
 * The two members the README names, with every badge populated: unread messages in several
 * conversations, new received likes, sent likes and matches, credits through the ledger. Each also has
 * one liker it blocked and one liker whose profile is deleted, which the lists must hide.
 */
export async function seedDemoMembers(tx: Tx, input: DemoSeedInput): Promise<void> {
  const rnd = createPrng(0xdead_beef);
  const settings = SITES[0]?.settings;
  if (!settings) throw new Error('seed: no default site');
  const used = new Set<number>();
  for (const [index, plan] of PLANS.entries()) {
    await seedMember(tx, input, plan, rnd, used, index, settings.signup_credits, settings.message_credits);
  }
}

async function seedMember(
  tx: Tx,
  input: DemoSeedInput,
  plan: DemoMemberPlan,
  rnd: Prng,
  used: Set<number>,
  memberIndex: number,
  signupCredits: number,
  messageCredits: number,
): Promise<void> {
  const city = input.cities.find((c) => c.name === plan.city);
  if (!city) throw new Error(`seed: unknown city ${plan.city}`);
  const signupDate = new Date(input.now.getTime() - plan.signupAgoMs);

  const [user] = await tx
    .insert(t.users)
    .values({
      siteId: input.siteId,
      email: plan.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      status: 'confirmed',
      paidUser: plan.paid,
      signupDate,
      language: plan.language,
      createdAt: signupDate,
    })
    .returning({ id: t.users.id });
  if (!user) throw new Error('seed: user insert returned nothing');

  const [profile] = await tx
    .insert(t.profiles)
    .values({
      userId: user.id,
      fictional: false,
      name: plan.name,
      status: 'active',
      country: city.country,
      regionId: city.regionId,
      city: city.name,
      lat: city.lat,
      lon: city.lon,
      gender: plan.gender,
      sexuality: plan.sexuality,
      dateOfBirth: dateOfBirthForAge(input.now, plan.age, 120 + memberIndex * 77),
      hairColor: plan.hairColor,
      eyeColor: plan.gender === 'male' ? 'green' : 'blue',
      bodyType: 'athletic',
      relationshipStatus: 'single',
      tattoos: plan.gender === 'male' ? 'none' : 'one',
      aboutMe: plan.aboutMe,
      online: false,
      lastSeenAt: new Date(input.now.getTime() - 3 * 3_600_000),
      createdAt: signupDate,
      updatedAt: signupDate,
    })
    .returning({ id: t.profiles.id });
  if (!profile) throw new Error('seed: profile insert returned nothing');
  const me = profile.id;

  const interests = plan.interestSlots
    .map((slot) => input.interestIds[slot % input.interestIds.length])
    .filter((id): id is number => id !== undefined);
  await tx.insert(t.profileInterests).values([...new Set(interests)].map((interestId) => ({ profileId: me, interestId })));

  const face: FaceInput = {
    key: `demo:${plan.email}`,
    gender: plan.gender === 'male' ? 'male' : 'female',
    age: plan.age,
    hairColor: plan.hairColor,
  };
  const [files] = (await input.portraits([{ face, count: 1 }]))?.[0] ?? [];
  // The demo members' photos have passed moderation already: the queue starts empty.
  if (files)
    await tx.insert(t.photos).values({ profileId: me, ...files, status: 'active', position: 0, isMain: true, reviewedAt: signupDate });

  // Credits through the ledger: signup bonus, then (premium) a completed purchase; messages sent below spend them.
  await openAccount(tx, user.id);
  await credit(tx, { userId: user.id, amount: signupCredits, reason: 'signup_bonus', key: `signup:${user.id}`, at: signupDate });
  if (plan.purchase) {
    const paidAt = new Date(signupDate.getTime() + 2 * 86_400_000);
    const [payment] = await tx
      .insert(t.payments)
      .values({
        publicId: `demo${Array.from({ length: 20 }, () => rnd.int(0, 35).toString(36)).join('')}`,
        userId: user.id,
        credits: plan.purchase.credits,
        amountCents: plan.purchase.amountCents,
        currency: plan.purchase.currency,
        method: plan.purchase.method,
        status: 'completed',
        provider: 'sandbox',
        providerReference: `seed-${user.id}-1`,
        createdAt: paidAt,
        updatedAt: paidAt,
        paidAt,
      })
      .returning({ id: t.payments.id });
    if (!payment) throw new Error('seed: payment insert returned nothing');
    await credit(tx, {
      userId: user.id,
      amount: plan.purchase.credits,
      reason: 'purchase',
      key: `payment:${payment.id}`,
      paymentId: payment.id,
      at: paidAt,
    });
  }

  // Partners: fictional profiles of the other gender open to this member, each used once.
  const wanted = plan.gender === 'male' ? 'female' : 'male';
  const open = (p: SeedProfile) => p.row.sexuality === 'hetero' || p.row.sexuality === 'bi';
  const free = input.profiles.filter((p) => p.row.gender === wanted && !used.has(p.id));
  // Hetero/bi profiles first; the rest only if a tiny test seed runs short.
  const candidates = [
    ...rnd.sample(free.filter(open), free.length),
    ...rnd.sample(
      free.filter((p) => !open(p)),
      free.length,
    ),
  ];
  const take = (): SeedProfile => {
    const next = candidates.shift();
    if (!next) throw new Error('seed: not enough fictional profiles for the demo members');
    used.add(next.id);
    return next;
  };

  for (const [index, unread] of plan.conversations.entries()) {
    await seedConversation(tx, {
      me,
      userId: user.id,
      partner: take().id,
      unread,
      rnd,
      messageCredits,
      lastAt: new Date(input.now.getTime() - (index * 97 + 4) * MINUTE),
      replies: plan.paid ? 2 : 1,
      startedByMe: plan.startedByMember === index,
      history: index === 0 ? (plan.longHistory ?? 0) : 0,
    });
  }

  const likeRows: (typeof t.likes.$inferInsert)[] = [];
  const ago = (minutes: number) => new Date(input.now.getTime() - minutes * MINUTE);
  for (let i = 0; i < plan.matches; i += 1) {
    const partner = take().id;
    likeRows.push({ fromProfileId: me, toProfileId: partner, isNew: false, createdAt: ago(3000 + i * 60) });
    likeRows.push({ fromProfileId: partner, toProfileId: me, isNew: i === 0, createdAt: ago(20 + i * 400) });
  }
  for (let i = 0; i < plan.likedByNew; i += 1)
    likeRows.push({ fromProfileId: take().id, toProfileId: me, isNew: true, createdAt: ago(7 + i * 53) });
  for (let i = 0; i < plan.likedByOld; i += 1)
    likeRows.push({ fromProfileId: take().id, toProfileId: me, isNew: false, createdAt: ago(2000 + i * 700) });
  for (let i = 0; i < plan.sentOnly; i += 1)
    likeRows.push({ fromProfileId: me, toProfileId: take().id, isNew: true, createdAt: ago(600 + i * 300) });

  // A liker the member blocked and a liker whose account is deleted: both must stay invisible.
  const blocked = take().id;
  const deleted = take().id;
  likeRows.push({ fromProfileId: blocked, toProfileId: me, isNew: true, createdAt: ago(2) });
  likeRows.push({ fromProfileId: deleted, toProfileId: me, isNew: true, createdAt: ago(3) });
  await tx.insert(t.likes).values(likeRows);
  await tx
    .insert(t.notifications)
    .values(likeNotifications(likeRows, { me, userId: user.id, hidden: [blocked, deleted], profiles: input.profiles }));
  await tx.insert(t.blocks).values({ blockerProfileId: me, blockedProfileId: blocked, createdAt: ago(1) });
  await tx
    .update(t.profiles)
    .set({ deletedAt: ago(1), status: 'disabled', online: false })
    .where(eq(t.profiles.id, deleted));
}

/**
 * The in-app notification each like the member received left when it was made, built by the code a
 * real like uses (a match when the member had liked the liker first); the likes the member has seen
 * were read. The blocked and the deleted liker have none: their notification would lead to a
 * profile that is a 404 for the member.
 */
function likeNotifications(
  likeRows: readonly (typeof t.likes.$inferInsert)[],
  member: { me: number; userId: number; hidden: readonly number[]; profiles: readonly SeedProfile[] },
): (typeof t.notifications.$inferInsert)[] {
  const names = new Map(member.profiles.map((p) => [p.id, p.row.name]));
  const at = (row: typeof t.likes.$inferInsert) => row.createdAt ?? new Date(0);
  return likeRows
    .filter((row) => row.toProfileId === member.me && !member.hidden.includes(row.fromProfileId))
    .map((row) => {
      const likedFirst = likeRows.some(
        (mine) => mine.fromProfileId === member.me && mine.toProfileId === row.fromProfileId && at(mine) < at(row),
      );
      const notice = {
        userId: member.userId,
        type: likedFirst ? ('match' as const) : ('like' as const),
        likerProfileId: row.fromProfileId,
        likerName: names.get(row.fromProfileId) ?? '',
      };
      return { ...likeNotificationRow(notice), readAt: row.isNew === false ? at(row) : null, createdAt: at(row) };
    });
}

interface ConversationPlan {
  me: number;
  userId: number;
  partner: number;
  unread: number;
  rnd: Prng;
  messageCredits: number;
  lastAt: Date;
  replies: number;
  /** The member wrote first (the conversation counts as one they started). */
  startedByMe: boolean;
  /** Lines of back-and-forth after the opening, spread over days. */
  history: number;
}

async function seedConversation(tx: Tx, c: ConversationPlan): Promise<void> {
  const line = (from: 'me' | 'them') => ({ from, text: c.rnd.pick(from === 'me' ? CHAT_LINES_FROM_MEMBER : CHAT_LINES_FROM_PROFILE) });
  let script: { from: 'me' | 'them'; text: string }[];
  if (c.startedByMe) {
    // The member opens, the partner answers, then `unread` more partner messages.
    script = [line('me'), line('them')];
  } else {
    // The partner opens, the member answers `replies` times, then `unread` partner messages.
    script = [line('them')];
    for (let i = 0; i < c.history; i += 1) script.push(line(i % 2 === 0 ? 'me' : 'them'));
    // A conversation with 3+ unread messages is one the member never answered.
    const replies = c.unread >= 3 ? 0 : c.replies;
    for (let i = 0; i < replies; i += 1) {
      script.push(line('me'));
      if (i < replies - 1 || c.unread === 0) script.push(line('them'));
    }
  }
  for (let i = 0; i < c.unread; i += 1) script.push(line('them'));

  // A long history spreads over a few days (the view groups messages by day).
  const step = (c.history > 0 ? 47 : 3) * MINUTE;
  const firstAt = new Date(c.lastAt.getTime() - (script.length - 1) * step);
  const conversation = await openConversationBetween(tx, {
    starter: c.startedByMe ? c.me : c.partner,
    other: c.startedByMe ? c.partner : c.me,
    at: firstAt,
  });
  await tx.update(t.conversations).set({ lastMessageAt: c.lastAt }).where(eq(t.conversations.id, conversation.id));

  const rows = await tx
    .insert(t.messages)
    .values(
      script.map((entry, index) => ({
        conversationId: conversation.id,
        senderProfileId: entry.from === 'me' ? c.me : c.partner,
        type: 'text' as const,
        body: entry.text,
        creditsCost: entry.from === 'me' ? c.messageCredits : 0,
        createdAt: new Date(firstAt.getTime() + index * step),
      })),
    )
    .returning({ id: t.messages.id, sender: t.messages.senderProfileId, createdAt: t.messages.createdAt });
  // Ids follow the script's order (one statement, one sequence); sorting makes it explicit.
  rows.sort((a, b) => a.id - b.id);
  for (const row of rows) {
    if (row.sender !== c.me || c.messageCredits === 0) continue;
    await debit(tx, {
      userId: c.userId,
      amount: c.messageCredits,
      reason: 'message',
      key: `message:${row.id}`,
      messageId: row.id,
      at: row.createdAt,
    });
  }
  const ids = rows.map((row) => row.id);
  const readUpTo = ids[ids.length - 1 - c.unread] ?? 0;
  const participants = t.conversationParticipants;
  for (const [profileId, lastRead] of [
    [c.me, readUpTo],
    [c.partner, ids[ids.length - 1] ?? 0],
  ] as const) {
    await tx
      .update(participants)
      .set({ lastReadMessageId: lastRead })
      .where(and(eq(participants.conversationId, conversation.id), eq(participants.profileId, profileId)));
  }
}

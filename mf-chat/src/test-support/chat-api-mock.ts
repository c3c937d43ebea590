// A small in-memory chat api for mf-chat's screen tests (msw), answering the chat endpoints of
// shared/src/contracts/chats.ts with their shapes, and recording what the screens sent.
import { HttpResponse } from 'msw';
import {
  deleteChatEndpoint,
  deleteChatsByProfileEndpoint,
  getConversationEndpoint,
  listChatsEndpoint,
  listMessagesEndpoint,
  markReadEndpoint,
  sendMessageEndpoint,
  uploadChatPhotoEndpoint,
  type ChatAllowance,
  type ChatsResponse,
  type Message,
  type SendMessageRequest,
} from '@dating/shared/contracts/chats';
import type { ErrorCode } from '@dating/shared/contracts/errors';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { createChatExtrasHandlers, gifFixtures, giftsFixture } from '@dating/shared/msw/chat-extras';
import { createPaymentsHandlers } from '@dating/shared/msw/payments';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { profileFixtures } from '@dating/shared/msw/fixtures';
import { errorResponse } from '@dating/shared/msw/responses';
import { mountScreen as mountParcelScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';

interface MockConversation {
  id: number;
  profile: ProfileSummary;
  /** Oldest first. */
  messages: Message[];
  unread: number;
  send_state: string;
  /** The newest own message the other side read (read receipts); 0 when absent. */
  read_up_to?: number;
}

export interface ChatApiState {
  conversations: MockConversation[];
  allowance: ChatAllowance;
  /** Messages per page of /api/messages.php and the opening page. */
  pageSize: number;
  historyLimited: boolean;
  /** Codes the next sends are refused with, in order (one each). */
  refuseNextSends: { status: number; code: ErrorCode }[];
  failNextDelete: boolean;
  /** While set, sends wait for it before they are answered. */
  sendGate: Promise<void> | null;
  sends: SendMessageRequest[];
  /** Photos uploaded (POST /api/chat-photo.php), by the id answered. */
  uploads: string[];
  /** GIF searches made (query and page). */
  gifSearches: { q: string; page: string | null }[];
  reads: { conversation: number; up_to: number }[];
  deletes: number[];
  deletedByProfile: number[];
  nextMessageId: number;
}

const [sanne, lotteProfile] = profileFixtures as [ProfileSummary, ProfileSummary, ...ProfileSummary[]];
export const lotte = lotteProfile;

let clock = Date.parse('2026-11-20T09:00:00Z');
const at = (minutes: number) => new Date(clock + minutes * 60_000).toISOString();

export function message(id: number, text: string, fromMe: boolean, minutes: number, type = 'text'): Message {
  return {
    id,
    client_id: fromMe ? `00000000-0000-4000-8000-${String(id).padStart(12, '0')}` : null,
    type,
    text,
    from_me: fromMe,
    created_at: at(minutes),
    photo: null,
    gift: null,
  };
}

/** A photo message (a GIF when `animated`), pictures by made-up URLs. */
export function photoMessage(id: number, fromMe: boolean, minutes: number, animated = false): Message {
  const url = `/api/chat-photo.php?id=p${id}`;
  return {
    ...message(id, '', fromMe, minutes, 'photo'),
    photo: { url: `${url}&size=full`, thumb_url: `${url}&size=thumb`, width: 800, height: 600, animated },
  };
}

/** A gift message. */
export function giftMessage(id: number, slug: string, fromMe: boolean, minutes: number): Message {
  return { ...message(id, '', fromMe, minutes, 'gift'), gift: { slug } };
}

function createChatState(): ChatApiState {
  clock = Date.parse('2026-11-20T09:00:00Z');
  return {
    conversations: [
      {
        id: 501,
        profile: sanne,
        messages: [
          message(1, 'Hi there!', true, 0),
          message(2, 'Hello! How are you?', false, 5),
          message(3, 'Fancy a coffee\non Sunday?', false, 6),
        ],
        unread: 2,
        send_state: 'open',
      },
      { id: 502, profile: lotte, messages: [message(4, 'See you!', true, -3000)], unread: 0, send_state: 'open' },
    ],
    allowance: { credits: 12, premium: false, message_credits: 1, free_messages_left: 3, conversations_left: 1 },
    pageSize: 50,
    historyLimited: false,
    refuseNextSends: [],
    failNextDelete: false,
    sendGate: null,
    sends: [],
    uploads: [],
    gifSearches: [],
    reads: [],
    deletes: [],
    deletedByProfile: [],
    nextMessageId: 1000,
  };
}

function chatsOf(state: ChatApiState): ChatsResponse {
  const chats = state.conversations
    .map((conversation) => {
      const last = conversation.messages.at(-1) ?? null;
      return {
        conversation: conversation.id,
        profile: conversation.profile,
        num_unread_messages: conversation.unread,
        last_message: last && {
          type: last.type as 'text',
          text: last.text,
          from_me: last.from_me,
          created_at: last.created_at,
          gift: last.gift,
          photo: last.photo && { animated: last.photo.animated },
        },
        updated_at: last?.created_at ?? at(0),
      };
    })
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return { chats, total_unread: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}

/** The newest `size` messages before `before` (all when it is undefined), oldest first, and the next cursor. */
function pageOf(state: ChatApiState, conversation: MockConversation, before?: number) {
  const older = before === undefined ? conversation.messages : conversation.messages.filter((m) => m.id < before);
  const messages = older.slice(-state.pageSize);
  const more = older.length > messages.length;
  return { messages, older_cursor: more ? messages[0]!.id : null, history_limited: !more && state.historyLimited };
}

/** The stored message a send makes, by its kind (what the api stores; a GIF is a photo message). */
function storedOf(state: ChatApiState, body: SendMessageRequest): Message {
  const base = { ...message(state.nextMessageId++, '', true, 0), client_id: body.client_id, created_at: new Date().toISOString() };
  switch (body.kind) {
    case 'photo': {
      const url = `/api/chat-photo.php?id=${body.photo}`;
      return {
        ...base,
        type: 'photo',
        photo: { url: `${url}&size=full`, thumb_url: `${url}&size=thumb`, width: 800, height: 600, animated: false },
      };
    }
    case 'gif': {
      const gif = gifFixtures.find((known) => known.id === body.gif)!;
      return { ...base, type: 'photo', photo: { url: gif.url, thumb_url: gif.url, width: gif.width, height: gif.height, animated: true } };
    }
    case 'gift':
      return { ...base, type: 'gift', gift: { slug: body.gift! } };
    default:
      return { ...base, text: body.text ?? '' };
  }
}

/** What a send costs, as the api charges it: a text or GIF a free message or message_credits, a photo photo_credits (2), a gift its price. */
function charge(state: ChatApiState, body: SendMessageRequest): ChatAllowance {
  const a = state.allowance;
  if (body.kind === 'photo') return { ...a, credits: a.credits - 2 };
  if (body.kind === 'gift') return { ...a, credits: a.credits - giftsFixture.find((gift) => gift.slug === body.gift)!.price };
  return a.free_messages_left > 0
    ? { ...a, free_messages_left: a.free_messages_left - 1 }
    : { ...a, credits: a.credits - a.message_credits };
}

function chatHandlers(state: ChatApiState) {
  const find = (id: number) => state.conversations.find((conversation) => conversation.id === id);
  return [
    ...createChatExtrasHandlers((search) => state.gifSearches.push(search)).handlers,
    // The bundles the footer prices a credit from.
    ...createPaymentsHandlers().handlers,
    endpointHandler(uploadChatPhotoEndpoint, () => {
      const photo = `up${state.uploads.length + 1}`;
      state.uploads.push(photo);
      return HttpResponse.json({ photo, width: 800, height: 600 });
    }),
    endpointHandler(listChatsEndpoint, () => HttpResponse.json(chatsOf(state))),
    endpointHandler(deleteChatEndpoint, async ({ request }) => {
      const { conversation } = await request.json();
      state.deletes.push(conversation);
      if (state.failNextDelete) {
        state.failNextDelete = false;
        return errorResponse(404, 'not_found', 'No such conversation');
      }
      state.conversations = state.conversations.filter((known) => known.id !== conversation);
      return HttpResponse.json({ ok: true as const });
    }),
    endpointHandler(deleteChatsByProfileEndpoint, async ({ request }) => {
      const { profile } = await request.json();
      state.deletedByProfile.push(profile);
      state.conversations = state.conversations.filter((known) => known.profile.id !== profile);
      return HttpResponse.json({ ok: true as const });
    }),
    endpointHandler(getConversationEndpoint, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const byId = query.get('conversation');
      const byProfile = query.get('profile');
      const conversation = byId ? find(Number(byId)) : state.conversations.find((known) => known.profile.id === Number(byProfile));
      if (byId && !conversation) return errorResponse(404, 'not_found', 'No such conversation');
      const profile = conversation?.profile ?? profileFixtures.find((known) => known.id === Number(byProfile));
      if (!profile) return errorResponse(404, 'not_found', 'No such member');
      const page = conversation ? pageOf(state, conversation) : { messages: [], older_cursor: null, history_limited: false };
      return HttpResponse.json({
        ...page,
        conversation: conversation?.id ?? null,
        profile,
        send_state: conversation?.send_state ?? 'open',
        read_up_to: conversation?.read_up_to ?? 0,
        allowance: state.allowance,
      });
    }),
    endpointHandler(listMessagesEndpoint, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const conversation = find(Number(query.get('conversation')));
      if (!conversation) return errorResponse(404, 'not_found', 'No such conversation');
      return HttpResponse.json(pageOf(state, conversation, Number(query.get('before'))));
    }),
    endpointHandler(sendMessageEndpoint, async ({ request }) => {
      const body = { ...(await request.json()) } as SendMessageRequest;
      body.kind ??= 'text';
      state.sends.push(body);
      if (state.sendGate) await state.sendGate;
      const refusal = state.refuseNextSends.shift();
      if (refusal) return errorResponse(refusal.status, refusal.code, 'Refused');
      let conversation = state.conversations.find((known) => known.profile.id === body.profile);
      if (!conversation) {
        const profile = profileFixtures.find((known) => known.id === body.profile)!;
        conversation = { id: 600 + state.conversations.length, profile, messages: [], unread: 0, send_state: 'open' };
        state.conversations.push(conversation);
      }
      const known = conversation.messages.find((stored) => stored.client_id === body.client_id);
      const stored = known ?? storedOf(state, body);
      if (!known) {
        conversation.messages.push(stored);
        state.allowance = charge(state, body);
      }
      return HttpResponse.json({ conversation: conversation.id, message: stored, allowance: state.allowance });
    }),
    endpointHandler(markReadEndpoint, async ({ request }) => {
      const body = await request.json();
      state.reads.push(body);
      const conversation = find(body.conversation);
      if (!conversation) return errorResponse(404, 'not_found', 'No such conversation');
      conversation.unread = 0;
      return HttpResponse.json({ ok: true as const, total_unread: chatsOf(state).total_unread });
    }),
  ];
}

/**
 * The chat screens' test setup: this in-memory api (fresh state before each test) and a mountScreen
 * whose parcels are unmounted after each test — a screen left mounted would go on fetching from the
 * next test's api. `unmountScreens` does the same within a test.
 */
export function setupChatScreens() {
  const state = {} as ChatApiState;
  setupScreenServer(...chatHandlers(state));
  beforeEach(() => {
    Object.assign(state, createChatState());
    // Unsent messages are kept for the tab: one test's must not turn up in the next.
    sessionStorage.clear();
  });
  const mounted: { unmount(): Promise<void> }[] = [];
  const unmountScreens = async () => {
    for (const screenParcel of mounted.splice(0)) await screenParcel.unmount();
  };
  afterEach(unmountScreens);
  const mountScreen: typeof mountParcelScreen = async (parcel, options) => {
    const screenMount = await mountParcelScreen(parcel, options);
    mounted.push(screenMount.mounted);
    return screenMount;
  };
  return { state, mountScreen, unmountScreens };
}

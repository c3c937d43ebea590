import { HttpResponse, type HttpHandler } from 'msw';
import type { Message } from '../contracts/chats';
import { CLIENT_HEADER, type ErrorBody, type ErrorCode } from '../contracts/errors';
import {
  addMemberNoteEndpoint,
  addPersonaFactEndpoint,
  CLAIM_LEASE_SECONDS,
  claimConversationEndpoint,
  getInboxConversationEndpoint,
  getInboxEndpoint,
  getInboxFiguresEndpoint,
  listInboxMessagesEndpoint,
  releaseConversationEndpoint,
  removePersonaFactEndpoint,
  replyAsPersonaEndpoint,
  type InboxErrorCode,
  type InboxItem,
  type InboxReplyRequest,
  type MemberSheet,
  type PersonaSheet,
} from '../contracts/staff-inbox';
import { endpointHandler } from './endpoint-handler';
import { readJson } from './responses';
import type { MockStaffMember } from './staff';

/** Who holds a conversation in the mock: a staff member until a moment. */
interface MockClaim {
  staffId: number;
  email: string;
  expiresAt: number;
}

/** One conversation of the mock inbox: its member and persona sheets and every message, oldest first. */
interface MockInboxConversation {
  id: number;
  persona: PersonaSheet;
  member: MemberSheet;
  messages: Message[];
}

export interface StaffInboxMockState {
  conversations: MockInboxConversation[];
  claims: Map<number, MockClaim>;
  /** Every reply body the mock took, in order (a retry with the same client_id is not stored twice). */
  replies: InboxReplyRequest[];
  /** Conversations released, in order. */
  released: number[];
}

export interface StaffInboxMockOptions {
  /** The staff member the calls come from: everyone else (and roles without the inbox) gets the api's 404. */
  viewer?: () => MockStaffMember | null;
  /** The clock the fixture's waiting times and the leases are made from (tests pass theirs). */
  now?: () => number;
}

/** The operator of the fixture who holds one conversation (Erik's) for the whole session. */
export const FIXTURE_OTHER_OPERATOR = { id: 99, email: 'operator2@demo.test' } as const;
/** Messages per page, as the conversation's first page and each older page. */
const PAGE_SIZE = 20;
/** How many messages the page shows before the `older_cursor` (small, so the fixture has older history). */
const FIRST_PAGE = 6;

const photo = (id: number) => ({ id, url: `/photos/${id}.jpg`, thumb_url: `/photos/${id}-thumb.jpg` });

const anna = (): Omit<PersonaSheet, 'facts'> => ({
  id: 901,
  name: 'Anna',
  age: 29,
  gender: 'female',
  country: 'DE',
  city: 'Berlin',
  photo_url: '/photos/9011-thumb.jpg',
  about_me: 'Coffee first, then the world. I cycle everywhere, love flea markets and cook too much pasta.',
  details: {
    relationship_status: 'single',
    body_type: 'athletic',
    hair_color: 'blond',
    eye_color: 'blue',
    tattoos: 'one',
    sexuality: 'hetero',
  },
  photos: [photo(9011), photo(9012), photo(9013)],
});

const sofia = (): Omit<PersonaSheet, 'facts'> => ({
  id: 902,
  name: 'Sofia',
  age: 33,
  gender: 'female',
  country: 'IT',
  city: 'Milano',
  photo_url: '/photos/9021-thumb.jpg',
  about_me: 'Architect by day, salsa by night. Looking for someone who can make me laugh.',
  details: {
    relationship_status: 'divorced',
    body_type: 'curvy',
    hair_color: 'brown',
    eye_color: 'hazel',
    tattoos: null,
    sexuality: 'hetero',
  },
  photos: [photo(9021), photo(9022)],
});

interface MemberSeed {
  conversation: number;
  member: Omit<MemberSheet, 'notes'>;
  persona: 'anna' | 'sofia';
  waitingMinutes: number;
  /** The member's unanswered messages, oldest first (the last one is the preview). */
  waiting: ({ text: string } | { photo: number } | { gift: string })[];
  /** Older history, oldest first: a member's message and the persona's answer each. */
  history: [string, string][];
}

const MEMBERS: MemberSeed[] = [
  {
    conversation: 501,
    member: {
      id: 201,
      name: 'Jan',
      age: 41,
      gender: 'male',
      country: 'DE',
      city: 'Hamburg',
      photo_url: '/photos/201-thumb.jpg',
      language: 'de',
      premium: false,
      out_of_credits: false,
      about_me: 'Segler, Hundebesitzer, Frühaufsteher.',
      time_zone: 'Europe/Berlin',
    },
    persona: 'anna',
    waitingMinutes: 14,
    waiting: [{ text: 'Hallo Anna, wie war dein Tag?' }, { text: 'Bist du heute Abend noch wach? 😊' }],
    history: [
      ['Hallo Anna, schönes Profil!', 'Danke dir, Jan 😊 Segelst du wirklich?'],
      ['Ja, jedes Wochenende auf der Alster.', 'Klingt herrlich. Ich fahre lieber Rad.'],
      ['Wohin fährst du am liebsten?', 'Am Wannsee entlang, mit Bruno im Körbchen.'],
      ['Bruno ist dein Hund?', 'Genau, ein kleiner Terrier mit großem Ego.'],
      ['Ich habe auch einen Hund, Lotte.', 'Dann müssen die zwei sich mal kennenlernen!'],
      ['Gerne! Was machst du heute noch?', 'Pasta kochen, wie immer zu viel.'],
    ],
  },
  {
    conversation: 502,
    member: {
      id: 202,
      name: 'Pierre',
      age: 36,
      gender: 'male',
      country: 'FR',
      city: 'Lyon',
      photo_url: null,
      language: 'fr',
      premium: true,
      out_of_credits: false,
      about_me: 'Cuisinier, amateur de vin et de randonnées.',
      time_zone: 'Europe/Paris',
    },
    persona: 'sofia',
    waitingMinutes: 9,
    waiting: [{ text: 'Regarde ma vue ce soir' }, { photo: 7021 }],
    history: [['Ciao Sofia ! Tu parles français ?', 'Un peu ! J’ai vécu deux ans à Paris.']],
  },
  {
    conversation: 503,
    member: {
      id: 203,
      name: 'Marco',
      age: 45,
      gender: 'male',
      country: 'IT',
      city: 'Roma',
      photo_url: '/photos/203-thumb.jpg',
      language: 'it',
      premium: false,
      out_of_credits: true,
      about_me: '',
      time_zone: 'Europe/Rome',
    },
    persona: 'sofia',
    waitingMinutes: 6,
    waiting: [{ gift: 'red-rose' }],
    history: [],
  },
  {
    conversation: 504,
    member: {
      id: 204,
      name: 'Erik',
      age: 38,
      gender: 'male',
      country: 'SE',
      city: 'Göteborg',
      photo_url: '/photos/204-thumb.jpg',
      language: 'sv',
      premium: true,
      out_of_credits: false,
      about_me: 'Gillar fjällen och bastu.',
      time_zone: 'Europe/Stockholm',
    },
    persona: 'anna',
    waitingMinutes: 4,
    waiting: [{ text: 'Hej Anna! Pratar du svenska?' }],
    history: [['Hi Anna, I love your photos from Berlin.', 'Thank you! Have you ever been?']],
  },
  {
    conversation: 505,
    member: {
      id: 205,
      name: 'Tom',
      age: 31,
      gender: 'male',
      country: 'GB',
      city: 'Manchester',
      photo_url: null,
      language: 'en',
      premium: false,
      out_of_credits: false,
      about_me: 'Football on Saturdays, long walks on Sundays.',
      time_zone: 'Europe/London',
    },
    persona: 'anna',
    waitingMinutes: 1,
    waiting: [{ text: 'Hi Anna! How was your weekend?' }],
    history: [],
  },
];

function inboxError(status: number, code: ErrorCode | InboxErrorCode, message: string, field?: string): HttpResponse<ErrorBody> {
  return HttpResponse.json<ErrorBody>({ error: { code, message, ...(field ? { field } : {}) } }, { status });
}
/** As the api answers anyone the inbox is not for: as a path that does not exist. */
const noSuchEndpoint = () => inboxError(404, 'not_found', 'No such endpoint');
const claimRequired = () => inboxError(409, 'claim_required', 'Your hold on this conversation ran out: take it again before you write.');

/** The fixture's conversations, their messages timed back from `now`. */
function staffInboxFixture(now: number): MockInboxConversation[] {
  let messageId = 10_000;
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const message = (fromMe: boolean, minutesAgo: number, content: { text: string } | { photo: number } | { gift: string }): Message => {
    messageId += 1;
    const base = { id: messageId, client_id: null, from_me: fromMe, created_at: at(minutesAgo), photo: null, gift: null };
    if ('photo' in content)
      return {
        ...base,
        type: 'photo',
        text: '',
        photo: {
          url: `/photos/${content.photo}.jpg`,
          thumb_url: `/photos/${content.photo}-thumb.jpg`,
          width: 600,
          height: 800,
          animated: false,
        },
      };
    if ('gift' in content) return { ...base, type: 'gift', text: '', gift: { slug: content.gift } };
    return { ...base, type: 'text', text: content.text };
  };
  return MEMBERS.map((seed) => {
    const persona = seed.persona === 'anna' ? anna() : sofia();
    const messages: Message[] = [];
    const start = seed.waitingMinutes + 60 * (seed.history.length + 1);
    seed.history.forEach(([said, answered], turn) => {
      const minutesAgo = start - turn * 60;
      messages.push(message(false, minutesAgo, { text: said }));
      messages.push(message(true, minutesAgo - 5, { text: answered }));
    });
    seed.waiting.forEach((content, index) => messages.push(message(false, seed.waitingMinutes - index * 0.2, content)));
    const facts =
      seed.persona === 'anna'
        ? [{ id: 1, text: 'Has a dog called Bruno', author_email: 'operator@demo.test', created_at: at(60 * 24 * 3) }]
        : [
            {
              id: 2,
              text: 'Works as an architect, never talks about her ex',
              author_email: 'admin@demo.test',
              created_at: at(60 * 24 * 9),
            },
          ];
    const notes =
      seed.conversation === 501
        ? [{ id: 11, text: 'Sails on weekends; asked twice about meeting', author_email: 'operator@demo.test', created_at: at(60 * 26) }]
        : [];
    return { id: seed.conversation, persona: { ...persona, facts }, member: { ...seed.member, notes }, messages };
  });
}

const summary = ({ about_me: _about, details: _details, photos: _photos, facts: _facts, ...profile }: PersonaSheet) => profile;
const memberSummary = ({ about_me: _about, time_zone: _zone, notes: _notes, ...member }: MemberSheet) => member;

/**
 * msw handlers for the operator inbox (shared/src/contracts/staff-inbox.ts), answering like the api: two
 * personas (Anna, Sofia), five members waiting in five languages, Erik's conversation held by another
 * operator (FIXTURE_OTHER_OPERATOR) whose lease never runs out here. Leases last CLAIM_LEASE_SECONDS on
 * the mock's clock; `claims` can be changed by a test (take a lease away: `claims.delete(id)`). Only an
 * operator or an admin signed in (`viewer`) gets answers, everyone else the api's 404.
 */
export function createStaffInboxHandlers({ viewer = () => null, now = Date.now }: StaffInboxMockOptions = {}): {
  state: StaffInboxMockState;
  handlers: HttpHandler[];
} {
  const state: StaffInboxMockState = {
    conversations: staffInboxFixture(now()),
    claims: new Map([[504, { ...FIXTURE_OTHER_OPERATOR, staffId: FIXTURE_OTHER_OPERATOR.id, expiresAt: Number.POSITIVE_INFINITY }]]),
    replies: [],
    released: [],
  };
  let nextId = 50_000;

  const inboxViewer = () => {
    const staff = viewer();
    return staff && (staff.role === 'operator' || staff.role === 'admin') ? staff : null;
  };
  const liveClaim = (conversation: number) => {
    const claim = state.claims.get(conversation);
    return claim && claim.expiresAt > now() ? claim : null;
  };
  const holds = (staff: MockStaffMember, conversation: number) => liveClaim(conversation)?.staffId === staff.id;
  const conversationOf = (id: number) => state.conversations.find((candidate) => candidate.id === id);
  const leaseOf = (conversation: number) => ({
    conversation,
    expires_at: new Date(liveClaim(conversation)?.expiresAt ?? now()).toISOString(),
  });
  const firstPage = (messages: Message[]) => ({
    messages: messages.slice(-FIRST_PAGE),
    older_cursor: messages.length > FIRST_PAGE ? messages[messages.length - FIRST_PAGE]!.id : null,
  });

  /** The body of a state-changing call by the inbox's staff, parsed by the endpoint's schema, or the api's refusal. */
  const guarded = async <T>(
    request: Request,
    schema: {
      safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
    },
  ) => {
    if (request.headers.get(CLIENT_HEADER) === null) return { refused: inboxError(403, 'csrf_failed', 'Missing client header') };
    const staff = inboxViewer();
    if (!staff) return { refused: noSuchEndpoint() };
    const body = schema.safeParse(await readJson(request));
    if (!body.success)
      return { refused: inboxError(400, 'validation_failed', 'Invalid body', String(body.error.issues[0]?.path[0] ?? '')) };
    return { staff, body: body.data };
  };

  const handlers: HttpHandler[] = [
    endpointHandler(getInboxEndpoint, ({ request }) => {
      const staff = inboxViewer();
      if (!staff) return noSuchEndpoint();
      const query = getInboxEndpoint.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return inboxError(400, 'validation_failed', 'Invalid filter', String(query.error.issues[0]?.path[0] ?? ''));
      const waiting = state.conversations.filter((conversation) => conversation.messages.at(-1)?.from_me === false);
      const items: InboxItem[] = waiting.map((conversation) => {
        const unanswered = conversation.messages.slice(conversation.messages.findLastIndex((message) => message.from_me) + 1);
        const last = unanswered.at(-1)!;
        const claim = liveClaim(conversation.id);
        const mine = claim?.staffId === staff.id;
        return {
          conversation: conversation.id,
          member: memberSummary(conversation.member),
          persona: summary(conversation.persona),
          waiting_since: unanswered[0]!.created_at,
          unanswered: unanswered.length,
          last_message: { type: last.type, preview: last.text.slice(0, 80) },
          claim: claim
            ? {
                mine,
                staff_email: mine || staff.role === 'admin' ? claim.email : null,
                expires_at: new Date(claim.expiresAt === Infinity ? now() + CLAIM_LEASE_SECONDS * 1000 : claim.expiresAt).toISOString(),
              }
            : null,
        };
      });
      items.sort((a, b) => a.waiting_since.localeCompare(b.waiting_since));
      const shown = items.filter(
        (item) =>
          (query.data.language === undefined || item.member.language === query.data.language) &&
          (query.data.persona === undefined || item.persona.id === query.data.persona),
      );
      const personas = [...new Map(items.map((item) => [item.persona.id, { id: item.persona.id, name: item.persona.name }])).values()];
      return HttpResponse.json({
        items: shown,
        total: shown.length,
        personas: personas.sort((a, b) => a.name.localeCompare(b.name)),
        languages: [...new Set(items.map((item) => item.member.language))].sort(),
      });
    }),
    endpointHandler(claimConversationEndpoint, async ({ request }) => {
      const { refused, staff, body } = await guarded(request, claimConversationEndpoint.body);
      if (refused) return refused;
      if (!conversationOf(body.conversation)) return inboxError(404, 'not_found', 'No such conversation');
      const claim = liveClaim(body.conversation);
      if (claim && claim.staffId !== staff.id)
        return inboxError(409, 'conversation_claimed', 'Another operator is answering this conversation.');
      state.claims.set(body.conversation, { staffId: staff.id, email: staff.email, expiresAt: now() + CLAIM_LEASE_SECONDS * 1000 });
      return HttpResponse.json(leaseOf(body.conversation));
    }),
    endpointHandler(releaseConversationEndpoint, async ({ request }) => {
      const { refused, staff, body } = await guarded(request, releaseConversationEndpoint.body);
      if (refused) return refused;
      if (!conversationOf(body.conversation)) return inboxError(404, 'not_found', 'No such conversation');
      const mine = holds(staff, body.conversation);
      if (mine) {
        state.claims.delete(body.conversation);
        state.released.push(body.conversation);
      }
      return HttpResponse.json({ released: mine });
    }),
    endpointHandler(getInboxConversationEndpoint, ({ request }) => {
      const staff = inboxViewer();
      if (!staff) return noSuchEndpoint();
      const query = getInboxConversationEndpoint.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return inboxError(400, 'validation_failed', 'Invalid conversation', 'conversation');
      const conversation = conversationOf(query.data.conversation);
      if (!conversation) return inboxError(404, 'not_found', 'No such conversation');
      if (!holds(staff, conversation.id) && staff.role !== 'admin') return claimRequired();
      return HttpResponse.json({
        conversation: conversation.id,
        persona: conversation.persona,
        member: conversation.member,
        claim: leaseOf(conversation.id),
        ...firstPage(conversation.messages),
      });
    }),
    endpointHandler(listInboxMessagesEndpoint, ({ request }) => {
      const staff = inboxViewer();
      if (!staff) return noSuchEndpoint();
      const query = listInboxMessagesEndpoint.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return inboxError(400, 'validation_failed', 'Invalid query', String(query.error.issues[0]?.path[0] ?? ''));
      const conversation = conversationOf(query.data.conversation);
      if (!conversation) return inboxError(404, 'not_found', 'No such conversation');
      if (!holds(staff, conversation.id) && staff.role !== 'admin') return claimRequired();
      const before = conversation.messages.filter((message) => message.id < query.data.before);
      const page = before.slice(-PAGE_SIZE);
      return HttpResponse.json({ messages: page, older_cursor: before.length > PAGE_SIZE ? page[0]!.id : null });
    }),
    endpointHandler(replyAsPersonaEndpoint, async ({ request }) => {
      const { refused, staff, body } = await guarded(request, replyAsPersonaEndpoint.body);
      if (refused) return refused;
      const conversation = conversationOf(body.conversation);
      if (!conversation) return inboxError(404, 'not_found', 'No such conversation');
      if (!holds(staff, conversation.id)) return claimRequired();
      let message = conversation.messages.find((candidate) => candidate.client_id === body.client_id);
      if (!message) {
        const picture = body.photo === undefined ? undefined : conversation.persona.photos.find((candidate) => candidate.id === body.photo);
        if (body.photo !== undefined && !picture) return inboxError(404, 'not_found', 'No such photo of the persona');
        nextId += 1;
        const base = { id: nextId, client_id: body.client_id, from_me: true, created_at: new Date(now()).toISOString(), gift: null };
        message = picture
          ? {
              ...base,
              type: 'photo',
              text: '',
              photo: { url: picture.url, thumb_url: picture.thumb_url, width: 600, height: 800, animated: false },
            }
          : { ...base, type: 'text', text: body.text ?? '', photo: null };
        conversation.messages.push(message);
        state.replies.push(body);
      }
      state.claims.set(conversation.id, { staffId: staff.id, email: staff.email, expiresAt: now() + CLAIM_LEASE_SECONDS * 1000 });
      return HttpResponse.json({ message, claim: leaseOf(conversation.id) });
    }),
    endpointHandler(addPersonaFactEndpoint, async ({ request }) => {
      const { refused, staff, body } = await guarded(request, addPersonaFactEndpoint.body);
      if (refused) return refused;
      const conversation = conversationOf(body.conversation);
      if (!conversation) return inboxError(404, 'not_found', 'No such conversation');
      if (!holds(staff, conversation.id)) return claimRequired();
      nextId += 1;
      const fact = { id: nextId, text: body.text.trim(), author_email: staff.email, created_at: new Date(now()).toISOString() };
      // Every conversation of the persona shares its facts.
      for (const other of state.conversations) if (other.persona.id === conversation.persona.id) other.persona.facts.push(fact);
      return HttpResponse.json({ fact });
    }),
    endpointHandler(removePersonaFactEndpoint, async ({ request }) => {
      const { refused, staff, body } = await guarded(request, removePersonaFactEndpoint.body);
      if (refused) return refused;
      const conversation = conversationOf(body.conversation);
      if (!conversation) return inboxError(404, 'not_found', 'No such conversation');
      if (!holds(staff, conversation.id)) return claimRequired();
      const removed = conversation.persona.facts.some((fact) => fact.id === body.fact);
      for (const other of state.conversations) {
        if (other.persona.id === conversation.persona.id) other.persona.facts = other.persona.facts.filter((fact) => fact.id !== body.fact);
      }
      return HttpResponse.json({ removed });
    }),
    endpointHandler(addMemberNoteEndpoint, async ({ request }) => {
      const { refused, staff, body } = await guarded(request, addMemberNoteEndpoint.body);
      if (refused) return refused;
      const conversation = conversationOf(body.conversation);
      if (!conversation) return inboxError(404, 'not_found', 'No such conversation');
      if (!holds(staff, conversation.id)) return claimRequired();
      nextId += 1;
      const note = { id: nextId, text: body.text.trim(), author_email: staff.email, created_at: new Date(now()).toISOString() };
      conversation.member.notes.push(note);
      return HttpResponse.json({ note });
    }),
    endpointHandler(getInboxFiguresEndpoint, ({ request }) => {
      const staff = viewer();
      if (staff?.role !== 'admin') return noSuchEndpoint();
      const query = getInboxFiguresEndpoint.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return inboxError(400, 'validation_failed', 'Invalid days', 'days');
      const waiting = state.conversations.filter((conversation) => conversation.messages.at(-1)?.from_me === false);
      const waitedSeconds = (conversation: MockInboxConversation) => {
        const first = conversation.messages.slice(conversation.messages.findLastIndex((message) => message.from_me) + 1)[0];
        return first ? Math.round((now() - Date.parse(first.created_at)) / 1000) : 0;
      };
      const oldest = (list: MockInboxConversation[]) => (list.length ? Math.max(...list.map(waitedSeconds)) : null);
      const languages = [...new Set(state.conversations.map((conversation) => conversation.member.language))].sort();
      return HttpResponse.json({
        days: query.data.days,
        queue: { length: waiting.length, oldest_waiting_seconds: oldest(waiting) },
        operators: [
          { staff_id: 2, email: 'operator@demo.test', answered: 42, median_seconds: 95, p90_seconds: 410 },
          { staff_id: FIXTURE_OTHER_OPERATOR.id, email: FIXTURE_OTHER_OPERATOR.email, answered: 17, median_seconds: 180, p90_seconds: 720 },
        ],
        languages: languages.map((language, index) => {
          const queue = waiting.filter((conversation) => conversation.member.language === language);
          return {
            language,
            answered: 12 - index,
            median_seconds: 60 + index * 30,
            p90_seconds: 300 + index * 60,
            queue_length: queue.length,
            oldest_waiting_seconds: oldest(queue),
          };
        }),
      });
    }),
  ];
  return { state, handlers };
}

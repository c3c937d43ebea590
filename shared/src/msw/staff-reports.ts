import { HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contracts/errors';
import {
  decideAppealEndpoint,
  decideEndpoint,
  decideProfileEndpoint,
  getProfileReportQueueEndpoint,
  getReportQueueEndpoint,
  getReportedConversationEndpoint,
  type DecideRequest,
  type OfflineProfile,
  type ProfileDecisionRequest,
  type ProfileReportGroup,
  type QueueAppeal,
  type ReportGroup,
} from '../contracts/staff-reports';
import { endpointHandler } from './endpoint-handler';
import type { MockStaffMember } from './staff';

/*
 * The moderators' reports queue for the console's tests and standalone page: two reported members (one with
 * a photo report, one with a conversation report) and an appeal, which the decision calls remove as the api
 * does; one reported site profile (fictional, no member) and one taken offline. Only moderators and admins get
 * answers; anyone else the api's 404.
 */

const HOUR_MS = 3_600_000;

export interface StaffReportsMockState {
  groups: ReportGroup[];
  appeals: QueueAppeal[];
  /** The decisions asked for, in order. */
  decisions: DecideRequest[];
  appealDecisions: { appeal: number; outcome: 'uphold' | 'lift'; facts: string }[];
  /** The reports whose conversation was read (the api audit-logs each). */
  conversationsRead: number[];
  profileGroups: ProfileReportGroup[];
  offlineProfiles: OfflineProfile[];
  profileDecisions: ProfileDecisionRequest[];
}

const notFound = () => HttpResponse.json<ErrorBody>({ error: { code: 'not_found', message: 'No such endpoint' } }, { status: 404 });

function profileFixtures(now: number): Pick<StaffReportsMockState, 'profileGroups' | 'offlineProfiles'> {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS).toISOString();
  return {
    profileGroups: [
      {
        profile: { profile_id: 7001, name: 'Lena', photo_url: null, offline: false },
        oldest_at: at(20),
        reports: [
          {
            id: 601,
            created_at: at(20),
            reason: 'scam_or_spam',
            comment: 'Asked me to buy a gift card.',
            reporter: { profile_id: 203, name: 'Chris' },
            photo: { id: 88, url: '/photos/fixture-88.jpg', status: 'active' },
            conversation_id: null,
          },
        ],
      },
    ],
    offlineProfiles: [
      {
        profile: { profile_id: 7002, name: 'Mira', photo_url: null, offline: true },
        decision: { id: 90, ground: 'fake_identity', facts: 'The photos were of a known model.', created_at: at(72) },
      },
    ],
  };
}

function fixtures(now: number): Pick<StaffReportsMockState, 'groups' | 'appeals'> {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS).toISOString();
  const member = (userId: number, name: string) => ({
    user_id: userId,
    profile_id: userId + 100,
    name,
    photo_url: null,
    suspended_until: null,
    banned_at: null,
  });
  return {
    groups: [
      {
        member: member(41, 'Sam'),
        oldest_at: at(30),
        reports: [
          {
            id: 501,
            created_at: at(30),
            reason: 'scam_or_spam',
            comment: 'Asked me for money for a train ticket.',
            reporter: { profile_id: 201, name: 'Alex' },
            photo: null,
            conversation_id: 9001,
          },
          {
            id: 502,
            created_at: at(4),
            reason: 'inappropriate_photo',
            comment: '',
            reporter: { profile_id: 202, name: 'Robin' },
            photo: { id: 77, url: '/photos/fixture-77.jpg', status: 'active' },
            conversation_id: null,
          },
        ],
      },
      {
        member: member(42, 'Kim'),
        oldest_at: at(12),
        reports: [
          {
            id: 503,
            created_at: at(12),
            reason: 'fake_profile',
            comment: 'Photos of a model.',
            reporter: null,
            photo: null,
            conversation_id: null,
          },
        ],
      },
    ],
    appeals: [
      {
        id: 61,
        created_at: at(2),
        text: 'I only said hello.',
        language: 'en',
        member: { ...member(43, 'Jo'), suspended_until: at(-48) },
        decision: {
          id: 12,
          kind: 'suspend',
          ground: 'harassment',
          facts: 'Insults in three conversations.',
          created_at: at(50),
          suspended_until: at(-48),
        },
      },
    ],
  };
}

export function createStaffReportsHandlers({
  viewer = () => ({ id: 3, email: 'moderator@demo.test', role: 'moderator' }),
  now = () => Date.now(),
}: { viewer?: () => MockStaffMember | null; now?: () => number } = {}): { state: StaffReportsMockState; handlers: HttpHandler[] } {
  const state: StaffReportsMockState = {
    ...fixtures(now()),
    ...profileFixtures(now()),
    decisions: [],
    appealDecisions: [],
    conversationsRead: [],
    profileDecisions: [],
  };
  const moderates = () => {
    const role = viewer()?.role;
    return role === 'moderator' || role === 'admin';
  };
  const handlers: HttpHandler[] = [
    endpointHandler(getReportQueueEndpoint, () =>
      moderates() ? HttpResponse.json({ groups: state.groups, appeals: state.appeals }) : notFound(),
    ),
    endpointHandler(decideEndpoint, async ({ request }) => {
      if (!moderates()) return notFound();
      const body = decideEndpoint.body.parse(await request.json());
      state.decisions.push(body);
      state.groups = state.groups.filter((group) => group.member.user_id !== body.member);
      return HttpResponse.json({ decision: 100 + state.decisions.length });
    }),
    endpointHandler(getProfileReportQueueEndpoint, () =>
      moderates() ? HttpResponse.json({ groups: state.profileGroups, offline: state.offlineProfiles }) : notFound(),
    ),
    endpointHandler(decideProfileEndpoint, async ({ request }) => {
      if (!moderates()) return notFound();
      const body = decideProfileEndpoint.body.parse(await request.json());
      state.profileDecisions.push(body);
      const decided = state.profileGroups.find((group) => group.profile.profile_id === body.profile);
      state.profileGroups = state.profileGroups.filter((group) => group !== decided);
      if (body.kind === 'put_online')
        state.offlineProfiles = state.offlineProfiles.filter((entry) => entry.profile.profile_id !== body.profile);
      if (body.kind === 'take_offline' && decided) {
        state.offlineProfiles = [
          {
            profile: { ...decided.profile, offline: true },
            decision: {
              id: 300 + state.profileDecisions.length,
              ground: body.ground,
              facts: body.facts,
              created_at: new Date(now()).toISOString(),
            },
          },
          ...state.offlineProfiles,
        ];
      }
      return HttpResponse.json({ decision: 300 + state.profileDecisions.length });
    }),
    endpointHandler(decideAppealEndpoint, async ({ request }) => {
      if (!moderates()) return notFound();
      const body = decideAppealEndpoint.body.parse(await request.json());
      state.appealDecisions.push(body);
      state.appeals = state.appeals.filter((appeal) => appeal.id !== body.appeal);
      return HttpResponse.json({ decision: 200 + state.appealDecisions.length });
    }),
    endpointHandler(getReportedConversationEndpoint, ({ request }) => {
      if (!moderates()) return notFound();
      const report = Number(new URL(request.url).searchParams.get('report'));
      state.conversationsRead.push(report);
      if (report !== 501) return notFound();
      const at = (minutesAgo: number) => new Date(now() - minutesAgo * 60_000).toISOString();
      return HttpResponse.json({
        conversation_id: 9001,
        participants: [
          { profile_id: 141, name: 'Sam' },
          { profile_id: 201, name: 'Alex' },
        ],
        messages: [
          { id: 1, from_profile_id: 201, type: 'text', body: 'Hi Sam!', media_url: null, created_at: at(60) },
          {
            id: 2,
            from_profile_id: 141,
            type: 'text',
            body: 'Can you send me 50 euros for a train ticket?',
            media_url: null,
            created_at: at(59),
          },
        ],
      });
    }),
  ];
  return { state, handlers };
}

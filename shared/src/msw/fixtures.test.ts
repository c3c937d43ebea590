import { GeocodeResponseSchema, InterestsResponseSchema, RegionsResponseSchema } from '../contracts/catalog';
import { ChatsResponseSchema } from '../contracts/chats';
import { LikesResponseSchema } from '../contracts/likes';
import { ProfileSummarySchema } from '../contracts/profile';
import { CompanyInfoSchema, SettingsSchema } from '../contracts/settings';
import { UserResponseSchema } from '../contracts/user';
import * as fixtures from './fixtures';

// The fixtures are typed, but types do not check formats (e-mail, ISO dates, lengths): the schemas do.
describe('msw fixtures follow the shared contracts', () => {
  it.each([
    ['settings', SettingsSchema, fixtures.settingsFixture],
    ['company info', CompanyInfoSchema, fixtures.companyInfoFixture],
    ['logged-in free user', UserResponseSchema, { user: fixtures.freeUserFixture }],
    ['chats', ChatsResponseSchema, fixtures.chatsFixture],
    ['likes', LikesResponseSchema, fixtures.likesFixture],
    ['interests', InterestsResponseSchema, { interests: fixtures.interestsFixture }],
    ['regions', RegionsResponseSchema, { regions: fixtures.regionsFixture }],
    ['geocode', GeocodeResponseSchema, { geocode: fixtures.geocodeFixture }],
  ] as const)('%s', (_name, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.error?.message).toBeUndefined();
  });

  it('profiles, each a valid summary, referenced consistently by likes', () => {
    for (const profile of fixtures.profileFixtures) expect(ProfileSummarySchema.safeParse(profile).success).toBe(true);
    const ids = new Set(fixtures.likesFixture.profiles.map((p) => p.id));
    for (const like of [...fixtures.likesFixture.liked_by, ...fixtures.likesFixture.liked]) expect(ids.has(like.id)).toBe(true);
    expect(fixtures.likesFixture.total_new).toBe(fixtures.likesFixture.liked_by.filter((l) => l.like_new).length);
  });

  it('the free user is free', () => {
    expect(fixtures.freeUserFixture.paid_user).toBe(false);
    expect(fixtures.chatsFixture.total_unread).toBe(fixtures.chatsFixture.chats.reduce((n, c) => n + c.num_unread_messages, 0));
  });
});

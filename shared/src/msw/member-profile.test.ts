import { setupServer } from 'msw/node';
import { MemberProfileResponseSchema, MemberProfileSchema, PROFILE_FIELDS, PROFILE_NOTES } from '../contracts/member-profile';
import { settingsFixture } from './fixtures';
import {
  createProfileHandler,
  memberProfileFixtures,
  profileAsSent,
  type ProfileSiteSettings,
  type ProfileViewerKind,
} from './member-profile';

const everything: ProfileSiteSettings = { visible_profile_fields: [...PROFILE_FIELDS], visible_profile_notes: [...PROFILE_NOTES] };

describe('member profile fixture and handler', () => {
  it('every fixture, as sent to every kind of viewer on any site, is a valid profile', () => {
    for (const site of [settingsFixture, everything, { visible_profile_fields: [], visible_profile_notes: [] }]) {
      for (const viewer of ['visitor', 'free', 'premium'] as const) {
        for (const fixture of memberProfileFixtures)
          expect(MemberProfileSchema.safeParse(profileAsSent(fixture, viewer, site)).error).toBeUndefined();
      }
    }
  });

  let viewer: ProfileViewerKind = 'free';
  let site: ProfileSiteSettings = settingsFixture;
  const server = setupServer(createProfileHandler({ viewer: () => viewer, site: () => site }));
  afterEach(() => {
    site = settingsFixture;
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it.each([
    ['visitor', 1],
    ['free', 3],
    ['premium', 5],
  ] as const)('gates photos like the api: a %s sees %d of 5', async (kind, visible) => {
    viewer = kind;
    const response = await fetch('http://localhost/api/profile.php?id=101');
    const text = await response.text();
    const { profile } = MemberProfileResponseSchema.parse(JSON.parse(text));
    expect(profile.photos.filter((p) => !p.locked)).toHaveLength(visible);
    for (const locked of profile.photos.filter((p) => p.locked)) expect(text).not.toContain(`101-${locked.id - 1010}.jpg`);
  });

  it('sends the fields and notes the site lists, like the api', async () => {
    const sent = async (id: number) =>
      MemberProfileResponseSchema.parse(await (await fetch(`http://localhost/api/profile.php?id=${id}`)).json()).profile;
    // settingsFixture lists neither gender nor sexuality, nor any note.
    expect(await sent(102)).toMatchObject({
      age: 34,
      city: 'Rotterdam',
      details: { relationship_status: 'divorced', body_type: null },
      notes: [],
    });
    expect(await sent(102)).not.toHaveProperty('gender');
    expect((await sent(102)).details).not.toHaveProperty('hair_color');
    site = everything;
    expect(await sent(102)).toMatchObject({ gender: 'female', sexuality: 'bi', details: { hair_color: null }, notes: ['fictional'] });
    expect((await sent(101)).notes).toEqual([]);
  });

  it('answers 404 not_found for an unknown id and 400 for a bad one', async () => {
    const missing = await fetch('http://localhost/api/profile.php?id=999999');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
    expect((await fetch('http://localhost/api/profile.php?id=x')).status).toBe(400);
  });
});

import { setupServer } from 'msw/node';
import { MemberProfileResponseSchema, MemberProfileSchema } from '../contracts/member-profile';
import { createProfileHandler, gatePhotos, memberProfileFixtures, type ProfileViewerKind } from './member-profile';

describe('member profile fixture and handler', () => {
  it('every fixture, gated for every kind of viewer, is a valid profile', () => {
    for (const viewer of ['visitor', 'free', 'premium'] as const) {
      for (const fixture of memberProfileFixtures) {
        expect(MemberProfileSchema.safeParse({ ...fixture, photos: gatePhotos(fixture.photos, viewer) }).error).toBeUndefined();
      }
    }
  });

  let viewer: ProfileViewerKind = 'free';
  const server = setupServer(createProfileHandler({ viewer: () => viewer }));
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

  it('answers 404 not_found for an unknown id and 400 for a bad one', async () => {
    const missing = await fetch('http://localhost/api/profile.php?id=999999');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
    expect((await fetch('http://localhost/api/profile.php?id=x')).status).toBe(400);
  });
});

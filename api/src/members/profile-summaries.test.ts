import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { photos, profiles } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { loadProfileSummaries } from './profile-summaries';

let database: Database;
const db = () => database.db;
let profileId = 0;
let mainPhotoId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const [profile] = await db()
    .insert(profiles)
    .values({
      fictional: true,
      name: 'Summary',
      status: 'active',
      country: 'NL',
      city: 'Utrecht',
      gender: 'female',
      sexuality: 'hetero',
      dateOfBirth: '1990-01-01',
    })
    .returning({ id: profiles.id });
  profileId = profile!.id;
  const [main] = await db()
    .insert(photos)
    .values({ profileId, filename: 'main.jpg', thumbFilename: 'main-t.jpg', matchFilename: 'main-m.jpg', status: 'active', isMain: true })
    .returning({ id: photos.id });
  mainPhotoId = main!.id;
  // An approved photo that is not the main one: a main photo not yet approved is not replaced by it.
  await db().insert(photos).values({
    profileId,
    filename: 'second.jpg',
    thumbFilename: 'second-t.jpg',
    matchFilename: 'second-m.jpg',
    status: 'active',
    position: 1,
  });
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('loadProfileSummaries: the main photo', () => {
  it('an approved main photo is sent', async () => {
    const summary = (await loadProfileSummaries(db(), [profileId])).get(profileId);
    expect(summary?.main_image).toEqual({
      filename: 'main.jpg',
      thumb_filename: 'main-t.jpg',
      status: 'active',
      match: '/photos/main-m.jpg',
    });
  });

  it.each(['pending', 'rejected'] as const)('a %s main photo is none: main_image null, the profile still listed', async (status) => {
    await db().update(photos).set({ status }).where(eq(photos.id, mainPhotoId));
    try {
      const summary = (await loadProfileSummaries(db(), [profileId])).get(profileId);
      expect(summary).toMatchObject({ id: profileId, name: 'Summary', main_image: null });
    } finally {
      await db().update(photos).set({ status: 'active' }).where(eq(photos.id, mainPhotoId));
    }
  });

  it('a profile without a main photo has main_image null', async () => {
    await db().update(photos).set({ isMain: false }).where(eq(photos.id, mainPhotoId));
    try {
      expect((await loadProfileSummaries(db(), [profileId])).get(profileId)?.main_image).toBeNull();
    } finally {
      await db().update(photos).set({ isMain: true }).where(eq(photos.id, mainPhotoId));
    }
  });
});

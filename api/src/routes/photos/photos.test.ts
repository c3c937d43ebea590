import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  ErrorBodySchema,
  FREE_PHOTO_LIMIT,
  PHOTO_MAX_BYTES,
  PhotosResponseSchema,
  deleteOwnPhotoEndpoint,
  getUserEndpoint,
  listOwnPhotosEndpoint,
  updateOwnPhotosEndpoint,
  uploadPhotoEndpoint,
} from '@dating/shared/contracts/index';
import { photos } from '../../db/schema';
import { jpegWithGps, multipart } from '../../test/test-photos';
import { inject, injectOk } from '../../test/inject';
import { CLIENT, setupTestContext, type TestContext } from '../../test/test-app';
import { createLoggedInMember } from '../../test/builders/members';

const context = setupTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

/** A fresh member per test (no photos), logged in. */
const createMember = ({ paid = false } = {}) => createLoggedInMember(ctx, { prefix: 'photos', paid });

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 4, background: '#2050c0' } })
    .png()
    .toBuffer();

/** The EXIF GPS IFD pointer (tag 0x8825) in either byte order. */
const hasGpsPointer = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

function upload(cookie: string, file: Buffer, options: Parameters<typeof multipart>[1] = {}) {
  return inject(ctx.app, uploadPhotoEndpoint, { as: cookie, form: multipart(file, options) });
}

const photoDir = () => path.join(ctx.config.dataDir, 'photos');
const filesOf = (profileId: number) =>
  fs.existsSync(photoDir()) ? fs.readdirSync(photoDir()).filter((name) => name.startsWith(`p${profileId}-`)) : [];

describe('POST /api/photos.php', () => {
  it('re-encodes an upload: upright, no EXIF or GPS left, thumbnail and square crop made; the first photo is the main image', async () => {
    const member = await createMember();
    const original = await jpegWithGps();
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);

    const response = await upload(member.cookie, original);
    expect(response.statusCode).toBe(200);
    const body = PhotosResponseSchema.parse(response.json());
    expect(body.limit).toBe(FREE_PHOTO_LIMIT);
    expect(body.photos).toHaveLength(1);
    const [photo] = body.photos;
    // The demo site pre-moderates profile photos: the upload waits for review, its owner sees it.
    expect(photo).toMatchObject({ is_main: true, position: 0, status: 'pending', width: 200, height: 300 });

    const stored = await sharp(path.join(photoDir(), photo!.filename)).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([200, 300]);
    expect(fs.readFileSync(path.join(photoDir(), photo!.filename)).includes(Buffer.from('TestCam'))).toBe(false);
    expect(await sharp(path.join(photoDir(), photo!.thumb_filename)).metadata()).toMatchObject({ width: 160, height: 160 });
    expect(await sharp(path.join(photoDir(), path.basename(photo!.match))).metadata()).toMatchObject({ width: 400, height: 400 });

    // The photo is served, and the session's user now has a main image.
    const served = await ctx.app.inject({ method: 'GET', url: `/photos/${photo!.filename}` });
    expect(served.statusCode).toBe(200);
    const { user } = await injectOk(ctx.app, getUserEndpoint, { as: member });
    expect(user?.profile.main_image).toMatchObject({ filename: photo!.filename, thumb_filename: photo!.thumb_filename });
  });

  it('takes PNG and AVIF whatever the file is called, stores JPEG, and scales large photos down', async () => {
    const member = await createMember({ paid: true });
    const response = await upload(member.cookie, await png(), { filename: 'holiday.txt', type: 'application/octet-stream' });
    expect(response.statusCode).toBe(200);
    const avif = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#0a0' } })
      .avif()
      .toBuffer();
    const third = PhotosResponseSchema.parse((await upload(member.cookie, avif, { filename: 'a.avif', type: 'image/avif' })).json())
      .photos[1]!;
    expect(await sharp(path.join(photoDir(), third.filename)).metadata()).toMatchObject({ format: 'jpeg', width: 90, height: 60 });
    const big = await sharp({ create: { width: 3200, height: 2000, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    const second = PhotosResponseSchema.parse((await upload(member.cookie, big)).json());
    expect(second.photos[2]).toMatchObject({ width: 1600, height: 1000, is_main: false, position: 2 });
  });

  it('takes WebP and stores it as a JPEG without its metadata', async () => {
    const member = await createMember();
    const webp = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c08020' } })
      .webp()
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' },
      })
      .toBuffer();
    const sent = await sharp(webp).metadata();
    expect(sent.format).toBe('webp');
    expect(hasGpsPointer(sent.exif)).toBe(true);

    const response = await upload(member.cookie, webp, { filename: 'beach.webp', type: 'image/webp' });
    expect(response.statusCode).toBe(200);
    const [photo] = PhotosResponseSchema.parse(response.json()).photos;
    expect(photo).toMatchObject({ width: 120, height: 80, is_main: true });
    const file = path.join(photoDir(), photo!.filename);
    const stored = await sharp(file).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    expect(stored.exif).toBeUndefined();
    expect(fs.readFileSync(file).includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('refuses a text file named .jpg (checked by content) and a cut-off JPEG, writing nothing', async () => {
    const member = await createMember();
    const response = await upload(member.cookie, Buffer.from('this is not a photo at all, just text\n'.repeat(20)));
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error).toMatchObject({ code: 'validation_failed', field: 'photo' });
    expect(filesOf(member.profileId)).toEqual([]);
    // A real JPEG header with the picture cut off: the header reads, the data does not decode.
    const truncated = (await jpegWithGps(800, 600)).subarray(0, 700);
    const cut = await upload(member.cookie, truncated);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error).toMatchObject({ code: 'validation_failed', field: 'photo' });
    expect(filesOf(member.profileId)).toEqual([]);
  });

  it('refuses a file above the size limit with 413 naming the photo field', async () => {
    const member = await createMember();
    const response = await upload(member.cookie, Buffer.alloc(PHOTO_MAX_BYTES + 1024, 0xff));
    expect(response.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(response.json()).error).toMatchObject({ code: 'payload_too_large', field: 'photo' });
  });

  it('refuses a request without a photo, a JSON body, a logged-out visitor and a call without the client header', async () => {
    const member = await createMember();
    const noFile = await upload(member.cookie, await png(), { field: 'other' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toMatchObject({ code: 'validation_failed', field: 'photo' });
    // A JSON body the upload endpoint does not take: sent raw, on the descriptor's path.
    const json = await ctx.app.inject({
      method: uploadPhotoEndpoint.method,
      url: uploadPhotoEndpoint.path,
      headers: { ...CLIENT, cookie: member.cookie },
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.field).toBe('photo');
    const form = multipart(await png());
    const visitor = await inject(ctx.app, uploadPhotoEndpoint, { form });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().error.code).toBe('authentication_required');
    const noHeader = await inject(ctx.app, uploadPhotoEndpoint, { as: member, client: false, form });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.code).toBe('csrf_failed');
  });

  it('keeps a free member at 3 photos and a premium member may have more', async () => {
    const free = await createMember();
    for (let i = 0; i < FREE_PHOTO_LIMIT; i += 1) expect((await upload(free.cookie, await png())).statusCode).toBe(200);
    const fourth = await upload(free.cookie, await png());
    expect(fourth.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(fourth.json()).error.code).toBe('photo_limit_reached');
    expect(filesOf(free.profileId)).toHaveLength(FREE_PHOTO_LIMIT * 3);

    const premium = await createMember({ paid: true });
    for (let i = 0; i < FREE_PHOTO_LIMIT + 1; i += 1) expect((await upload(premium.cookie, await png())).statusCode).toBe(200);
    const list = await injectOk(ctx.app, listOwnPhotosEndpoint, { as: premium });
    expect(list).toMatchObject({ limit: 25 });
    expect(list.photos).toHaveLength(4);
  });

  it('does not pass the limit with uploads at the same moment', async () => {
    const member = await createMember();
    expect((await upload(member.cookie, await png())).statusCode).toBe(200);
    const file = await png();
    const answers = await Promise.all([
      upload(member.cookie, file),
      upload(member.cookie, file),
      upload(member.cookie, file),
      upload(member.cookie, file),
    ]);
    expect(answers.map((a) => a.statusCode).sort((x, y) => x - y)).toEqual([200, 200, 409, 409]);
    const rows = await ctx.database.db.select().from(photos).where(eq(photos.profileId, member.profileId));
    expect(rows).toHaveLength(FREE_PHOTO_LIMIT);
    expect(rows.filter((row) => row.isMain)).toHaveLength(1);
    // The refused uploads left no files behind.
    expect(filesOf(member.profileId)).toHaveLength(FREE_PHOTO_LIMIT * 3);
  });
});

describe('upload rate limit', () => {
  it('counts per session: the 31st upload in a minute is 429, another member may still upload', async () => {
    const busy = await createMember();
    const file = await png();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await upload(busy.cookie, file)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await createMember();
    expect((await upload(other.cookie, file)).statusCode).toBe(200);
  });
});

describe('PUT and DELETE /api/photos.php', () => {
  async function memberWithPhotos(count: number) {
    const member = await createMember({ paid: true });
    let body = PhotosResponseSchema.parse({ photos: [], limit: 25 });
    for (let i = 0; i < count; i += 1) body = PhotosResponseSchema.parse((await upload(member.cookie, await png())).json());
    return { ...member, photos: body.photos };
  }
  const put = (cookie: string, body: z.input<typeof updateOwnPhotosEndpoint.body>) =>
    inject(ctx.app, updateOwnPhotosEndpoint, { as: cookie, body });
  const del = (cookie: string, id: number) => inject(ctx.app, deleteOwnPhotoEndpoint, { as: cookie, query: { id } });

  it('reorders and picks the main image', async () => {
    const member = await memberWithPhotos(3);
    const [a, b, c] = member.photos.map((p) => p.id) as [number, number, number];
    const reordered = PhotosResponseSchema.parse((await put(member.cookie, { order: [c, a, b], main: b })).json());
    expect(reordered.photos.map((p) => [p.id, p.position, p.is_main])).toEqual([
      [c, 0, false],
      [a, 1, false],
      [b, 2, true],
    ]);
    const incomplete = await put(member.cookie, { order: [c, a] });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.field).toBe('order');
  });

  it('deleting the main photo promotes the next one and removes the files from disk', async () => {
    const member = await memberWithPhotos(3);
    const [main, next] = member.photos;
    expect(fs.existsSync(path.join(photoDir(), main!.filename))).toBe(true);
    const response = await del(member.cookie, main!.id);
    expect(response.statusCode).toBe(200);
    const body = PhotosResponseSchema.parse(response.json());
    expect(body.photos.map((p) => p.id)).toEqual(member.photos.slice(1).map((p) => p.id));
    expect(body.photos.find((p) => p.id === next!.id)?.is_main).toBe(true);
    for (const name of [main!.filename, main!.thumb_filename, path.basename(main!.match)])
      expect(fs.existsSync(path.join(photoDir(), name))).toBe(false);
    for (const photo of body.photos) await del(member.cookie, photo.id);
    const { user } = await injectOk(ctx.app, getUserEndpoint, { as: member });
    expect(user?.profile.main_image).toBeNull();
    expect(filesOf(member.profileId)).toEqual([]);
  });

  it("answers 404 for another member's photo, changing nothing", async () => {
    const owner = await memberWithPhotos(2);
    const other = await memberWithPhotos(1);
    const theirs = owner.photos[1]!.id;
    expect((await del(other.cookie, theirs)).statusCode).toBe(404);
    expect((await put(other.cookie, { main: theirs })).statusCode).toBe(404);
    expect((await put(other.cookie, { order: [theirs, other.photos[0]!.id] })).statusCode).toBe(404);
    expect((await del(other.cookie, 999_999)).statusCode).toBe(404);
    const rows = await ctx.database.db.select().from(photos).where(eq(photos.profileId, owner.profileId));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === owner.photos[0]!.id)?.isMain).toBe(true);
  });

  it('needs a login', async () => {
    const response = await inject(ctx.app, deleteOwnPhotoEndpoint, { query: { id: 1 } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('authentication_required');
  });
});

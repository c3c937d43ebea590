import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { faceOf, galleryNames, renderGalleries, type FaceInput } from './photos';

const hashOf = async (file: string) =>
  createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');

let root = '';
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-portraits-'));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const anna: FaceInput = { key: 'fictional:0:Anna', gender: 'female', age: 27, hairColor: 'red' };
const henk: FaceInput = { key: 'fictional:1:Henk', gender: 'male', age: 61, hairColor: 'brown' };

describe('seed portraits', () => {
  it('are the same bytes for the same profile, another picture for another, JPEGs of the expected sizes', async () => {
    const galleries = [
      { face: anna, count: 2 },
      { face: henk, count: 1 },
    ];
    const [first, again] = await Promise.all([
      renderGalleries(path.join(root, 'a'), galleries, { cacheDir: null }),
      renderGalleries(path.join(root, 'b'), galleries, { cacheDir: null }),
    ]);
    expect(again).toEqual(first);
    expect(first.map((gallery) => gallery.length)).toEqual([2, 1]);
    const [annaMain, annaSecond] = first[0]!;
    const [henkMain] = first[1]!;
    const main = (dir: string, name: string) => path.join(root, dir, name);
    expect(await hashOf(main('b', annaMain!.filename))).toBe(await hashOf(main('a', annaMain!.filename)));
    const hashes = await Promise.all([annaMain!, annaSecond!, henkMain!].map((files) => hashOf(main('a', files.filename))));
    expect(new Set(hashes).size).toBe(3);

    for (const [name, width, height] of [
      [annaMain!.filename, 600, 750],
      [annaMain!.thumbFilename, 160, 160],
      [annaMain!.matchFilename, 400, 400],
    ] as const) {
      const meta = await sharp(main('a', name)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width, height });
    }
    // The names the placeholder seed of the tests writes are those of the drawn pictures.
    expect(galleryNames(anna, 2)).toEqual(first[0]);
  });

  it('draw one face per profile, by gender and age: the gallery is the same person', () => {
    expect(faceOf(anna)).toEqual(faceOf({ ...anna }));
    expect(faceOf(anna)).not.toEqual(faceOf({ ...anna, key: 'fictional:2:Anna' }));
    const faces = (input: Omit<FaceInput, 'key'>) => Array.from({ length: 200 }, (_, i) => faceOf({ ...input, key: `k${i}` }));
    const young = faces({ gender: 'female', age: 22, hairColor: 'black' });
    const older = faces({ gender: 'male', age: 64, hairColor: 'black' });
    const grey = (face: ReturnType<typeof faceOf>) => ['e8e1e1', 'c9c5c5'].includes(face.hairColor);
    expect(young.some(grey)).toBe(false);
    expect(faces({ gender: 'female', age: 28, hairColor: 'grey' }).some(grey)).toBe(false);
    expect(older.filter(grey).length).toBeGreaterThan(80);
    expect(young.some((face) => face.facialHair !== null)).toBe(false);
    expect(older.filter((face) => face.facialHair !== null).length).toBeGreaterThan(50);
    expect(older.filter((face) => face.accessories !== null).length).toBeGreaterThan(
      young.filter((face) => face.accessories !== null).length,
    );
    expect(new Set(young.map((face) => `${face.top}:${face.skinColor}:${face.clothing}`)).size).toBeGreaterThan(50);
  });
});

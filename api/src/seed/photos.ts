import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import sharp, { type Sharp } from 'sharp';
import type { Profile } from '@dating/shared/contracts/index';
import { fileExists } from '../files/file-exists';
import { userCacheFolder } from './cache-folder';
import { createPrng, type Prng } from './prng';

/**
 * Generated portraits with faces, no downloads: DiceBear's "avataaars" style (free for personal and
 * commercial use, docs/seed-portraits.md) on a gradient backdrop, rendered to JPEG with sharp. Each
 * demo profile has a face of its own, drawn from its key, gender, age and hair colour; its gallery is
 * the same face with another backdrop, crop and expression. File names are a hash of everything
 * drawn, so a data folder never serves a stale picture under a current name, and identical pictures
 * (a re-seed into the same folder) are rendered once.
 */
const PORTRAIT_WIDTH = 600;
const PORTRAIT_HEIGHT = 750;
export const THUMB_SIZE = 160;
export const MATCH_SIZE = 400;
/** Bumped whenever the drawing changes in a way the face options do not show. */
const RENDER_VERSION = 3;

export interface PortraitFiles {
  filename: string;
  thumbFilename: string;
  matchFilename: string;
  width: number;
  height: number;
}

type PortraitGender = 'female' | 'male';

/** Who the portrait is of: the key (a profile's index or a demo member's e-mail) makes it theirs. */
export interface FaceInput {
  key: string;
  gender: PortraitGender;
  age: number;
  hairColor: Profile['hair_color'];
}

const PALETTES: readonly (readonly [string, string])[] = [
  ['#7b1e5a', '#e0559b'],
  ['#3a1c71', '#d76d77'],
  ['#2c5364', '#6dd5ed'],
  ['#614385', '#516395'],
  ['#c33764', '#1d2671'],
  ['#134e5e', '#71b280'],
  ['#ee9ca7', '#ffdde1'],
  ['#42275a', '#734b6d'],
  ['#de6262', '#ffb88c'],
  ['#06beb6', '#48b1bf'],
  ['#dd5e89', '#f7bb97'],
  ['#56ab2f', '#a8e063'],
  ['#2b5876', '#4e4376'],
  ['#ff5f6d', '#ffc371'],
  ['#4568dc', '#b06ab3'],
  ['#1f4037', '#99f2c8'],
];

// The style's yellow and orange skins read as cartoon, not as people.
const SKIN = ['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4', 'f1c9a5'];
const HAIR: Record<NonNullable<Profile['hair_color']>, readonly string[]> = {
  black: ['2c1b18', '4a312c'],
  brown: ['724133', 'a55728', '4a312c'],
  blond: ['d6b370', 'b58143', 'ecdcbf'],
  red: ['c93305', 'a55728'],
  grey: ['e8e1e1', 'c9c5c5'],
  other: ['f59797', '724133', '2c1b18'],
};
const GREY = ['e8e1e1', 'c9c5c5'];
const PLATINUM = ['ecdcbf', 'd6b370'];

const TOPS: Record<PortraitGender, { young: readonly string[]; any: readonly string[]; older: readonly string[] }> = {
  female: {
    young: ['bigHair', 'curvy', 'frida', 'straightAndStrand', 'fro', 'miaWallace'],
    any: ['bob', 'bun', 'curly', 'longButNotTooLong', 'straight01', 'straight02'],
    older: ['bob', 'bun', 'shortCurly', 'shortWaved'],
  },
  male: {
    young: ['shaggy', 'frizzle', 'shavedSides', 'dreads01', 'shortCurly'],
    any: ['shortFlat', 'shortRound', 'shortWaved', 'theCaesar', 'theCaesarAndSidePart'],
    older: ['sides', 'shortFlat', 'theCaesarAndSidePart', 'shortRound'],
  },
};
const CLOTHES = {
  young: ['hoodie', 'graphicShirt', 'shirtCrewNeck', 'shirtScoopNeck', 'shirtVNeck', 'overall'],
  older: ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'shirtVNeck', 'shirtCrewNeck'],
};
const CLOTHES_COLORS = [
  '262e33',
  '65c9ff',
  '5199e4',
  '25557c',
  'e6e6e6',
  '929598',
  '3c4f5c',
  'a7ffc4',
  'ffafb9',
  'ff488e',
  'ff5c5c',
  'ffffff',
];
const GRAPHICS = ['bear', 'deer', 'diamond', 'hola', 'pizza', 'cumbia'];
// Clear lenses only: the style's dark ones hide the eyes, which a dating photo never does.
const GLASSES = ['prescription01', 'prescription02', 'round'];
const BEARDS = { young: ['beardLight', 'beardMedium'], older: ['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'] };
const EYEBROWS = ['defaultNatural', 'flatNatural', 'raisedExcitedNatural', 'upDownNatural', 'default'];
// Gallery pictures: the same person smiling, laughing, winking — never the style's crying or dizzy faces.
const EXPRESSIONS: readonly { mouth: string; eyes: string }[] = [
  { mouth: 'smile', eyes: 'default' },
  { mouth: 'default', eyes: 'happy' },
  { mouth: 'twinkle', eyes: 'default' },
  { mouth: 'smile', eyes: 'wink' },
  { mouth: 'default', eyes: 'squint' },
  { mouth: 'smile', eyes: 'happy' },
];
// Crops of the gallery: zoom and a sideways shift of the figure on the backdrop.
const CROPS: readonly { scale: number; dx: number }[] = [
  { scale: 1, dx: 0 },
  { scale: 1.18, dx: -40 },
  { scale: 1.08, dx: 50 },
  { scale: 1.3, dx: 0 },
  { scale: 1.12, dx: -60 },
  { scale: 1.22, dx: 40 },
];

function seedOf(key: string): number {
  return createHash('sha1').update(key).digest().readUInt32BE(0);
}

/** Chance of `p` that depends on age bands: [<35, 35–49, 50+]. */
const byAge = (age: number, [young, middle, older]: readonly [number, number, number]) => (age < 35 ? young : age < 50 ? middle : older);

/** The face's fixed traits: the same person in every picture of the gallery. */
interface Face {
  skinColor: string;
  hairColor: string;
  top: string;
  eyebrows: string;
  clothing: string;
  clothesColor: string;
  clothingGraphic: string;
  accessories: string | null;
  facialHair: string | null;
  paletteOffset: number;
}

export function faceOf(input: FaceInput): Face {
  const rnd: Prng = createPrng(seedOf(`face:${input.key}`));
  const { age, gender } = input;
  // Grey comes with the years whatever colour the profile states; the stated one otherwise, and a
  // "grey" stated under forty drawn platinum: the style's grey reads as old on a young face.
  const greyChance = age < 40 ? 0 : age < 50 ? 0.25 : 0.65;
  const stated = input.hairColor === 'grey' && age < 40 ? PLATINUM : HAIR[input.hairColor ?? 'brown'];
  const hairColor = rnd.chance(greyChance) ? rnd.pick(GREY) : rnd.pick(stated);
  const tops = TOPS[gender];
  const top = rnd.pick(age < 30 ? [...tops.young, ...tops.any] : age < 50 ? tops.any : [...tops.older, ...tops.any]);
  const glasses = rnd.chance(byAge(age, [0.12, 0.3, 0.55])) ? rnd.pick(GLASSES) : null;
  const beard = gender === 'male' && rnd.chance(byAge(age, [0.3, 0.45, 0.5])) ? rnd.pick(age < 40 ? BEARDS.young : BEARDS.older) : null;
  return {
    skinColor: rnd.pick(SKIN),
    hairColor,
    top,
    eyebrows: rnd.pick(EYEBROWS),
    clothing: rnd.pick(age < 35 ? CLOTHES.young : CLOTHES.older),
    clothesColor: rnd.pick(CLOTHES_COLORS),
    clothingGraphic: rnd.pick(GRAPHICS),
    accessories: glasses,
    facialHair: beard,
    paletteOffset: rnd.int(0, PALETTES.length - 1),
  };
}

interface Picture {
  face: Face;
  key: string;
  variant: number;
}

function pictureHash(picture: Picture): string {
  return createHash('sha1')
    .update(JSON.stringify([RENDER_VERSION, picture.key, picture.variant, picture.face]))
    .digest('hex')
    .slice(0, 16);
}

/** The SVG of one picture. Pure: same input, same picture. */
function portraitSvg(picture: Picture): string {
  const { face, variant } = picture;
  const expression = EXPRESSIONS[variant % EXPRESSIONS.length] as (typeof EXPRESSIONS)[number];
  const crop = CROPS[variant % CROPS.length] as (typeof CROPS)[number];
  const [from, to] = PALETTES[(face.paletteOffset + variant * 5) % PALETTES.length] as readonly [string, string];
  const avatar = createAvatar(avataaars, {
    seed: `${picture.key}:${variant}`,
    skinColor: [face.skinColor],
    hairColor: [face.hairColor],
    facialHairColor: [face.hairColor],
    top: [face.top] as never,
    topProbability: 100,
    eyebrows: [face.eyebrows] as never,
    clothing: [face.clothing] as never,
    clothesColor: [face.clothesColor],
    clothingGraphic: [face.clothingGraphic] as never,
    accessories: face.accessories ? ([face.accessories] as never) : undefined,
    accessoriesProbability: face.accessories ? 100 : 0,
    accessoriesColor: ['262e33'],
    facialHair: face.facialHair ? ([face.facialHair] as never) : undefined,
    facialHairProbability: face.facialHair ? 100 : 0,
    mouth: [expression.mouth] as never,
    eyes: [expression.eyes] as never,
  }).toString();
  const size = Math.round(PORTRAIT_WIDTH * crop.scale);
  const x = Math.round((PORTRAIT_WIDTH - size) / 2 + crop.dx);
  const y = PORTRAIT_HEIGHT - size;
  const angle = (face.paletteOffset * 37 + variant * 61) % 360;
  // The avatar's own <svg> nested at the crop's place: its body runs off the bottom edge, as a photo's would.
  const nested = avatar
    .replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `)
    // The style wraps the figure in a mask of its own square, which the nested <svg> clips to anyway:
    // librsvg draws a mask as two extra canvas-sized layers, half of the picture's drawing time.
    .replace(' mask="url(#viewboxMask)"', '');
  // The light circle fades with fill-opacity, not opacity: the same pixels without a canvas-sized layer.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="${80 + ((angle * 7) % 440)}" cy="${70 + ((angle * 3) % 180)}" r="${60 + (angle % 80)}" fill="#ffffff" fill-opacity="0.12"/>
${nested}
</svg>`;
}

function fileNames(picture: Picture): PortraitFiles {
  const base = `seed-${pictureHash(picture)}`;
  return {
    filename: `${base}.jpg`,
    thumbFilename: `${base}-thumb.jpg`,
    matchFilename: `${base}-match.jpg`,
    width: PORTRAIT_WIDTH,
    height: PORTRAIT_HEIGHT,
  };
}

/** The pictures of one face: `count` of them, the first the main photo. */
function galleryOf(input: FaceInput, count: number): Picture[] {
  const face = faceOf(input);
  return Array.from({ length: count }, (_, variant) => ({ face, key: input.key, variant }));
}

/** The file names of a gallery without rendering ('placeholder' photos in tests). */
export function galleryNames(input: FaceInput, count: number): PortraitFiles[] {
  return galleryOf(input, count).map(fileNames);
}

// The square crops keep the head: the figure stands at the bottom, its face in the middle band.
const SQUARE_TOP = Math.round((PORTRAIT_HEIGHT - PORTRAIT_WIDTH) * 0.7);

/** Renders one picture's three files (main, thumbnail, square match crop) into `dir`. */
async function drawPicture(dir: string, picture: Picture, files: PortraitFiles): Promise<void> {
  // Rasterised once; the three encodings start from the same pixels.
  const portrait = await sharp(Buffer.from(portraitSvg(picture)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The square crop scaled once to the match size; the thumbnail is scaled from that (a sixth of the pixels to read).
  const square = await pixels(portrait)
    .extract({ left: 0, top: SQUARE_TOP, width: PORTRAIT_WIDTH, height: PORTRAIT_WIDTH })
    .resize(MATCH_SIZE, MATCH_SIZE)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const write = async (pipeline: Sharp, name: string) => {
    // Write then rename: a crash mid-write never leaves a truncated JPEG behind a valid name.
    const target = path.join(dir, name);
    const temp = `${target}.${process.pid}.tmp`;
    await pipeline.toFile(temp);
    await fs.rename(temp, target);
  };
  // Huffman tables left at the standard ones (optimiseCoding off): the same pixels, a sixth more bytes,
  // half the encoding time.
  const jpeg = (quality: number) => ({ quality, optimiseCoding: false });
  await Promise.all([
    write(pixels(portrait).jpeg(jpeg(84)), files.filename),
    write(pixels(square).resize(THUMB_SIZE, THUMB_SIZE).jpeg(jpeg(80)), files.thumbFilename),
    write(pixels(square).jpeg(jpeg(82)), files.matchFilename),
  ]);
}

/** A sharp pipeline over raw pixels. */
function pixels({ data, info }: { data: Buffer; info: { width: number; height: number; channels: number } }): Sharp {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels as 3 } });
}

const allExist = async (dir: string, names: readonly string[]) =>
  (await Promise.all(names.map((name) => fileExists(path.join(dir, name))))).every(Boolean);

/**
 * One picture's files in `dir`: kept when there, else copied from the cache, else drawn (into the
 * cache first when there is one). Drawing is the slow part (tens of ms a picture); a copy is not.
 */
async function placePicture(dir: string, picture: Picture, cacheDir: string | null): Promise<PortraitFiles> {
  const files = fileNames(picture);
  const names = [files.filename, files.thumbFilename, files.matchFilename];
  if (await allExist(dir, names)) return files;
  if (cacheDir === null) {
    await drawPicture(dir, picture, files);
    return files;
  }
  if (!(await allExist(cacheDir, names))) await drawPicture(cacheDir, picture, files);
  await Promise.all(names.map((name) => fs.copyFile(path.join(cacheDir, name), path.join(dir, name))));
  return files;
}

/** Where drawn pictures are kept across data folders (cache-folder.ts); null without one. */
export function defaultPortraitCache(): Promise<string | null> {
  return userCacheFolder('dating-seed-portraits');
}

/** Renders the pictures of these galleries into `dir`, a few at a time (2 cores shared). Same order, same shape. */
export async function renderGalleries(
  dir: string,
  galleries: readonly { face: FaceInput; count: number }[],
  options: { cacheDir: string | null; concurrency?: number },
): Promise<PortraitFiles[][]> {
  await fs.mkdir(dir, { recursive: true });
  const jobs = galleries.flatMap((gallery, index) => galleryOf(gallery.face, gallery.count).map((picture) => ({ index, picture })));
  const result: PortraitFiles[][] = galleries.map(() => []);
  let cursor = 0;
  const worker = async () => {
    while (cursor < jobs.length) {
      const job = jobs[cursor++] as (typeof jobs)[number];
      (result[job.index] as PortraitFiles[])[job.picture.variant] = await placePicture(dir, job.picture, options.cacheDir);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 3) }, worker));
  return result;
}

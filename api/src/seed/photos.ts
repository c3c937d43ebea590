import { fileExists } from '../files/file-exists';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { createPrng } from './prng';

/**
 * Generated portraits, no downloads: a deterministic SVG (gradient backdrop + a silhouette) rendered
 * to JPEG with sharp. Rendering is the slow part of the first start (~15 ms an image per core), so
 * the seed renders a POOL of distinct portraits per gender and profiles share pool files. Photo rows
 * stay per profile, so a member's own uploads later never touch the pool.
 */
const PORTRAIT_WIDTH = 600;
const PORTRAIT_HEIGHT = 750;
export const THUMB_SIZE = 160;
export const MATCH_SIZE = 400;

export interface PortraitFiles {
  filename: string;
  thumbFilename: string;
  matchFilename: string;
  width: number;
  height: number;
}

const PALETTES: readonly (readonly [string, string])[] = [
  ['#7b1e5a', '#e0559b'],
  ['#3a1c71', '#d76d77'],
  ['#0f2027', '#2c5364'],
  ['#614385', '#516395'],
  ['#c33764', '#1d2671'],
  ['#134e5e', '#71b280'],
  ['#ee9ca7', '#ffdde1'],
  ['#42275a', '#734b6d'],
  ['#bdc3c7', '#2c3e50'],
  ['#de6262', '#ffb88c'],
  ['#06beb6', '#48b1bf'],
  ['#eb3349', '#f45c43'],
  ['#dd5e89', '#f7bb97'],
  ['#56ab2f', '#a8e063'],
  ['#614385', '#e0559b'],
  ['#2b5876', '#4e4376'],
  ['#ff5f6d', '#ffc371'],
  ['#4568dc', '#b06ab3'],
  ['#1f4037', '#99f2c8'],
  ['#8e2de2', '#4a00e0'],
];
const SKIN = ['#f3d3bd', '#e8b896', '#c68642', '#8d5524', '#f1c27d', '#ffdbac'];
const HAIR = ['#2c1b10', '#6a4e35', '#b68b4c', '#d6b370', '#a33f20', '#8a8a8a', '#111111'];

export type PortraitGender = 'female' | 'male';

/** The SVG of pool portrait `index` for `gender`. Pure: same input, same picture. */
function portraitSvg(gender: PortraitGender, index: number): string {
  const rnd = createPrng((gender === 'female' ? 0x5eed_f000 : 0x5eed_0000) + index * 7919);
  const [from, to] = rnd.pick(PALETTES);
  const skin = rnd.pick(SKIN);
  const hair = rnd.pick(HAIR);
  const shirt = `hsl(${rnd.int(0, 359)}, ${rnd.int(35, 70)}%, ${rnd.int(25, 55)}%)`;
  const angle = rnd.int(0, 359);
  const cx = 300 + rnd.int(-30, 30);
  const headY = 300 + rnd.int(-20, 20);
  const hairShape =
    gender === 'female'
      ? `<path d="M${cx - 120} ${headY + 170} Q${cx - 150} ${headY - 150} ${cx} ${headY - 140} Q${cx + 150} ${headY - 150} ${cx + 120} ${headY + 170} Z" fill="${hair}"/>`
      : `<path d="M${cx - 100} ${headY - 20} Q${cx - 100} ${headY - 135} ${cx} ${headY - 130} Q${cx + 100} ${headY - 135} ${cx + 100} ${headY - 20} Q${cx} ${headY - 80} ${cx - 100} ${headY - 20} Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${rnd.int(60, 540)}" cy="${rnd.int(60, 300)}" r="${rnd.int(40, 140)}" fill="#ffffff" opacity="0.12"/>
${hairShape}
<ellipse cx="${cx}" cy="${headY + 500}" rx="250" ry="320" fill="${shirt}"/>
<rect x="${cx - 38}" y="${headY + 80}" width="76" height="110" rx="30" fill="${skin}"/>
<ellipse cx="${cx}" cy="${headY}" rx="92" ry="115" fill="${skin}"/>
</svg>`;
}

function poolFileNames(gender: PortraitGender, index: number): PortraitFiles {
  const base = `seed-${gender === 'female' ? 'f' : 'm'}-${String(index).padStart(3, '0')}`;
  return {
    filename: `${base}.jpg`,
    thumbFilename: `${base}-thumb.jpg`,
    matchFilename: `${base}-match.jpg`,
    width: PORTRAIT_WIDTH,
    height: PORTRAIT_HEIGHT,
  };
}

/** Renders one pool portrait (main, thumbnail, square match crop) unless its files already exist. */
async function renderPortrait(dir: string, gender: PortraitGender, index: number): Promise<PortraitFiles> {
  const files = poolFileNames(gender, index);
  const targets = [files.filename, files.thumbFilename, files.matchFilename].map((name) => path.join(dir, name));
  if ((await Promise.all(targets.map(fileExists))).every(Boolean)) return files;
  const raster = sharp(Buffer.from(portraitSvg(gender, index)));
  const [main, thumb, match] = targets as [string, string, string];
  const write = async (pipeline: Sharp, target: string) => {
    // Write then rename: a crash mid-write never leaves a truncated JPEG behind a valid name.
    const temp = `${target}.${process.pid}.tmp`;
    await pipeline.toFile(temp);
    await fs.rename(temp, target);
  };
  await Promise.all([
    write(raster.clone().jpeg({ quality: 82, mozjpeg: false }), main),
    write(raster.clone().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', position: 'top' }).jpeg({ quality: 78 }), thumb),
    write(raster.clone().resize(MATCH_SIZE, MATCH_SIZE, { fit: 'cover', position: 'top' }).jpeg({ quality: 80 }), match),
  ]);
  return files;
}

/** Renders `perGender` portraits for each gender into `dir`, a few at a time (2 cores shared). */
export async function renderPortraitPool(
  dir: string,
  perGender: number,
  concurrency = 4,
): Promise<Record<PortraitGender, PortraitFiles[]>> {
  await fs.mkdir(dir, { recursive: true });
  const jobs: { gender: PortraitGender; index: number }[] = [];
  for (let index = 0; index < perGender; index += 1) {
    jobs.push({ gender: 'female', index }, { gender: 'male', index });
  }
  const result: Record<PortraitGender, PortraitFiles[]> = { female: [], male: [] };
  let cursor = 0;
  const worker = async () => {
    while (cursor < jobs.length) {
      const job = jobs[cursor++] as (typeof jobs)[number];
      result[job.gender][job.index] = await renderPortrait(dir, job.gender, job.index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return result;
}

/** Pool file names without rendering ('placeholder' photos in tests). */
export function portraitPoolNames(perGender: number): Record<PortraitGender, PortraitFiles[]> {
  const range = Array.from({ length: perGender }, (_, index) => index);
  return { female: range.map((i) => poolFileNames('female', i)), male: range.map((i) => poolFileNames('male', i)) };
}

import { fileExists } from '../files/file-exists';
import { userCacheFolder } from '../seed/cache-folder';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../db/database';
import { gifCatalogue } from '../db/schema';
import { GIF_HEIGHT, GIF_WIDTH } from './gif-art';
import { GIF_DRAWINGS, frameMarkup, type GifDrawing } from './gif-drawings';

/**
 * The local GIF catalogue: the drawings of gif-drawings.ts rendered into `<dataDir>/gifs` and listed
 * in `gif_catalogue`. File names carry a hash of what is drawn (and of how it is encoded), so a
 * file never changes under its name (served `immutable`), and a start whose files are all there
 * renders nothing. Rendering: one SVG holding every frame stacked, rasterised once by sharp
 * (librsvg), encoded as a looping GIF by sharp (libvips' cgif + libimagequant) — no extra dependency.
 * About 1 s for the whole catalogue on 2 cores.
 */

/** Part of every file name's hash: bump it when the encoding below changes. */
const ENCODING = 'v1:gif colours=48 effort=4 dither=0 loop=0; preview half size';
const PREVIEW_SCALE = 2;
/** Renders at once; sharp runs each on libuv's pool (4 threads by default). */
const PARALLEL = 4;

export interface GifCatalogueEntry {
  slug: string;
  title: string;
  tags: string[];
  file: string;
  previewFile: string;
  width: number;
  height: number;
}

/** All frames of a drawing stacked top to bottom, the input of one rasterisation. */
function stripSvg(drawing: GifDrawing, width: number, height: number): string {
  const frames = Array.from(
    { length: drawing.frames },
    (_, i) =>
      `<svg y="${i * height}" width="${width}" height="${height}" viewBox="0 0 ${GIF_WIDTH} ${GIF_HEIGHT}" overflow="hidden">${frameMarkup(drawing, i / drawing.frames)}</svg>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height * drawing.frames}">${frames.join('')}</svg>`;
}

const entries = new Map<string, GifCatalogueEntry>();

function entryOf(drawing: GifDrawing): GifCatalogueEntry {
  let entry = entries.get(drawing.slug);
  if (!entry) {
    const hash = createHash('sha256')
      .update(ENCODING)
      .update(String(drawing.delay))
      .update(stripSvg(drawing, GIF_WIDTH, GIF_HEIGHT))
      .digest('hex')
      .slice(0, 12);
    entry = {
      slug: drawing.slug,
      title: drawing.title,
      tags: [...drawing.tags],
      file: `${drawing.slug}.${hash}.gif`,
      previewFile: `${drawing.slug}.${hash}.small.gif`,
      width: GIF_WIDTH,
      height: GIF_HEIGHT,
    };
    entries.set(drawing.slug, entry);
  }
  return entry;
}

/** The catalogue's rows, file names included, without rendering anything (a pure function of the drawings). */
export function gifCatalogueEntries(): GifCatalogueEntry[] {
  return GIF_DRAWINGS.map(entryOf);
}

/** The full-size GIF and its half-size preview, from one rasterisation of the drawing's frames. */
async function encode(drawing: GifDrawing): Promise<{ full: Buffer; preview: Buffer }> {
  const frames = drawing.frames;
  const raw = await sharp(Buffer.from(stripSvg(drawing, GIF_WIDTH, GIF_HEIGHT)))
    .ensureAlpha()
    .raw()
    .toBuffer();
  const gif = (input: Buffer, width: number, height: number) =>
    sharp(input, { raw: { width, height: height * frames, channels: 4, pageHeight: height } })
      .gif({ delay: Array.from({ length: frames }, () => drawing.delay), loop: 0, colours: 48, effort: 4, dither: 0 })
      .toBuffer();
  const [previewWidth, previewHeight] = [GIF_WIDTH / PREVIEW_SCALE, GIF_HEIGHT / PREVIEW_SCALE];
  const small = await sharp(raw, { raw: { width: GIF_WIDTH, height: GIF_HEIGHT * frames, channels: 4 } })
    .resize(previewWidth, previewHeight * frames, { fit: 'fill' })
    .raw()
    .toBuffer();
  const [full, preview] = await Promise.all([gif(raw, GIF_WIDTH, GIF_HEIGHT), gif(small, previewWidth, previewHeight)]);
  return { full, preview };
}

/** Written under a temporary name and renamed: a reader never sees half a file, two processes never clash. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

/**
 * Renders every catalogue file missing from `dir` (or of the `only` slugs); answers how many GIFs it rendered.
 * With `cacheDir`, a drawing is rendered into it first and copied from it into `dir`: the files are
 * the same for every data folder (their names hash what is drawn), so every api start after the first on
 * a machine (each e2e run starts several on fresh data folders) copies instead of rendering, 3–4 s of CPU.
 */
export async function renderGifCatalogue(
  dir: string,
  options: { only?: readonly string[]; cacheDir?: string | null } = {},
): Promise<number> {
  await fs.mkdir(dir, { recursive: true });
  const cacheDir = options.cacheDir ?? null;
  const missingIn = async (folder: string, drawing: GifDrawing) => {
    const entry = entryOf(drawing);
    return !(await fileExists(path.join(folder, entry.file))) || !(await fileExists(path.join(folder, entry.previewFile)));
  };
  const missing: GifDrawing[] = [];
  for (const drawing of GIF_DRAWINGS) {
    if (options.only && !options.only.includes(drawing.slug)) continue;
    if (await missingIn(dir, drawing)) missing.push(drawing);
  }
  let rendered = 0;
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const drawing = missing[next++] as GifDrawing;
      const entry = entryOf(drawing);
      const target = cacheDir ?? dir;
      if (cacheDir === null || (await missingIn(cacheDir, drawing))) {
        const { full, preview } = await encode(drawing);
        await writeAtomically(path.join(target, entry.file), full);
        await writeAtomically(path.join(target, entry.previewFile), preview);
        rendered += 1;
      }
      if (cacheDir !== null) {
        for (const file of [entry.file, entry.previewFile]) await copyAtomically(path.join(cacheDir, file), path.join(dir, file));
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return rendered;
}

/** A cached file into a data folder, under a temporary name first as writeAtomically does. */
async function copyAtomically(from: string, file: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.copyFile(from, temporary);
  await fs.rename(temporary, file);
}

/**
 * Inserts or updates every catalogue row by slug (idempotent). Rows of drawings since removed stay:
 * their files stay in older data folders too, and sent messages keep their own copy of the URL.
 */
export async function upsertGifCatalogue(db: Db | Tx): Promise<void> {
  await db
    .insert(gifCatalogue)
    .values(gifCatalogueEntries())
    .onConflictDoUpdate({
      target: gifCatalogue.slug,
      set: {
        title: sql`excluded.title`,
        tags: sql`excluded.tags`,
        file: sql`excluded.file`,
        previewFile: sql`excluded.preview_file`,
        width: sql`excluded.width`,
        height: sql`excluded.height`,
      },
    });
}

/**
 * At every start: the files into `dir` (only those missing; rendered once per machine into the user's
 * cache folder, docs/seed-portraits.md), the rows into the database.
 */
export async function prepareGifCatalogue(db: Db, dir: string): Promise<{ rendered: number }> {
  const rendered = await renderGifCatalogue(dir, { cacheDir: await userCacheFolder('dating-gif-catalogue') });
  await upsertGifCatalogue(db);
  return { rendered };
}

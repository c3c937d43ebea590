import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { GifSearchResponseSchema, type Gif, type Locale } from '@dating/shared/contracts/index';
import type { Database } from '../db/database';
import { createTestDatabase } from '../test/test-database';
import { gifCatalogueEntries, renderGifCatalogue, upsertGifCatalogue } from './gif-catalogue';
import { InvalidGifCursorError } from './gif-cursor';
import type { GifProvider } from './gif-provider';
import { createLocalGifProvider } from './local-gif-provider';

let database: Database;
let gifs: GifProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  await upsertGifCatalogue(database.db);
  // Idempotent: a second start updates the same rows.
  await upsertGifCatalogue(database.db);
  gifs = createLocalGifProvider(database.db);
}, 60_000);
afterAll(async () => {
  await database.close();
});

const search = async (q: string, locale: Locale = 'en', page?: string) =>
  GifSearchResponseSchema.parse(await gifs.search({ q, locale, page }));
const slugs = (found: { gifs: Gif[] }) => found.gifs.map((gif) => gif.id.replace(/^local:/, ''));

describe('the local GIF provider', () => {
  it('finds GIFs by an English tag, those matching more of the words first', async () => {
    expect(slugs(await search('pizza'))).toEqual(['pizza']);
    const love = await search('love');
    expect(slugs(love)).toContain('love-heart');
    expect(slugs(love)).toContain('kiss-blow');
    expect(love.next).toBeNull();
    // "love heart": GIFs tagged both come before those tagged one.
    const both = slugs(await search('love heart'));
    const tagged = (slug: string) => gifCatalogueEntries().find((entry) => entry.slug === slug)?.tags ?? [];
    const counts = both.map((slug) => ['love', 'heart'].filter((tag) => tagged(slug).includes(tag)).length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(2);
  });

  it("finds them by a German member's words, and by the beginning of a word", async () => {
    expect(slugs(await search('liebe', 'de'))).toEqual(slugs(await search('love', 'en')));
    expect(slugs(await search('hallo', 'de'))).toEqual(expect.arrayContaining(['hi-wave', 'hello-sunflower']));
    expect(slugs(await search('lie', 'de'))).toEqual(slugs(await search('liebe', 'de')));
    expect(slugs(await search('gute nacht', 'de'))).toContain('good-night-moon');
  });

  it('ignores accents in French and Spanish', async () => {
    expect(slugs(await search('cafe', 'fr'))).toEqual(['good-morning-coffee']);
    expect(slugs(await search('Café', 'es'))).toEqual(['good-morning-coffee']);
    expect(slugs(await search('buenos dias', 'es'))).toEqual(slugs(await search('buenos días', 'es')));
    expect(slugs(await search('fete', 'fr'))).toContain('party-confetti');
  });

  it('answers nothing for words it does not know', async () => {
    expect(await search('xyzzy')).toEqual({ gifs: [], next: null });
  });

  it('pages the featured GIFs in a fixed order: no overlap, next null at the end', async () => {
    const first = await search('');
    expect(first.gifs).toHaveLength(24);
    expect(first.gifs[0]?.id).toBe('local:hi-wave');
    expect(first.next).not.toBeNull();
    const second = await search('', 'en', first.next ?? undefined);
    expect(second.gifs).toHaveLength(24);
    expect(slugs(second).filter((slug) => slugs(first).includes(slug))).toEqual([]);
    const seen = [...slugs(first), ...slugs(second)];
    let next = second.next;
    for (let pages = 0; next !== null && pages < 10; pages++) {
      const page = await search('', 'en', next);
      seen.push(...slugs(page));
      next = page.next;
    }
    expect(next).toBeNull();
    expect(seen).toEqual(gifCatalogueEntries().map((entry) => entry.slug));
    // The same search twice: the same order.
    expect(slugs(await search(''))).toEqual(slugs(first));
  });

  it('refuses a page cursor it did not make', async () => {
    await expect(gifs.search({ q: '', locale: 'en', page: 'nonsense' })).rejects.toBeInstanceOf(InvalidGifCursorError);
    await expect(gifs.search({ q: '', locale: 'en', page: 'o99999' })).rejects.toBeInstanceOf(InvalidGifCursorError);
  });

  it('gets a GIF by its id, and null for an unknown one', async () => {
    const entry = gifCatalogueEntries().find((candidate) => candidate.slug === 'wink');
    expect(await gifs.get('local:wink')).toEqual({
      id: 'local:wink',
      url: `/gifs/${entry?.file}`,
      preview_url: `/gifs/${entry?.previewFile}`,
      width: 200,
      height: 150,
      title: 'A cheeky wink',
    });
    expect(await gifs.get('local:no-such-gif')).toBeNull();
    expect(await gifs.get('giphy:abc')).toBeNull();
    expect(await gifs.get('wink')).toBeNull();
  });
});

describe('the catalogue files', () => {
  it('are small looping animations, drawn once per data folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-gifs-'));
    const only = ['love-heart', 'party-confetti'];
    expect(await renderGifCatalogue(dir, { only })).toBe(2);
    expect(await renderGifCatalogue(dir, { only })).toBe(0);
    for (const slug of only) {
      const entry = gifCatalogueEntries().find((candidate) => candidate.slug === slug);
      if (!entry) throw new Error(slug);
      const file = fs.readFileSync(path.join(dir, entry.file));
      expect(file.length).toBeLessThan(40 * 1024);
      const meta = await sharp(file, { animated: true }).metadata();
      expect(meta).toMatchObject({ format: 'gif', width: 200, pageHeight: 150, loop: 0 });
      expect(meta.pages).toBeGreaterThanOrEqual(4);
      const preview = await sharp(fs.readFileSync(path.join(dir, entry.previewFile)), { animated: true }).metadata();
      expect(preview).toMatchObject({ format: 'gif', width: 100, pageHeight: 75 });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are named by a hash of what is drawn: unique, stable, with English titles and 2–6 tags', () => {
    const entries = gifCatalogueEntries();
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.file)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.file).toMatch(new RegExp(`^${entry.slug}\\.[0-9a-f]{12}\\.gif$`));
      expect(entry.tags.length).toBeGreaterThanOrEqual(2);
      expect(entry.tags.length).toBeLessThanOrEqual(6);
      expect(entry.tags.every((tag) => tag === tag.toLowerCase())).toBe(true);
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { GIFT_SLUGS } from './gift-catalogue';

/**
 * The gift pictures are served as they are to every member's browser, so each must be a small,
 * self-contained SVG that cannot run code or fetch anything: no script, no event handler, no
 * foreignObject, no external reference, and ids namespaced by slug so that two pictures inlined on
 * one page never share a gradient.
 */
const DIR = path.resolve(__dirname, '..', '..', 'assets', 'gifts');
const read = (slug: string) => fs.readFileSync(path.join(DIR, `${slug}.svg`));

it('has exactly one picture per gift of the catalogue', () => {
  const files = fs.readdirSync(DIR).filter((name) => name.endsWith('.svg'));
  expect(files.sort()).toEqual(GIFT_SLUGS.map((slug) => `${slug}.svg`).sort());
});

describe.each(GIFT_SLUGS)('%s', (slug) => {
  const svg = read(slug);
  const text = svg.toString('utf8');

  it('is a square 96 × 96 SVG that sharp renders, under 4 KB', async () => {
    expect(svg.length).toBeLessThan(4096);
    expect(text).toMatch(/^<svg [^>]*viewBox="0 0 96 96"/);
    const meta = await sharp(svg).metadata();
    expect(meta.format).toBe('svg');
    const png = await sharp(svg).resize(48).png().toBuffer();
    expect((await sharp(png).metadata()).width).toBe(48);
  });

  it('contains nothing that runs or loads anything', () => {
    expect(text).not.toMatch(/<script/i);
    expect(text).not.toMatch(/\son[a-z]+\s*=/i);
    expect(text).not.toMatch(/foreignObject/i);
    expect(text).not.toMatch(/href="http/i);
    expect(text).not.toMatch(/<image|@import|url\((?!#)/i);
  });

  it('prefixes its ids with the slug and references only its own ids', () => {
    const ids = [...text.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    for (const id of ids) expect(id).toMatch(new RegExp(`^${slug}-`));
    const references = [...text.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);
    for (const reference of references) expect(ids).toContain(reference);
  });
});

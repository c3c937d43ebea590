// The payment method logos are served as files and may end up inlined into the page, so each one is
// checked here for the shape the payments screen counts on (one per method, one frame size, small)
// and for anything that would let an SVG run code or reach another origin.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAYMENT_METHODS } from '@dating/shared/contracts/payment-methods';

const LOGOS = __dirname;
const MAX_BYTES = 3 * 1024;

const logo = (method: string) => readFileSync(join(LOGOS, `${method}.svg`), 'utf8');

describe('payment method logos', () => {
  it('has one logo per payment method and none for a method that does not exist', () => {
    const files = readdirSync(LOGOS)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => name.slice(0, -'.svg'.length))
      .sort();
    expect(files).toEqual([...PAYMENT_METHODS].sort());
  });

  describe.each(PAYMENT_METHODS)('%s.svg', (method) => {
    it('stays under 3 KB', () => {
      expect(Buffer.byteLength(logo(method))).toBeLessThan(MAX_BYTES);
    });

    it('is drawn in the shared 64×40 frame', () => {
      const svg = logo(method);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 40"/);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    });

    it('holds no script, event handler, embedded HTML or outside reference', () => {
      const svg = logo(method);
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/foreignObject/i);
      expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
      expect(svg).not.toMatch(/href\s*=\s*["']\s*(https?:|\/\/|data:|javascript:)/i);
      expect(svg).not.toMatch(/url\(\s*["']?(?!#)/i);
      expect(svg).not.toMatch(/<!ENTITY|<!DOCTYPE/i);
    });

    it('prefixes every id with its method, so two logos inlined on one page never clash', () => {
      const ids = [...logo(method).matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]);
      for (const id of ids) expect(id).toMatch(new RegExp(`^${method}-`));
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
});

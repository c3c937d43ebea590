import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@dating/shared/contracts/locales';

/**
 * The gift names and icebreaker lines, loaded apart from the chat's other texts because only the gift
 * picker, a gift message and the icebreaker modal need them. English names the gifts the catalogue
 * has; every locale names the same ones and writes its own lines rather than translating English.
 */
interface Extras {
  gifts: Record<string, string>;
  icebreakers: string[];
}

const read = (locale: string): Extras => JSON.parse(fs.readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Extras;
const english = read('en');

it('has a file for every locale and no other', () => {
  const files = fs.readdirSync(__dirname).filter((name) => name.endsWith('.json'));
  expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
});

describe.each(LOCALES)('%s', (locale) => {
  const extras = read(locale);

  it('has nothing but the gifts and the icebreakers', () => {
    expect(Object.keys(extras).sort()).toEqual(['gifts', 'icebreakers']);
  });

  it('names every gift of the English file, and no other, with a short non-empty name', () => {
    expect(Object.keys(extras.gifts).sort()).toEqual(Object.keys(english.gifts).sort());
    for (const [slug, name] of Object.entries(extras.gifts)) {
      expect([slug, typeof name === 'string' && name.trim() === name && name.length > 0]).toEqual([slug, true]);
      expect([slug, name.split(/\s+/).length <= 3]).toEqual([slug, true]);
    }
  });

  it('has 8 distinct icebreakers of at most 140 characters', () => {
    expect(extras.icebreakers).toHaveLength(8);
    expect(new Set(extras.icebreakers).size).toBe(8);
    for (const line of extras.icebreakers) {
      expect(typeof line === 'string' && line.trim() === line && line.length > 0 ? 'ok' : `empty: ${line}`).toBe('ok');
      expect([line, line.length <= 140]).toEqual([line, true]);
    }
  });

  if (locale !== 'en') {
    it('writes its own icebreakers rather than reusing the English ones', () => {
      for (const line of extras.icebreakers) expect(english.icebreakers).not.toContain(line);
    });
  }
});

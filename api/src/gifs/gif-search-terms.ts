import { LOCALES, type Locale } from '@dating/shared/contracts/index';
import { GIF_DRAWINGS } from './gif-drawings';
import { TAG_TRANSLATIONS } from './tag-translations';

/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDED: Readonly<Record<string, string>> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * Lower case, accents off, anything but letters and digits a word break: "Tschüß!" → ["tschuss"],
 * "clin d'œil" → ["clin", "d", "oeil"]. Typed text and dictionary words go through the same.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßøæœłđðþı]/g, (letter) => FOLDED[letter] ?? letter);
  return folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

interface Phrase {
  words: readonly string[];
  tags: ReadonlySet<string>;
}

type Lexicon = readonly Phrase[];

const lexicons = new Map<Locale, Lexicon>();

/** The locale's phrases with their tags, English synonyms and the catalogue's own tags included (built once per locale). */
function lexiconOf(locale: Locale): Lexicon {
  let lexicon = lexicons.get(locale);
  if (!lexicon) {
    const byPhrase = new Map<string, { words: string[]; tags: Set<string> }>();
    const add = (phrase: string, tag: string) => {
      const words = searchWords(phrase);
      if (words.length === 0) return;
      const key = words.join(' ');
      const entry = byPhrase.get(key) ?? { words, tags: new Set<string>() };
      entry.tags.add(tag);
      byPhrase.set(key, entry);
    };
    for (const drawing of GIF_DRAWINGS) for (const tag of drawing.tags) add(tag, tag);
    for (const source of locale === 'en' ? [TAG_TRANSLATIONS.en] : [TAG_TRANSLATIONS.en, TAG_TRANSLATIONS[locale]]) {
      for (const [tag, phrases] of Object.entries(source)) for (const phrase of phrases) add(phrase, tag);
    }
    lexicon = [...byPhrase.values()];
    lexicons.set(locale, lexicon);
  }
  return lexicon;
}

/** A word the member typed matches a dictionary word exactly, or as its beginning ("lie" → "liebe"). */
function wordMatch(typed: string, word: string, isLastTyped: boolean): 'exact' | 'prefix' | null {
  if (typed === word) return 'exact';
  // The word still being typed may be short; earlier words must say a little more to count.
  const minimum = isLastTyped ? 2 : 3;
  return typed.length >= minimum && word.startsWith(typed) ? 'prefix' : null;
}

/**
 * The English tags the member's words stand for, in their locale or English — or, when those find
 * nothing, in any of the other locales. A phrase of the
 * dictionary matches where its words follow each other in the query, each typed word equal to the
 * dictionary's or its beginning. Where a typed word matches some phrase exactly, phrases it only
 * begins are ignored: "no" means no, not "nope" and "notte"; and words inside a longer phrase's
 * match count for that phrase only.
 */
export function tagsForQuery(query: string, locale: Locale): string[] {
  const typed = searchWords(query).slice(0, 12);
  if (typed.length === 0) return [];
  const own = tagsInLexicon(typed, lexiconOf(locale));
  if (own.length > 0) return own;
  // A German word typed on an English account (a Dutch member abroad, a shared phone): the other languages' words.
  const others = new Set(
    LOCALES.filter((other) => other !== locale && other !== 'en').flatMap((other) => tagsInLexicon(typed, lexiconOf(other))),
  );
  return [...others].sort();
}

function tagsInLexicon(typed: readonly string[], lexicon: Lexicon): string[] {
  const matches: { from: number; to: number; exact: boolean; tags: ReadonlySet<string> }[] = [];
  for (const phrase of lexicon) {
    const length = phrase.words.length;
    for (let from = 0; from + length <= typed.length; from++) {
      let exact = true;
      let matched = true;
      for (let k = 0; k < length; k++) {
        const index = from + k;
        const result = wordMatch(typed[index] as string, phrase.words[k] as string, index === typed.length - 1);
        if (result === null) {
          matched = false;
          break;
        }
        if (result === 'prefix') exact = false;
      }
      if (matched) matches.push({ from, to: from + length, exact, tags: phrase.tags });
    }
  }
  const exactlyMatched = new Set<number>();
  for (const match of matches) if (match.exact) for (let i = match.from; i < match.to; i++) exactlyMatched.add(i);
  const tags = new Set<string>();
  for (const match of matches) {
    if (!match.exact && Array.from({ length: match.to - match.from }, (_, k) => match.from + k).some((i) => exactlyMatched.has(i)))
      continue;
    // Inside a longer phrase the words belong to it: "gute na…" is good night, not "nah" or "nap".
    if (matches.some((other) => other.to - other.from > match.to - match.from && other.from <= match.from && other.to >= match.to))
      continue;
    for (const tag of match.tags) tags.add(tag);
  }
  return [...tags].sort();
}

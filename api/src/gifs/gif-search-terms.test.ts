import { GIF_DRAWINGS } from './gif-drawings';
import { searchWords, tagsForQuery } from './gif-search-terms';
import { TAG_TRANSLATIONS } from './tag-translations';

describe('searchWords', () => {
  it('folds case, accents and the letters Unicode does not decompose', () => {
    expect(searchWords('Tschüß!')).toEqual(['tschuss']);
    expect(searchWords("Clin d'Œil")).toEqual(['clin', 'd', 'oeil']);
    expect(searchWords('  Dziękuję,  KOCHAM   cię ')).toEqual(['dziekuje', 'kocham', 'cie']);
    expect(searchWords('Kærlighed — søt')).toEqual(['kaerlighed', 'sot']);
    expect(searchWords('?!')).toEqual([]);
  });
});

describe('tagsForQuery', () => {
  it("maps a German member's words to English tags", () => {
    expect(tagsForQuery('liebe', 'de')).toEqual(['love']);
    expect(tagsForQuery('Hallo', 'de')).toEqual(['hi']);
    expect(tagsForQuery('gute Nacht', 'de')).toEqual(['good night']);
    expect(tagsForQuery('danke', 'de')).toEqual(['thanks']);
    expect(tagsForQuery('kuss', 'de')).toEqual(['kiss']);
  });

  it('ignores accents and case either way: typed without, or typed with', () => {
    expect(tagsForQuery('cafe', 'fr')).toEqual(['coffee']);
    expect(tagsForQuery('CAFÉ', 'fr')).toEqual(['coffee']);
    expect(tagsForQuery('buenos dias', 'es')).toEqual(['good morning']);
    expect(tagsForQuery('Corazón', 'es')).toEqual(['heart']);
    expect(tagsForQuery('tschuss', 'de')).toEqual(['bye']);
    expect(tagsForQuery('dziekuje', 'pl')).toEqual(['thanks']);
  });

  it('takes the beginning of a word, but an exact word wins over longer ones', () => {
    expect(tagsForQuery('lie', 'de')).toEqual(['love']);
    expect(tagsForQuery('gute na', 'de')).toEqual(['good night']);
    expect(tagsForQuery('no', 'it')).toEqual(['no']);
  });

  it("understands English in every locale, and other locales' words when those find nothing", () => {
    expect(tagsForQuery('kiss', 'fi')).toEqual(['kiss']);
    expect(tagsForQuery('thx', 'sv')).toEqual(['thanks']);
    expect(tagsForQuery('hallo', 'en')).toEqual(['hi']);
    expect(tagsForQuery('liebe', 'fr')).toEqual(['love']);
    expect(tagsForQuery('xyzzy', 'en')).toEqual([]);
    expect(tagsForQuery('', 'en')).toEqual([]);
  });

  it('translates only to tags the catalogue has, at least 25 of them in each of the 10 other locales', () => {
    const catalogueTags = new Set(GIF_DRAWINGS.flatMap((drawing) => drawing.tags));
    const problems: string[] = [];
    for (const [locale, translations] of Object.entries(TAG_TRANSLATIONS)) {
      for (const tag of Object.keys(translations)) if (!catalogueTags.has(tag)) problems.push(`${locale}: no GIF is tagged "${tag}"`);
      if (locale !== 'en' && Object.keys(translations).length < 25)
        problems.push(`${locale}: only ${Object.keys(translations).length} tags`);
    }
    expect(problems).toEqual([]);
  });
});

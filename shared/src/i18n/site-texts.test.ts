import { livecamTileTitle, ownSiteText, siteText, type SiteTextSettings } from './site-texts';

const germanSite: SiteTextSettings = {
  default_language: 'de',
  index_title: 'Singles in deiner Nähe',
  description: 'Kostenlos anmelden.',
  fictional_warning: 'Dieses Profil ist fiktiv.',
  fictional_singular: 'fiktives Profil',
  fictional_plural: 'fiktive Profile',
  texts: { nl: { index_title: 'Singles bij jou in de buurt' }, fr: { index_title: '' } },
};

describe('siteText', () => {
  it("gives the reader's locale where the site wrote it", () => {
    expect(siteText(germanSite, 'nl', 'index_title')).toBe('Singles bij jou in de buurt');
  });

  it("falls back to the site's default language, never to English", () => {
    expect(siteText(germanSite, 'nl', 'description')).toBe('Kostenlos anmelden.');
    expect(siteText(germanSite, 'en', 'index_title')).toBe('Singles in deiner Nähe');
    // An empty text counts as missing; an unknown locale reads the default language too.
    expect(siteText(germanSite, 'fr', 'index_title')).toBe('Singles in deiner Nähe');
    expect(siteText(germanSite, 'cimode', 'fictional_plural')).toBe('fiktive Profile');
  });

  it('reads the plain field for the default language (what an operator edits), its texts entry only where it is empty', () => {
    expect(siteText({ ...germanSite, texts: { de: { index_title: 'Alt' } } }, 'it', 'index_title')).toBe('Singles in deiner Nähe');
    expect(siteText({ ...germanSite, index_title: '', texts: { de: { index_title: 'Neu' } } }, 'de', 'index_title')).toBe('Neu');
    expect(siteText({ ...germanSite, texts: undefined }, 'de', 'index_title')).toBe('Singles in deiner Nähe');
  });

  it('tells a text the site wrote in that language from a fallback', () => {
    expect(ownSiteText(germanSite, 'nl', 'index_title')).toBe('Singles bij jou in de buurt');
    expect(ownSiteText(germanSite, 'nl', 'fictional_singular')).toBeUndefined();
    expect(ownSiteText(germanSite, 'de', 'fictional_singular')).toBe('fiktives Profil');
  });
});

describe('livecamTileTitle', () => {
  const tile = { title: 'Jetzt live', titles: { sv: 'Live nu' } };
  it("gives the tile's title in the reader's locale, else the default language's", () => {
    expect(livecamTileTitle(tile, 'sv', 'de')).toBe('Live nu');
    expect(livecamTileTitle(tile, 'en', 'de')).toBe('Jetzt live');
    expect(livecamTileTitle({ title: 'Jetzt live', titles: { de: 'Alt' } }, 'de', 'de')).toBe('Jetzt live');
  });
});

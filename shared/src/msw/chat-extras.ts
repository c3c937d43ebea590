import { HttpResponse } from 'msw';
import { listGiftsEndpoint, searchGifsEndpoint, type Gif, type Gift } from '../contracts/chats';
import { endpointHandler } from './endpoint-handler';

/** The gift slugs of the api's catalogue, in its order (names come from mf-chat's extras texts). */
const GIFT_SLUGS = [
  'rose',
  'heart',
  'kiss',
  'coffee',
  'chocolate',
  'croissant',
  'cocktail',
  'cake',
  'sunflower',
  'balloon',
  'star',
  'candle',
  'music',
  'flame',
  'gift-box',
  'teddy-bear',
  'bouquet',
  'champagne',
  'crown',
  'diamond',
] as const;

const EXPENSIVE: Partial<Record<(typeof GIFT_SLUGS)[number], number>> = {
  'teddy-bear': 10,
  bouquet: 10,
  champagne: 15,
  crown: 20,
  diamond: 25,
};

/** A stand-in picture (the api serves drawn SVGs): a coloured disc, as a data URL so nothing is fetched. */
const disc = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="28" fill="hsl(${hue} 70% 60%)"/></svg>`)}`;

/** The catalogue as GET /api/gifts.php answers it with the seed site's gift_credits (5). */
export const giftsFixture: Gift[] = GIFT_SLUGS.map((slug, index) => ({ slug, price: EXPENSIVE[slug] ?? 5, image_url: disc(index * 18) }));

const GIF_TAGS = ['love', 'hello', 'laugh', 'dance', 'wink', 'coffee'] as const;

/** 30 GIFs, five per tag (English titles; the api's local catalogue also maps translated tags). */
export const gifFixtures: Gif[] = Array.from({ length: 30 }, (_, index) => {
  const tag = GIF_TAGS[index % GIF_TAGS.length]!;
  return {
    id: `local-${tag}-${index + 1}`,
    url: disc(index * 12),
    preview_url: disc(index * 12),
    width: 200,
    height: index % 3 === 0 ? 150 : 200,
    title: `${tag} ${index + 1}`,
  };
});

/** Results per page, as the api answers. */
const GIFS_PAGE_SIZE = 24;

/** A few translated tags, as the local catalogue knows them. */
const TRANSLATED_TAGS: Record<string, string> = { liebe: 'love', amour: 'love', hallo: 'hello', bonjour: 'hello' };

/**
 * GET /api/gifts.php and GET /api/gifs.php (featured = the whole list, a search by tag or title,
 * pages of GIFS_PAGE_SIZE with `next` = the offset). For screen tests and standalone pages.
 */
export function createChatExtrasHandlers(onSearch?: (search: { q: string; page: string | null }) => void) {
  const handlers = [
    endpointHandler(listGiftsEndpoint, () => HttpResponse.json({ gifts: giftsFixture })),
    endpointHandler(searchGifsEndpoint, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = (params.get('q') ?? '').trim().toLowerCase();
      const page = params.get('page');
      onSearch?.({ q, page });
      const word = TRANSLATED_TAGS[q] ?? q;
      const found = word ? gifFixtures.filter((gif) => gif.title.includes(word)) : gifFixtures;
      const start = Number(page ?? 0);
      const next = start + GIFS_PAGE_SIZE < found.length ? String(start + GIFS_PAGE_SIZE) : null;
      return HttpResponse.json({ gifs: found.slice(start, start + GIFS_PAGE_SIZE), next });
    }),
  ];
  return { handlers };
}

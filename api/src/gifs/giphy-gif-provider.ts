import { z } from 'zod';
import type { Gif, GifSearchResponse, Locale } from '@dating/shared/contracts/index';
import { ApiError } from '../http/errors';
import { GIF_PAGE_SIZE, nextCursor, offsetOfCursor } from './gif-cursor';
import type { GifProvider } from './gif-provider';
import { GIPHY_MEDIA_HOSTS } from './giphy-hosts';

const GIPHY_API = 'https://api.giphy.com/v1/gifs';
const ID_PREFIX = 'giphy:';
const TIMEOUT_MS = 4000;

type GiphyRating = 'g' | 'pg' | 'pg-13' | 'r';

/** GIPHY's language codes are ISO 639-1: Norwegian is `no`, not Bokmål's `nb`. */
const GIPHY_LANG: Readonly<Record<Locale, string>> = {
  en: 'en',
  nl: 'nl',
  de: 'de',
  it: 'it',
  fr: 'fr',
  es: 'es',
  pl: 'pl',
  da: 'da',
  fi: 'fi',
  nb: 'no',
  sv: 'sv',
};

/** A GIPHY rendition: sizes come as decimal strings. */
const RenditionSchema = z.object({
  url: z.string(),
  width: z.coerce.number().int().positive(),
  height: z.coerce.number().int().positive(),
});

/** The parts of GIPHY's GIF object this api reads (the rest is ignored). */
const GiphyGifSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  title: z.string().optional(),
  images: z.object({
    fixed_width: RenditionSchema,
    fixed_width_small: RenditionSchema.optional().catch(undefined),
    preview_gif: RenditionSchema.optional().catch(undefined),
  }),
});

const MetaSchema = z.object({ status: z.number().int(), msg: z.string(), response_id: z.string() });

/** Search and trending: a list, its pagination (`total_count` is not on every endpoint) and the meta object. */
const ListAnswerSchema = z.object({
  data: z.array(z.unknown()),
  pagination: z.object({ total_count: z.number().int().optional(), count: z.number().int(), offset: z.number().int() }),
  meta: MetaSchema,
});

const OneAnswerSchema = z.object({ data: z.unknown(), meta: MetaSchema });

function providerFailed(detail: string): ApiError {
  return new ApiError(502, 'provider_unavailable', `The GIF provider did not answer properly (${detail}); please try again.`);
}

/** An https URL on one of GIPHY's media hosts, or null. */
function giphyMediaUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && GIPHY_MEDIA_HOSTS.includes(url.hostname) && url.port === '' && url.username === ''
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** One of GIPHY's GIF objects as a Gif, or null when it is not usable (shape, or a URL off GIPHY's hosts). */
function toGif(item: unknown): Gif | null {
  const parsed = GiphyGifSchema.safeParse(item);
  if (!parsed.success) return null;
  const { id, title, images } = parsed.data;
  const url = giphyMediaUrl(images.fixed_width.url);
  if (!url) return null;
  const preview = [images.fixed_width_small, images.preview_gif]
    .map((rendition) => (rendition ? giphyMediaUrl(rendition.url) : null))
    .find((candidate) => candidate);
  return {
    id: `${ID_PREFIX}${id}`,
    url,
    preview_url: preview ?? url,
    width: images.fixed_width.width,
    height: images.fixed_width.height,
    title: (title ?? '').trim().slice(0, 200) || 'GIF',
  };
}

export interface GiphyOptions {
  apiKey: string;
  rating: GiphyRating;
  /** The HTTP client (tests pass one that answers recorded GIPHY answers). */
  fetch?: typeof fetch;
}

/**
 * GIPHY's API (GIF_PROVIDER=giphy): the api asks GIPHY, never the browser, so GIPHY sees the
 * search words and this server's address but no member's. Answers are validated (a boundary):
 * a malformed answer, an error status or a timeout (4 s) is a 502; single GIFs that are malformed
 * or point anywhere but GIPHY's media hosts are left out.
 */
export function createGiphyGifProvider(options: GiphyOptions): GifProvider {
  const fetchAnswer = options.fetch ?? fetch;

  async function call(path: string, params: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const url = new URL(`${GIPHY_API}${path}`);
    url.search = new URLSearchParams({ api_key: options.apiKey, ...params }).toString();
    let response: Response;
    try {
      response = await fetchAnswer(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    } catch (error) {
      throw providerFailed(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw providerFailed(`status ${response.status}, no JSON`);
    }
    return { status: response.status, body };
  }

  return {
    name: 'giphy',
    async search({ q, locale, page }: { q: string; locale: Locale; page?: string | undefined }): Promise<GifSearchResponse> {
      const offset = offsetOfCursor(page);
      const words = q.trim();
      const common = { limit: String(GIF_PAGE_SIZE), offset: String(offset), rating: options.rating };
      const { status, body } =
        words === '' ? await call('/trending', common) : await call('/search', { q: words, ...common, lang: GIPHY_LANG[locale] });
      if (status !== 200) throw providerFailed(`status ${status}`);
      const answer = ListAnswerSchema.safeParse(body);
      if (!answer.success) throw providerFailed('unexpected answer');
      const { data, pagination, meta } = answer.data;
      // GIPHY's "synthetic response" when its own systems fail: status 200, no response id, nothing else.
      if (meta.status !== 200 || meta.response_id === '') throw providerFailed(`meta status ${meta.status}`);
      const gifs = data.map(toGif).filter((gif): gif is Gif => gif !== null);
      const more =
        pagination.total_count === undefined ? pagination.count >= GIF_PAGE_SIZE : offset + pagination.count < pagination.total_count;
      return { gifs, next: nextCursor(offset, pagination.count, more) };
    },

    async get(id: string): Promise<Gif | null> {
      if (!id.startsWith(ID_PREFIX)) return null;
      const giphyId = id.slice(ID_PREFIX.length);
      if (!/^[A-Za-z0-9]{1,64}$/.test(giphyId)) return null;
      const { status, body } = await call(`/${giphyId}`, {});
      if (status === 404) return null;
      if (status !== 200) throw providerFailed(`status ${status}`);
      const answer = OneAnswerSchema.safeParse(body);
      if (!answer.success || answer.data.meta.response_id === '') throw providerFailed('unexpected answer');
      return toGif(answer.data.data);
    },
  };
}

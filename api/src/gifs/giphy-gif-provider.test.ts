import fs from 'node:fs';
import path from 'node:path';
import { GifSearchResponseSchema } from '@dating/shared/contracts/index';
import { ApiError } from '../http/errors';
import { createGiphyGifProvider } from './giphy-gif-provider';

/** A recorded GIPHY answer (fixtures/, shaped as GIPHY's API reference documents them). */
const recorded = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', `${name}.json`), 'utf8'));

/** A fetch that answers from the recordings and remembers what it was asked. */
function fakeGiphy(answers: Record<string, { status?: number; body: unknown } | Error>) {
  const asked: URL[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    asked.push(url);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const endpoint = url.pathname.replace('/v1/gifs', '');
    const answer = answers[endpoint] ?? { status: 404, body: recorded('giphy-get-not-found') };
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const provider = (answers: Parameters<typeof fakeGiphy>[0]) => {
  const fake = fakeGiphy(answers);
  return { gifs: createGiphyGifProvider({ apiKey: 'test-key', rating: 'pg-13', fetch: fake.fetch }), asked: fake.asked };
};

describe('the GIPHY adapter', () => {
  it("searches with the key, the words, the page offset, the rating and the member's language", async () => {
    const { gifs, asked } = provider({ '/search': { body: recorded('giphy-search') } });
    await gifs.search({ q: ' hallo du ', locale: 'de', page: 'o24' });
    expect(asked).toHaveLength(1);
    const url = asked[0] as URL;
    expect(`${url.origin}${url.pathname}`).toBe('https://api.giphy.com/v1/gifs/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      api_key: 'test-key',
      q: 'hallo du',
      limit: '24',
      offset: '24',
      rating: 'pg-13',
      lang: 'de',
    });
    await gifs.search({ q: 'hei', locale: 'nb' });
    expect(asked[1]?.searchParams.get('lang')).toBe('no');
    expect(asked[1]?.searchParams.get('offset')).toBe('0');
  });

  it("maps GIPHY's GIF objects, leaving out malformed ones and any URL off GIPHY's https media hosts", async () => {
    const { gifs } = provider({ '/search': { body: recorded('giphy-search') } });
    const answer = GifSearchResponseSchema.parse(await gifs.search({ q: 'hallo', locale: 'de', page: 'o24' }));
    expect(answer.gifs).toEqual([
      {
        id: 'giphy:3oEjHV0z8S7WM4MwnK',
        url: expect.stringMatching(/^https:\/\/media2\.giphy\.com\/media\/.*\/3oEjHV0z8S7WM4MwnK\/200w\.gif\?/),
        preview_url: expect.stringMatching(/^https:\/\/media2\.giphy\.com\/media\/.*\/3oEjHV0z8S7WM4MwnK\/100w\.gif\?/),
        width: 200,
        height: 150,
        title: 'Hallo Hi GIF by Studio Hearts',
      },
      {
        // No fixed_width_small: preview_gif; no title: "GIF".
        id: 'giphy:xT9IgG50Fb7Mi0prBC',
        url: expect.stringMatching(/^https:\/\/media1\.giphy\.com\//),
        preview_url: 'https://media1.giphy.com/media/xT9IgG50Fb7Mi0prBC/giphy-preview.gif',
        width: 200,
        height: 150,
        title: 'GIF',
      },
    ]);
    // 24 + 5 of 2043.
    expect(answer.next).toBe('o29');
  });

  it('asks for trending GIFs when there are no words, and ends paging with the last result', async () => {
    const { gifs, asked } = provider({ '/trending': { body: recorded('giphy-trending') } });
    const answer = await gifs.search({ q: '  ', locale: 'fr' });
    expect(asked[0]?.pathname).toBe('/v1/gifs/trending');
    expect(asked[0]?.searchParams.has('q')).toBe(false);
    expect(answer.gifs.map((gif) => gif.id)).toEqual(['giphy:ICOgUNjpvO0PC', 'giphy:Ju7l5y9osyymQ']);
    expect(answer.gifs[1]?.url).toMatch(/^https:\/\/i\.giphy\.com\//);
    expect(answer.next).toBeNull();
  });

  it("gets one GIF by id, null for one GIPHY does not have or an id that is not GIPHY's", async () => {
    const { gifs, asked } = provider({ '/3oEjHV0z8S7WM4MwnK': { body: recorded('giphy-get') } });
    expect(await gifs.get('giphy:3oEjHV0z8S7WM4MwnK')).toMatchObject({ id: 'giphy:3oEjHV0z8S7WM4MwnK', width: 200, height: 150 });
    expect(asked[0]?.pathname).toBe('/v1/gifs/3oEjHV0z8S7WM4MwnK');
    expect(asked[0]?.searchParams.get('api_key')).toBe('test-key');
    expect(await gifs.get('giphy:unknownId123')).toBeNull();
    expect(await gifs.get('giphy:../../v1/x')).toBeNull();
    expect(await gifs.get('local:wink')).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it("turns a bad answer, an error status, GIPHY's synthetic answer or a timeout into a 502", async () => {
    const cases: Parameters<typeof provider>[0][] = [
      { '/search': { body: { data: 'nope' } } },
      { '/search': { status: 401, body: recorded('giphy-unauthorized') } },
      { '/search': { status: 429, body: { meta: { status: 429, msg: 'Too Many Requests', response_id: 'x' } } } },
      { '/search': { body: recorded('giphy-synthetic') } },
      { '/search': Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }) },
      { '/search': new TypeError('fetch failed') },
    ];
    for (const answers of cases) {
      const { gifs } = provider(answers);
      const failure = await gifs.search({ q: 'hallo', locale: 'de' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ statusCode: 502, code: 'provider_unavailable' });
    }
  });
});

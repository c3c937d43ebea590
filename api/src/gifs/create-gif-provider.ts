import type { Config } from '../config';
import type { Db } from '../db/database';
import type { GifProvider } from './gif-provider';
import { createGiphyGifProvider } from './giphy-gif-provider';
import { createLocalGifProvider } from './local-gif-provider';

/** The provider GIF_PROVIDER names (loadConfig has made sure GIPHY has its key). */
export function createGifProvider(config: Pick<Config, 'gifProvider' | 'giphyApiKey' | 'giphyRating'>, db: Db): GifProvider {
  if (config.gifProvider === 'giphy' && config.giphyApiKey) {
    return createGiphyGifProvider({ apiKey: config.giphyApiKey, rating: config.giphyRating });
  }
  return createLocalGifProvider(db);
}

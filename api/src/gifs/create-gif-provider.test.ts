import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { createGifProvider } from './create-gif-provider';
import { gifImageOrigins } from './giphy-hosts';

describe('GIF_PROVIDER', () => {
  it('is the local catalogue unless GIPHY is named, and GIPHY needs its key', () => {
    const local = loadConfig({});
    expect(local).toMatchObject({ gifProvider: 'local', giphyApiKey: undefined, giphyRating: 'pg-13' });
    expect(createGifProvider(local, {} as Db).name).toBe('local');
    expect(gifImageOrigins(local)).toEqual([]);

    expect(() => loadConfig({ GIF_PROVIDER: 'giphy' })).toThrow(/GIPHY_API_KEY="": required when GIF_PROVIDER=giphy/);
    expect(() => loadConfig({ GIF_PROVIDER: 'tenor' })).toThrow(/GIF_PROVIDER=/);
    expect(() => loadConfig({ GIF_PROVIDER: 'giphy', GIPHY_API_KEY: 'k', GIPHY_RATING: 'nc-17' })).toThrow(/GIPHY_RATING=/);

    const giphy = loadConfig({ GIF_PROVIDER: 'giphy', GIPHY_API_KEY: ' k3y ', GIPHY_RATING: 'g' });
    expect(giphy).toMatchObject({ gifProvider: 'giphy', giphyApiKey: 'k3y', giphyRating: 'g' });
    expect(createGifProvider(giphy, {} as Db).name).toBe('giphy');
    expect(gifImageOrigins(giphy)).toContain('https://media2.giphy.com');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gifCatalogueEntries, renderGifCatalogue } from './gif-catalogue';

describe('the catalogue files with a cache folder', () => {
  it('are rendered once into the cache and copied, the same bytes, into every data folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-gif-cache-'));
    const [cacheDir, first, second] = ['cache', 'first', 'second'].map((name) => path.join(root, name)) as [string, string, string];
    fs.mkdirSync(cacheDir);
    const only = ['wink'];
    expect(await renderGifCatalogue(first, { only, cacheDir })).toBe(1);
    // Another data folder, the same cache: nothing rendered, the files copied.
    expect(await renderGifCatalogue(second, { only, cacheDir })).toBe(0);
    const entry = gifCatalogueEntries().find((candidate) => candidate.slug === 'wink');
    if (!entry) throw new Error('wink');
    for (const file of [entry.file, entry.previewFile]) {
      const cached = fs.readFileSync(path.join(cacheDir, file));
      expect(cached.length).toBeGreaterThan(0);
      expect(fs.readFileSync(path.join(first, file)).equals(cached)).toBe(true);
      expect(fs.readFileSync(path.join(second, file)).equals(cached)).toBe(true);
    }
    // No temporary file is left behind in a data folder.
    expect(fs.readdirSync(second).sort()).toEqual([entry.file, entry.previewFile].sort());
    fs.rmSync(root, { recursive: true, force: true });
  });
});

/**
 * @jest-environment @dating/shared/build/jest-environment-node.cjs
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { theme } from '@dating/shared/ui/theme-tokens';

// The build's icon script (run by `npm run build -w shell`), CommonJS like the build config.
const { makeIcons, THEME_PRIMARY } = require('../../scripts/make-icons.cjs') as {
  makeIcons: (svgFile: string, outDir: string) => Promise<string[]>;
  THEME_PRIMARY: string;
};

describe('the installed app’s icons', () => {
  let outDir: string;
  beforeAll(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-icons-'));
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('are made from the favicon in every size the manifest, iOS and notifications name', async () => {
    const names = await makeIcons(path.join(__dirname, '..', 'favicon.svg'), outDir);
    const sizes = Object.fromEntries(
      await Promise.all(
        names.map(async (name) => {
          const meta = await sharp(path.join(outDir, name)).metadata();
          return [name, { format: meta.format, width: meta.width, height: meta.height }];
        }),
      ),
    );
    expect(sizes).toEqual({
      'icon-192.png': { format: 'png', width: 192, height: 192 },
      'icon-512.png': { format: 'png', width: 512, height: 512 },
      'maskable-512.png': { format: 'png', width: 512, height: 512 },
      'apple-touch-icon.png': { format: 'png', width: 180, height: 180 },
      'badge-96.png': { format: 'png', width: 96, height: 96 },
    });
  });

  it('fill the maskable icon’s corners with the theme colour (a launcher may cut any shape)', async () => {
    expect(THEME_PRIMARY).toBe(theme.colors.primary);
    const { data } = await sharp(path.join(outDir, 'maskable-512.png'))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hex = `#${[...data.subarray(0, 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
    expect(hex).toBe(THEME_PRIMARY);
    expect(data[3]).toBe(255);
  });
});

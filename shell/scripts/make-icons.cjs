// The installed app's icons, made from src/favicon.svg after each build (`npm run build -w shell`),
// into dist/icons/: the web app manifest's 192 and 512 px icons, a maskable 512 px one, Apple's
// touch icon and the monochrome badge notifications show in the status bar. Nothing is fetched:
// sharp renders the SVG locally.
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

/** The theme's primary colour (shared/src/ui/theme.ts), the favicon's own background. */
const THEME_PRIMARY = '#8e0f5c';

/** The favicon's drawing is 64 units wide; sharp rasterises SVG at 72 dpi by default. */
const render = (svg, size) => sharp(Buffer.from(svg), { density: Math.ceil((size / 64) * 72) }).resize(size, size);

/**
 * Writes the icons into `outDir` and returns their names. The maskable icon fills its square with
 * the theme colour and keeps the favicon at 75 % in the middle: its heart stays inside the safe zone (the circle of
 * 80 %) every launcher's mask leaves visible; Apple's icon has no transparent corners (iOS would
 * paint them black).
 */
async function makeIcons(svgFile, outDir) {
  const svg = fs.readFileSync(svgFile, 'utf8');
  fs.mkdirSync(outDir, { recursive: true });
  const out = (name) => path.join(outDir, name);
  const inner = Math.round(512 * 0.75);
  // The badge is a mask: only its alpha counts, so the white drawing without its background.
  const badgeSvg = svg.replace(/<rect\b[^>]*\/>/, '');
  await Promise.all([
    render(svg, 192).png().toFile(out('icon-192.png')),
    render(svg, 512).png().toFile(out('icon-512.png')),
    render(svg, 180).flatten({ background: THEME_PRIMARY }).png().toFile(out('apple-touch-icon.png')),
    render(badgeSvg, 96).png().toFile(out('badge-96.png')),
    render(svg, inner)
      .png()
      .toBuffer()
      .then((drawing) =>
        sharp({ create: { width: 512, height: 512, channels: 4, background: THEME_PRIMARY } })
          .composite([{ input: drawing, gravity: 'center' }])
          .png()
          .toFile(out('maskable-512.png')),
      ),
  ]);
  return ['icon-192.png', 'icon-512.png', 'maskable-512.png', 'apple-touch-icon.png', 'badge-96.png'];
}

module.exports = { makeIcons, THEME_PRIMARY };

if (require.main === module) {
  const root = path.join(__dirname, '..');
  makeIcons(path.join(root, 'src', 'favicon.svg'), path.join(root, 'dist', 'icons')).then(
    (names) => console.log(`icons: ${names.join(', ')}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

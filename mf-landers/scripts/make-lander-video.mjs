// Makes the `video` lander's background clip and its poster:
//   node mf-landers/scripts/make-lander-video.mjs
// Needs ffmpeg with libvpx-vp9 and libx264 (Debian: `apt-get install ffmpeg`) and the repository's sharp.
// Abstract warm light — drifting bokeh over a magenta glow — drawn as SVG frames, rendered with sharp and
// encoded twice: WebM (VP9) for the browsers that play it, MP4 (H.264) for the rest. Every movement is
// periodic in the clip's length, so the loop has no seam. CI never runs this: the output is committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../../api/package.json'));
const sharp = require('sharp');

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/features/landers/video/assets');
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;

/** A small seeded random source, so the clip comes out the same every time. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const PALETTE = ['#ffb38a', '#ff6fae', '#ffd27a', '#ff8fc7', '#f7a1ff', '#ffc2a8'];
const next = random(19);
const LIGHTS = Array.from({ length: 16 }, (_, index) => ({
  x: next() * WIDTH,
  y: next() * HEIGHT,
  r: 14 + next() * 52,
  // Whole cycles per clip, so every light is back where it began when the clip loops.
  kx: 1 + Math.floor(next() * 2),
  ky: 1 + Math.floor(next() * 2),
  ax: 20 + next() * 50,
  ay: 12 + next() * 30,
  phase: next(),
  color: PALETTE[index % PALETTE.length],
  opacity: 0.22 + next() * 0.4,
  // Far lights are blurred more: a shallow depth of field.
  blur: 1.5 + next() * 9,
}));

function frameSvg(time) {
  const turn = (k, phase) => 2 * Math.PI * (time * k + phase);
  const glowX = WIDTH * (0.62 + 0.12 * Math.sin(turn(1, 0)));
  const glowY = HEIGHT * (0.42 + 0.1 * Math.cos(turn(1, 0.2)));
  const lights = LIGHTS.map((light, index) => {
    const x = light.x + light.ax * Math.sin(turn(light.kx, light.phase));
    const y = light.y + light.ay * Math.cos(turn(light.ky, light.phase));
    const opacity = light.opacity * (0.7 + 0.3 * Math.sin(turn(2, light.phase * 3)));
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${light.r.toFixed(1)}" fill="url(#disc${index % PALETTE.length})" opacity="${opacity.toFixed(3)}" filter="url(#b${index})"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1a0613"/><stop offset="0.55" stop-color="#4a0d33"/><stop offset="1" stop-color="#8e0f5c"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glowX.toFixed(1)}" cy="${glowY.toFixed(1)}" r="${WIDTH * 0.55}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ff7a59" stop-opacity="0.75"/><stop offset="0.45" stop-color="#e91e8c" stop-opacity="0.35"/><stop offset="1" stop-color="#e91e8c" stop-opacity="0"/>
    </radialGradient>
    ${PALETTE.map(
      (color, index) =>
        `<radialGradient id="disc${index}"><stop offset="0" stop-color="${color}" stop-opacity="0.55"/><stop offset="0.82" stop-color="${color}" stop-opacity="0.8"/><stop offset="1" stop-color="${color}" stop-opacity="0.95"/></radialGradient>`,
    ).join('')}
    ${LIGHTS.map((light, index) => `<filter id="b${index}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${light.blur.toFixed(1)}"/></filter>`).join('')}
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  ${lights.join('\n  ')}
</svg>`;
}

const frames = mkdtempSync(join(tmpdir(), 'lander-video-'));
try {
  for (let frame = 0; frame < FRAMES; frame += 1) {
    const svg = Buffer.from(frameSvg(frame / FRAMES));
    await sharp(svg)
      .png()
      .toFile(join(frames, `f${String(frame).padStart(4, '0')}.png`));
  }
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, 'f%04d.png'), '-an', '-pix_fmt', 'yuv420p'];
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '33',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '1',
    join(OUT, 'lander-video.webm'),
  ]);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '25',
    '-profile:v',
    'main',
    '-movflags',
    '+faststart',
    join(OUT, 'lander-video.mp4'),
  ]);
  // The poster is the clip's first frame, so the switch from poster to video is invisible.
  await sharp(join(frames, 'f0000.png')).webp({ quality: 72 }).toFile(join(OUT, 'lander-video-poster.webp'));
} finally {
  rmSync(frames, { recursive: true, force: true });
}
for (const file of ['lander-video.webm', 'lander-video.mp4', 'lander-video-poster.webp']) {
  console.log(`${file}: ${(statSync(join(OUT, file)).size / 1024).toFixed(1)} KB`);
}

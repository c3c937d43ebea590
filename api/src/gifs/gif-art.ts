/**
 * Drawing helpers of the local GIF catalogue (gif-drawings.ts): small SVG fragments on a 200×150
 * canvas, emoji-like and bold so they read at thumbnail size. Pure string builders: the same
 * arguments give the same markup, which the catalogue's file names hash.
 */

export const GIF_WIDTH = 200;
export const GIF_HEIGHT = 150;

const TAU = Math.PI * 2;

/** One full sine period over the loop: frame t in [0, 1) → -1…1, so the last frame leads into the first. */
export const wave = (t: number, phase = 0) => Math.sin((t + phase) * TAU);
/** 0…1…0 over the loop. */
export const pulse = (t: number, phase = 0) => (1 - Math.cos((t + phase) * TAU)) / 2;

const n = (value: number) => Number(value.toFixed(2));

/** A deterministic pseudo-random sequence (for confetti, stars, rain): same seed, same picture. */
function scatter(seed: number, count: number): { x: number; y: number; r: number; k: number }[] {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
  return Array.from({ length: count }, () => ({ x: next() * GIF_WIDTH, y: next() * GIF_HEIGHT, r: next(), k: next() }));
}

export function background(from: string, to: string): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${GIF_WIDTH}" height="${GIF_HEIGHT}" fill="url(#bg)"/>`;
}

export function group(
  body: string,
  options: { x?: number; y?: number; rotate?: number; scale?: number; sx?: number; sy?: number } = {},
): string {
  const parts: string[] = [];
  if (options.x !== undefined || options.y !== undefined) parts.push(`translate(${n(options.x ?? 0)} ${n(options.y ?? 0)})`);
  if (options.rotate) parts.push(`rotate(${n(options.rotate)})`);
  if (options.scale !== undefined) parts.push(`scale(${n(options.scale)})`);
  if (options.sx !== undefined || options.sy !== undefined) parts.push(`scale(${n(options.sx ?? 1)} ${n(options.sy ?? 1)})`);
  return `<g transform="${parts.join(' ')}">${body}</g>`;
}

/** Big bold words with a light outline, readable on any background. */
export function label(
  text: string,
  options: { x?: number; y?: number; size?: number; fill?: string; stroke?: string; rotate?: number } = {},
): string {
  const { x = 100, y = 140, size = 24, fill = '#ffffff', stroke = '#3a1030', rotate = 0 } = options;
  const transform = rotate ? ` transform="rotate(${n(rotate)} ${n(x)} ${n(y)})"` : '';
  return `<text x="${n(x)}" y="${n(y)}"${transform} font-family="DejaVu Sans, Verdana, sans-serif" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${fill}" stroke="${stroke}" stroke-width="${n(size / 7)}" stroke-linejoin="round" paint-order="stroke">${text}</text>`;
}

export function heart(cx: number, cy: number, size: number, fill = '#e8325a'): string {
  const s = size / 60;
  return `<path transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)})" d="M0 26 C -55 -8 -34 -52 0 -24 C 34 -52 55 -8 0 26Z" fill="${fill}" stroke="#8c0f2e" stroke-width="${n(2 / s)}"/>`;
}

export function star(cx: number, cy: number, r: number, fill = '#ffd23f', rotate = 0): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = ((i * 36 + rotate - 90) * Math.PI) / 180;
    return `${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="#b07a00" stroke-width="1.5" stroke-linejoin="round"/>`;
}

export function sparkle(cx: number, cy: number, r: number, fill = '#ffffff'): string {
  return `<path d="M${n(cx)} ${n(cy - r)} Q${n(cx)} ${n(cy)} ${n(cx + r)} ${n(cy)} Q${n(cx)} ${n(cy)} ${n(cx)} ${n(cy + r)} Q${n(cx)} ${n(cy)} ${n(cx - r)} ${n(cy)} Q${n(cx)} ${n(cy)} ${n(cx)} ${n(cy - r)}Z" fill="${fill}"/>`;
}

export type Eyes = 'dots' | 'happy' | 'wink' | 'hearts' | 'closed' | 'wide' | 'angry' | 'sad' | 'shades' | 'side';
export type Mouth = 'smile' | 'grin' | 'laugh' | 'o' | 'frown' | 'kiss' | 'flat' | 'tongue' | 'wavy';

/** An emoji-like face centred at (cx, cy), radius r. */
export function face(
  cx: number,
  cy: number,
  r: number,
  options: { eyes?: Eyes; mouth?: Mouth; skin?: string; blush?: boolean; tear?: number } = {},
): string {
  const { eyes = 'dots', mouth = 'smile', skin = '#ffd23f', blush = false } = options;
  const s = r / 40;
  const ink = '#4a2a0a';
  const parts: string[] = [`<circle r="40" fill="${skin}" stroke="#c98a00" stroke-width="2.5"/>`];
  const eye = (x: number) => {
    switch (eyes) {
      case 'dots':
        return `<ellipse cx="${x}" cy="-10" rx="4.5" ry="6.5" fill="${ink}"/>`;
      case 'wide':
        return `<circle cx="${x}" cy="-11" r="9" fill="#fff" stroke="${ink}" stroke-width="2"/><circle cx="${x}" cy="-10" r="4" fill="${ink}"/>`;
      case 'happy':
        return `<path d="M${x - 8} -7 Q${x} -18 ${x + 8} -7" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`;
      case 'closed':
        return `<path d="M${x - 8} -10 Q${x} -3 ${x + 8} -10" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`;
      case 'wink':
        return x < 0
          ? `<ellipse cx="${x}" cy="-10" rx="4.5" ry="6.5" fill="${ink}"/>`
          : `<path d="M${x - 8} -9 Q${x} -16 ${x + 8} -9" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`;
      case 'hearts':
        return `<path transform="translate(${x} -10) scale(0.26)" d="M0 26 C -55 -8 -34 -52 0 -24 C 34 -52 55 -8 0 26Z" fill="#e8325a"/>`;
      case 'angry':
        return `<path d="M${x - 10} ${x < 0 ? -22 : -16} L${x + 10} ${x < 0 ? -16 : -22}" stroke="${ink}" stroke-width="4" stroke-linecap="round"/><ellipse cx="${x}" cy="-8" rx="4" ry="5" fill="${ink}"/>`;
      case 'sad':
        return `<path d="M${x - 9} ${x < 0 ? -16 : -20} L${x + 9} ${x < 0 ? -20 : -16}" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/><ellipse cx="${x}" cy="-8" rx="4" ry="5.5" fill="${ink}"/>`;
      case 'side':
        return `<circle cx="${x}" cy="-10" r="8" fill="#fff" stroke="${ink}" stroke-width="2"/><circle cx="${x + 4}" cy="-12" r="3.5" fill="${ink}"/>`;
      case 'shades':
        return '';
    }
  };
  if (eyes === 'shades') {
    parts.push(
      `<path d="M-34 -16 H34 V-12 Q30 4 14 2 Q4 0 2 -10 H-2 Q-4 0 -14 2 Q-30 4 -34 -12Z" fill="#151515"/><path d="M-26 -12 L-18 -12" stroke="#fff" stroke-width="2.5" opacity="0.7"/>`,
    );
  } else {
    parts.push(eye(-14), eye(14));
  }
  if (blush)
    parts.push(
      '<ellipse cx="-25" cy="8" rx="7" ry="4.5" fill="#ff7a8a" opacity="0.7"/><ellipse cx="25" cy="8" rx="7" ry="4.5" fill="#ff7a8a" opacity="0.7"/>',
    );
  switch (mouth) {
    case 'smile':
      parts.push(`<path d="M-18 10 Q0 28 18 10" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`);
      break;
    case 'grin':
      parts.push(
        `<path d="M-22 6 Q0 34 22 6Z" fill="#7a1f1f" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/><path d="M-18 8 H18 L15 13 H-15Z" fill="#fff"/>`,
      );
      break;
    case 'laugh':
      parts.push(
        `<path d="M-24 4 Q0 40 24 4Z" fill="#7a1f1f" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/><path d="M-12 22 Q0 14 12 22 Q0 30 -12 22Z" fill="#ff6b81"/>`,
      );
      break;
    case 'o':
      parts.push(`<ellipse cx="0" cy="16" rx="9" ry="12" fill="#7a1f1f" stroke="${ink}" stroke-width="3"/>`);
      break;
    case 'frown':
      parts.push(`<path d="M-16 22 Q0 8 16 22" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`);
      break;
    case 'kiss':
      parts.push(`<path d="M-4 8 Q6 12 -2 16 Q8 20 -4 24" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>`);
      break;
    case 'flat':
      parts.push(`<path d="M-14 16 H14" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`);
      break;
    case 'tongue':
      parts.push(
        `<path d="M-18 10 Q0 26 18 10" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/><path d="M2 16 Q4 30 12 28 Q18 24 14 13Z" fill="#ff6b81" stroke="${ink}" stroke-width="2"/>`,
      );
      break;
    case 'wavy':
      parts.push(`<path d="M-16 16 Q-8 10 0 16 Q8 22 16 16" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`);
      break;
  }
  if (options.tear !== undefined) {
    parts.push(`<path d="M-16 ${n(-2 + options.tear * 30)} q-5 8 0 10 q5 -2 0 -10Z" fill="#5ab4ff" stroke="#2a7fd0" stroke-width="1"/>`);
  }
  return `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)})">${parts.join('')}</g>`;
}

/** An open hand, palm facing the viewer, wrist at the bottom; rotate around the wrist to wave. */
export function openHand(skin = '#ffc86b'): string {
  const stroke = 'stroke="#b07a2a" stroke-width="2.5" stroke-linejoin="round"';
  const finger = (x: number, h: number, tilt: number) =>
    `<rect x="${x - 7}" y="${-50 - h}" width="14" height="${h + 14}" rx="7" transform="rotate(${tilt} ${x} -40)" fill="${skin}" ${stroke}/>`;
  return [
    finger(-17, 26, -8),
    finger(-5, 34, -2),
    finger(7, 32, 3),
    finger(19, 24, 9),
    `<rect x="-26" y="-46" width="52" height="46" rx="16" fill="${skin}" ${stroke}/>`,
    `<rect x="-40" y="-40" width="14" height="34" rx="7" transform="rotate(-38 -28 -12)" fill="${skin}" ${stroke}/>`,
    `<rect x="-16" y="-4" width="32" height="18" rx="5" fill="${skin}" ${stroke}/>`,
  ].join('');
}

/** A fist with the thumb up, centred; flip vertically for thumbs down. */
export function thumbsUp(skin = '#ffc86b'): string {
  const stroke = 'stroke="#b07a2a" stroke-width="2.5" stroke-linejoin="round"';
  return [
    `<rect x="-10" y="-44" width="18" height="40" rx="9" transform="rotate(-8 0 -10)" fill="${skin}" ${stroke}/>`,
    `<rect x="-24" y="-14" width="50" height="46" rx="12" fill="${skin}" ${stroke}/>`,
    ...[-4, 8, 20].map((y) => `<path d="M2 ${y} H24" stroke="#b07a2a" stroke-width="2" stroke-linecap="round"/>`),
    `<rect x="-36" y="-12" width="14" height="44" rx="3" fill="#3b6fd8" stroke="#1d3f8a" stroke-width="2"/>`,
  ].join('');
}

export function confetti(t: number, seed: number, count = 26): string {
  const colours = ['#ff4d6d', '#ffd23f', '#3bceac', '#5e60ce', '#ff9f1c', '#00bbf9'];
  return scatter(seed, count)
    .map((p, i) => {
      const y = ((p.y + t * GIF_HEIGHT * (0.8 + p.k)) % (GIF_HEIGHT + 10)) - 5;
      const x = p.x + wave(t, p.r) * 6;
      const angle = (p.r * 360 + t * 360 * (p.k > 0.5 ? 1 : -1)) % 360;
      return `<rect x="${n(x - 3)}" y="${n(y - 2)}" width="7" height="4" transform="rotate(${n(angle)} ${n(x)} ${n(y)})" fill="${colours[i % colours.length] ?? '#fff'}"/>`;
    })
    .join('');
}

/** Shapes falling through the frame and wrapping round, one loop per fall. */
export function falling(t: number, seed: number, count: number, draw: (x: number, y: number, r: number) => string, speed = 1): string {
  return scatter(seed, count)
    .map((p) => draw(p.x, ((p.y + t * (GIF_HEIGHT + 30) * speed) % (GIF_HEIGHT + 30)) - 15, p.r))
    .join('');
}

export function cup(colour: string, steam: number): string {
  const puff = (x: number, phase: number) =>
    `<path d="M${x} -42 q-8 -10 0 -20 q8 -10 0 -20" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="${n(0.35 + 0.6 * pulse(steam, phase))}" transform="translate(0 ${n(-6 * pulse(steam, phase))})"/>`;
  return [
    puff(-10, 0),
    puff(6, 0.4),
    `<path d="M-30 -34 H30 L24 10 Q22 18 12 18 H-12 Q-22 18 -24 10Z" fill="${colour}" stroke="#4a2a0a" stroke-width="2.5"/>`,
    '<path d="M28 -24 q18 0 16 14 q-2 12 -20 10" fill="none" stroke="#4a2a0a" stroke-width="5"/>',
    '<ellipse cx="0" cy="-34" rx="30" ry="6" fill="#6b3b12" stroke="#4a2a0a" stroke-width="2"/>',
    '<ellipse cx="0" cy="22" rx="42" ry="6" fill="#ffffff" stroke="#aaaaaa" stroke-width="2"/>',
  ].join('');
}

export function cat(tilt: number, blink: boolean): string {
  const stroke = 'stroke="#4a2a0a" stroke-width="2.5" stroke-linejoin="round"';
  const eyes = blink
    ? '<path d="M-22 -2 q7 5 14 0 M8 -2 q7 5 14 0" fill="none" stroke="#4a2a0a" stroke-width="3" stroke-linecap="round"/>'
    : '<ellipse cx="-15" cy="-2" rx="6" ry="8" fill="#7ed957" stroke="#4a2a0a" stroke-width="2"/><ellipse cx="15" cy="-2" rx="6" ry="8" fill="#7ed957" stroke="#4a2a0a" stroke-width="2"/><ellipse cx="-15" cy="-2" rx="2" ry="6" fill="#222"/><ellipse cx="15" cy="-2" rx="2" ry="6" fill="#222"/>';
  return group(
    [
      `<path d="M-38 -18 L-30 -52 L-10 -30Z" fill="#ff9f43" ${stroke}/>`,
      `<path d="M38 -18 L30 -52 L10 -30Z" fill="#ff9f43" ${stroke}/>`,
      `<ellipse cx="0" cy="0" rx="42" ry="36" fill="#ff9f43" ${stroke}/>`,
      eyes,
      '<path d="M-4 10 H4 L0 15Z" fill="#ff6b81"/>',
      '<path d="M0 15 q-6 8 -12 4 M0 15 q6 8 12 4" fill="none" stroke="#4a2a0a" stroke-width="2.5" stroke-linecap="round"/>',
      '<path d="M-20 12 H-48 M-20 17 L-46 24 M20 12 H48 M20 17 L46 24" stroke="#4a2a0a" stroke-width="1.5"/>',
    ].join(''),
    { rotate: tilt },
  );
}

export function dog(tilt: number, tongue: number): string {
  const stroke = 'stroke="#4a2a0a" stroke-width="2.5" stroke-linejoin="round"';
  return group(
    [
      `<ellipse cx="-38" cy="-4" rx="13" ry="28" transform="rotate(${n(18 + tongue * 10)} -38 -26)" fill="#8b5a2b" ${stroke}/>`,
      `<ellipse cx="38" cy="-4" rx="13" ry="28" transform="rotate(${n(-18 - tongue * 10)} 38 -26)" fill="#8b5a2b" ${stroke}/>`,
      `<ellipse cx="0" cy="0" rx="36" ry="38" fill="#d9a066" ${stroke}/>`,
      '<circle cx="-13" cy="-8" r="5" fill="#222"/><circle cx="13" cy="-8" r="5" fill="#222"/>',
      `<ellipse cx="0" cy="16" rx="18" ry="13" fill="#f4d3a8" ${stroke}/>`,
      '<ellipse cx="0" cy="9" rx="7" ry="5" fill="#222"/>',
      `<path d="M-6 22 Q-4 ${n(34 + tongue * 8)} 4 ${n(32 + tongue * 8)} Q8 28 6 22Z" fill="#ff6b81" stroke="#a0324a" stroke-width="1.5"/>`,
    ].join(''),
    { rotate: tilt },
  );
}

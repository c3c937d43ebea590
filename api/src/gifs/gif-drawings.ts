import {
  background,
  cat,
  confetti,
  cup,
  dog,
  face,
  falling,
  group,
  heart,
  label,
  openHand,
  pulse,
  sparkle,
  star,
  thumbsUp,
  wave,
} from './gif-art';

/**
 * The local GIF catalogue: each entry one looping animation drawn as SVG frames (gif-art.ts).
 * Tags are English, lower case, and the words tag-translations.ts maps the 11 locales to; the list's
 * order is the featured order (an empty search).
 */
export interface GifDrawing {
  slug: string;
  title: string;
  tags: readonly string[];
  /** Gradient of the backdrop, top to bottom. */
  bg: readonly [string, string];
  frames: number;
  /** Milliseconds per frame. */
  delay: number;
  /** The frame at loop position t in [0, 1), without the backdrop. */
  draw(t: number): string;
}

const FACE_X = 100;
const FACE_Y = 62;

export const GIF_DRAWINGS: readonly GifDrawing[] = [
  {
    slug: 'hi-wave',
    title: 'Hi! A waving hand',
    tags: ['hi', 'hello', 'wave'],
    bg: ['#8ec5fc', '#e0c3fc'],
    frames: 10,
    delay: 80,
    draw: (t) => group(openHand(), { x: 100, y: 112, rotate: wave(t) * 22 }) + label('HI!', { x: 40, y: 44, size: 30, rotate: -10 }),
  },
  {
    slug: 'love-heart',
    title: 'Love: a beating heart',
    tags: ['love', 'heart'],
    bg: ['#ffe3ec', '#ffafc5'],
    frames: 8,
    delay: 90,
    draw: (t) => heart(100, 66, 70 * (1 + 0.18 * pulse(t)), '#e8325a') + label('LOVE', { y: 140, fill: '#ffffff', stroke: '#b0123a' }),
  },
  {
    slug: 'lol-laughing',
    title: 'LOL: a face laughing out loud',
    tags: ['lol', 'laugh', 'funny', 'happy'],
    bg: ['#fff59d', '#ffcc80'],
    frames: 8,
    delay: 70,
    draw: (t) =>
      face(FACE_X + wave(t) * 6, FACE_Y - Math.abs(wave(t)) * 10, 42, { eyes: 'happy', mouth: 'laugh', tear: pulse(t) * 0.6 }) +
      label('LOL', { y: 140, size: 28, rotate: wave(t) * 6 }),
  },
  {
    slug: 'kiss-blow',
    title: 'Blowing a kiss',
    tags: ['kiss', 'love', 'flirt'],
    bg: ['#fbc2eb', '#a6c1ee'],
    frames: 10,
    delay: 90,
    draw: (t) =>
      face(80, 70, 40, { eyes: 'wink', mouth: 'kiss', blush: true }) +
      heart(120 + t * 60, 60 - t * 40, 18 + t * 20) +
      label('MUAH', { x: 150, y: 140, size: 20 }),
  },
  {
    slug: 'wink',
    title: 'A cheeky wink',
    tags: ['wink', 'flirt', 'smile'],
    bg: ['#f6d365', '#fda085'],
    frames: 8,
    delay: 110,
    draw: (t) =>
      face(FACE_X, FACE_Y + 6, 46, { eyes: t > 0.35 && t < 0.75 ? 'wink' : 'dots', mouth: 'tongue', blush: true }) +
      sparkle(150, 30, 10 * pulse(t)),
  },
  {
    slug: 'thumbs-up',
    title: 'Thumbs up: yes!',
    tags: ['yes', 'ok', 'thumbs up', 'good'],
    bg: ['#a8e063', '#56ab2f'],
    frames: 8,
    delay: 90,
    draw: (t) => group(thumbsUp(), { x: 100, y: 66, scale: 1 + 0.1 * pulse(t), rotate: wave(t) * 6 }) + label('YES!', { y: 140 }),
  },
  {
    slug: 'no-shake',
    title: 'No: shaking head',
    tags: ['no', 'nope'],
    bg: ['#ff9a9e', '#f6416c'],
    frames: 8,
    delay: 70,
    draw: (t) => face(FACE_X + wave(t) * 16, FACE_Y, 42, { eyes: 'closed', mouth: 'frown' }) + label('NO!', { y: 140, size: 28 }),
  },
  {
    slug: 'thanks',
    title: 'Thank you with sparkles',
    tags: ['thanks', 'thank you', 'grateful'],
    bg: ['#84fab0', '#8fd3f4'],
    frames: 8,
    delay: 100,
    draw: (t) =>
      face(FACE_X, 58, 38, { eyes: 'happy', mouth: 'smile', blush: true }) +
      sparkle(40, 40, 12 * pulse(t)) +
      sparkle(160, 34, 12 * pulse(t, 0.5)) +
      sparkle(150, 92, 8 * pulse(t, 0.25)) +
      label('THANKS!', { y: 138, size: 26 }),
  },
  {
    slug: 'wow-burst',
    title: 'WOW in a burst',
    tags: ['wow', 'amazing', 'surprise'],
    bg: ['#fddb92', '#d1fdff'],
    frames: 8,
    delay: 80,
    draw: (t) =>
      star(100, 75, 62 + 8 * pulse(t), '#ff5e62', wave(t) * 6) +
      star(100, 75, 44 + 6 * pulse(t, 0.5), '#ffd23f', 18 - wave(t) * 6) +
      label('WOW', { y: 86, size: 32 * (0.9 + 0.2 * pulse(t)) }),
  },
  {
    slug: 'party-confetti',
    title: 'Party time: confetti',
    tags: ['party', 'celebrate', 'confetti', 'happy'],
    bg: ['#5e60ce', '#7400b8'],
    frames: 12,
    delay: 80,
    draw: (t) =>
      confetti(t, 7) +
      face(FACE_X, 66, 34, { eyes: 'happy', mouth: 'grin' }) +
      `<path d="M84 36 L100 -2 L116 36Z" fill="#ff4d6d" stroke="#fff" stroke-width="2"/>` +
      label('PARTY!', { y: 136 }),
  },
  {
    slug: 'good-morning-coffee',
    title: 'Good morning coffee',
    tags: ['good morning', 'morning', 'coffee'],
    bg: ['#ffecd2', '#fcb69f'],
    frames: 10,
    delay: 110,
    draw: (t) => group(cup('#ffffff', t), { x: 100, y: 88 }) + label('GOOD MORNING', { y: 140, size: 18 }),
  },
  {
    slug: 'good-night-moon',
    title: 'Good night moon and stars',
    tags: ['good night', 'night', 'sleep', 'moon'],
    bg: ['#0f2027', '#2c5364'],
    frames: 10,
    delay: 120,
    draw: (t) =>
      [0.1, 0.3, 0.55, 0.8].map((p, i) => star(30 + i * 45, 28 + (i % 2) * 22, 5 + 4 * pulse(t, p), '#fff6a8')).join('') +
      group('<circle r="34" fill="#fff3b0"/><circle cx="16" cy="-10" r="30" fill="#173445"/>', { x: 100, y: 72, rotate: wave(t) * 8 }) +
      label('Zz', { x: 140, y: 64 - 8 * pulse(t), size: 18 }) +
      label('GOOD NIGHT', { y: 140, size: 20 }),
  },
  {
    slug: 'miss-you-hearts',
    title: 'Miss you: raining hearts',
    tags: ['miss you', 'love', 'heart', 'sad'],
    bg: ['#cfd9df', '#e2ebf0'],
    frames: 8,
    delay: 110,
    draw: (t) =>
      falling(t, 11, 9, (x, y, r) => heart(x, y, 14 + r * 14, r > 0.5 ? '#e8325a' : '#ff7aa2')) +
      face(FACE_X, 66, 32, { eyes: 'sad', mouth: 'wavy' }) +
      label('MISS YOU', { y: 138 }),
  },
  {
    slug: 'hug',
    title: 'A big warm hug',
    tags: ['hug', 'love', 'comfort'],
    bg: ['#fbd3e9', '#bb377d'],
    frames: 8,
    delay: 110,
    draw: (t) => {
      const squeeze = 1 + 0.06 * pulse(t);
      return (
        face(FACE_X, 64, 38, { eyes: 'closed', mouth: 'smile', blush: true }) +
        group('<path d="M-64 0 Q-40 40 0 30 Q40 40 64 0" fill="none" stroke="#ffc86b" stroke-width="16" stroke-linecap="round"/>', {
          x: 100,
          y: 74,
          sx: squeeze,
          sy: 1,
        }) +
        heart(150, 28, 20 * pulse(t)) +
        label('HUG', { y: 140 })
      );
    },
  },
  {
    slug: 'heart-eyes',
    title: 'Heart eyes: crush',
    tags: ['love', 'crush', 'heart', 'cute'],
    bg: ['#ff758c', '#ff7eb3'],
    frames: 8,
    delay: 90,
    draw: (t) =>
      group(face(0, 0, 44, { eyes: 'hearts', mouth: 'grin' }), { x: 100, y: 70, scale: 1 + 0.08 * pulse(t) }) +
      heart(36, 36, 16 * pulse(t, 0.5)) +
      heart(166, 40, 16 * pulse(t)),
  },
  {
    slug: 'blush',
    title: 'Blushing and shy',
    tags: ['shy', 'blush', 'cute', 'smile'],
    bg: ['#ffdde1', '#ee9ca7'],
    frames: 8,
    delay: 120,
    draw: (t) =>
      face(FACE_X + wave(t) * 4, FACE_Y + 6, 44, { eyes: 'happy', mouth: 'smile', blush: true }) +
      sparkle(40, 30, 8 * pulse(t)) +
      sparkle(160, 30, 8 * pulse(t, 0.5)),
  },
  {
    slug: 'dance',
    title: 'Dancing to the beat',
    tags: ['dance', 'party', 'music', 'happy'],
    bg: ['#43cea2', '#185a9d'],
    frames: 8,
    delay: 90,
    draw: (t) => {
      const sway = wave(t) * 18;
      return (
        group(
          `${face(0, -30, 20, { eyes: 'happy', mouth: 'grin' })}<path d="M0 -10 V30 M0 0 L${n(-26 - sway / 2)} ${n(-22 + sway)} M0 0 L${n(26 - sway / 2)} ${n(-22 - sway)} M0 30 L-16 58 M0 30 L16 58" stroke="#ffd23f" stroke-width="7" stroke-linecap="round"/>`,
          { x: 100 + sway, y: 76, rotate: sway / 2 },
        ) +
        label('♪', { x: 36, y: 50 - 10 * pulse(t), size: 28 }) +
        label('♫', { x: 166, y: 60 - 10 * pulse(t, 0.5), size: 28 })
      );
    },
  },
  {
    slug: 'applause',
    title: 'Applause: clapping hands',
    tags: ['applause', 'clap', 'bravo', 'congrats'],
    bg: ['#f7971e', '#ffd200'],
    frames: 6,
    delay: 80,
    draw: (t) => {
      const gap = 10 + 26 * pulse(t);
      return (
        group(openHand(), { x: 100 - gap, y: 110, rotate: 20 }) +
        group(openHand(), { x: 100 + gap, y: 110, rotate: -20, sx: -1, sy: 1 }) +
        (gap < 16 ? sparkle(100, 30, 14) : '') +
        label('BRAVO!', { y: 30, size: 24 })
      );
    },
  },
  {
    slug: 'sun',
    title: 'Sunshine',
    tags: ['sun', 'sunny', 'summer', 'hot', 'good morning'],
    bg: ['#56ccf2', '#a1e3ff'],
    frames: 8,
    delay: 100,
    draw: (t) =>
      group(
        Array.from(
          { length: 12 },
          (_, i) => `<path d="M0 -44 L0 -62" transform="rotate(${i * 30})" stroke="#ffb300" stroke-width="7" stroke-linecap="round"/>`,
        ).join(''),
        { x: 100, y: 72, rotate: t * 30 },
      ) + face(100, 72, 38, { eyes: 'shades', mouth: 'smile', skin: '#ffd23f' }),
  },
  {
    slug: 'rain',
    title: 'Rainy day',
    tags: ['rain', 'weather', 'sad'],
    bg: ['#757f9a', '#d7dde8'],
    frames: 8,
    delay: 80,
    draw: (t) =>
      falling(t, 5, 22, (x, y) => `<path d="M${n(x)} ${n(y)} l-3 10" stroke="#3a7bd5" stroke-width="3" stroke-linecap="round"/>`, 1) +
      '<g fill="#ffffff" stroke="#9aa5b8" stroke-width="2"><circle cx="70" cy="42" r="22"/><circle cx="100" cy="32" r="28"/><circle cx="132" cy="44" r="20"/><rect x="60" y="40" width="84" height="24" rx="12" stroke="none"/></g>' +
      face(100, 110, 24, { eyes: 'sad', mouth: 'frown' }),
  },
  {
    slug: 'cat',
    title: 'A cat tilting its head',
    tags: ['cat', 'cute', 'meow'],
    bg: ['#fff1eb', '#ace0f9'],
    frames: 10,
    delay: 110,
    draw: (t) => group(cat(wave(t) * 12, t > 0.7 && t < 0.85), { x: 100, y: 70 }) + label('MEOW', { x: 160, y: 138, size: 18 }),
  },
  {
    slug: 'dog',
    title: 'A happy panting dog',
    tags: ['dog', 'cute', 'woof'],
    bg: ['#d4fc79', '#96e6a1'],
    frames: 8,
    delay: 100,
    draw: (t) => group(dog(wave(t) * 8, pulse(t)), { x: 100, y: 66 }) + label('WOOF!', { x: 160, y: 138, size: 18 }),
  },
  {
    slug: 'pizza',
    title: 'Pizza time',
    tags: ['pizza', 'food', 'hungry', 'dinner'],
    bg: ['#ff9966', '#ff5e62'],
    frames: 8,
    delay: 100,
    draw: (t) =>
      group(
        '<path d="M0 -52 L44 36 Q0 52 -44 36Z" fill="#ffd56b" stroke="#b46a00" stroke-width="3" stroke-linejoin="round"/><path d="M-44 36 Q0 52 44 36 L40 28 Q0 44 -40 28Z" fill="#e0a050"/><circle cx="-8" cy="4" r="8" fill="#d7263d"/><circle cx="14" cy="20" r="8" fill="#d7263d"/><circle cx="-18" cy="26" r="7" fill="#d7263d"/><circle cx="4" cy="-22" r="6" fill="#d7263d"/>',
        { x: 100, y: 66, rotate: wave(t) * 10, scale: 1 + 0.05 * pulse(t) },
      ) + label('PIZZA!', { y: 140 }),
  },
  {
    slug: 'wine-cheers',
    title: 'Cheers with red wine',
    tags: ['wine', 'cheers', 'drink', 'date'],
    bg: ['#4b134f', '#c94b4b'],
    frames: 8,
    delay: 100,
    draw: (t) => {
      const glass = (x: number, tilt: number) =>
        group(
          '<path d="M-18 -40 H18 Q20 -6 0 0 Q-20 -6 -18 -40Z" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-width="2"/><path d="M-16 -24 H16 Q14 -4 0 -2 Q-14 -4 -16 -24Z" fill="#8e0e2e"/><path d="M0 0 V30 M-14 32 H14" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>',
          { x, y: 80, rotate: tilt },
        );
      const meet = pulse(t);
      return (
        glass(70 + meet * 12, 14 * meet) +
        glass(130 - meet * 12, -14 * meet) +
        (meet > 0.8 ? sparkle(100, 34, 12) : '') +
        label('CHEERS!', { y: 140 })
      );
    },
  },
  {
    slug: 'beer-cheers',
    title: 'Cheers with beer',
    tags: ['cheers', 'beer', 'drink', 'weekend'],
    bg: ['#f2994a', '#f2c94c'],
    frames: 8,
    delay: 100,
    draw: (t) => {
      const mug = (x: number, tilt: number) =>
        group(
          '<rect x="-20" y="-36" width="40" height="56" rx="5" fill="#ffb627" stroke="#7a4a00" stroke-width="3"/><path d="M20 -24 q18 0 18 16 q0 16 -18 16" fill="none" stroke="#7a4a00" stroke-width="5"/><path d="M-24 -36 q6 -14 14 -6 q6 -12 14 -2 q8 -10 16 2 q6 6 0 10 H-24Z" fill="#ffffff" stroke="#cccccc" stroke-width="1.5"/>',
          { x, y: 82, rotate: tilt },
        );
      const meet = pulse(t);
      return mug(64 + meet * 14, 12 * meet) + mug(136 - meet * 14, -12 * meet) + label('PROST!', { y: 142 });
    },
  },
  {
    slug: 'sad-tears',
    title: 'Sad and teary',
    tags: ['sad', 'cry', 'sorry'],
    bg: ['#89f7fe', '#66a6ff'],
    frames: 8,
    delay: 110,
    draw: (t) => face(FACE_X, FACE_Y + 6, 46, { eyes: 'sad', mouth: 'frown', tear: t }),
  },
  {
    slug: 'sorry',
    title: 'Sorry: pleading face',
    tags: ['sorry', 'please', 'sad'],
    bg: ['#e0c3fc', '#8ec5fc'],
    frames: 8,
    delay: 120,
    draw: (t) => face(FACE_X, 60 + wave(t) * 3, 40, { eyes: 'wide', mouth: 'wavy', blush: true }) + label('SORRY', { y: 138, size: 24 }),
  },
  {
    slug: 'angry',
    title: 'Angry and fuming',
    tags: ['angry', 'mad', 'grumpy'],
    bg: ['#ff512f', '#dd2476'],
    frames: 6,
    delay: 70,
    draw: (t) =>
      face(FACE_X + wave(t) * 3, FACE_Y + 6, 44, { eyes: 'angry', mouth: 'flat', skin: '#ff6b4a' }) +
      `<path d="M40 ${n(36 - 8 * pulse(t))} q-8 -8 0 -16 q8 -8 0 -16 M160 ${n(36 - 8 * pulse(t, 0.5))} q8 -8 0 -16 q-8 -8 0 -16" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.8"/>`,
  },
  {
    slug: 'cool-shades',
    title: 'Cool with sunglasses',
    tags: ['cool', 'awesome', 'ok'],
    bg: ['#00c6ff', '#0072ff'],
    frames: 8,
    delay: 100,
    draw: (t) =>
      face(FACE_X, FACE_Y + 4, 44, { eyes: 'shades', mouth: 'smile' }) + sparkle(140, 44, 10 * pulse(t)) + label('COOL', { y: 140 }),
  },
  {
    slug: 'thinking',
    title: 'Hmm, thinking',
    tags: ['thinking', 'hmm', 'maybe'],
    bg: ['#d3cce3', '#e9e4f0'],
    frames: 8,
    delay: 140,
    draw: (t) =>
      face(90, 76, 40, { eyes: 'side', mouth: 'flat' }) +
      [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${140 + i * 12}" cy="${40 - i * 10}" r="${4 + i * 3}" fill="#ffffff" stroke="#9a8fb0" stroke-width="2" opacity="${n(pulse(t, i * 0.2) > 0.3 ? 1 : 0.2)}"/>`,
        )
        .join('') +
      label('?', { x: 176, y: 24, size: 20, stroke: '#5e4b8b' }),
  },
  {
    slug: 'sleepy',
    title: 'Sleepy zzz',
    tags: ['sleep', 'sleepy', 'tired', 'good night'],
    bg: ['#30cfd0', '#330867'],
    frames: 10,
    delay: 130,
    draw: (t) =>
      face(90, 80, 40, { eyes: 'closed', mouth: 'o' }) +
      [0, 0.33, 0.66].map((p, i) => label('z', { x: 140 + 14 * ((t + p) % 1), y: 60 - 40 * ((t + p) % 1), size: 14 + i * 4 })).join(''),
  },
  {
    slug: 'rose',
    title: 'A red rose for you',
    tags: ['rose', 'flower', 'romantic', 'love'],
    bg: ['#ffe3ec', '#fff0f5'],
    frames: 8,
    delay: 120,
    draw: (t) =>
      group(
        '<path d="M0 10 Q6 60 -4 100" stroke="#2e8b57" stroke-width="5" fill="none"/><path d="M2 50 q24 -16 34 4 q-22 10 -34 -4Z" fill="#3cb371"/><circle r="26" fill="#d7263d"/><path d="M-14 -6 q14 -22 28 0 q-14 14 -28 0Z M-20 6 q20 14 40 0" fill="none" stroke="#8c0f2e" stroke-width="3"/>',
        { x: 100, y: 44, rotate: wave(t) * 6 },
      ) + falling(t, 3, 5, (x, y) => `<ellipse cx="${n(x)}" cy="${n(y)}" rx="5" ry="3" fill="#ff6b81"/>`, 1),
  },
  {
    slug: 'flowers',
    title: 'A bunch of flowers',
    tags: ['flower', 'flowers', 'spring', 'thanks'],
    bg: ['#c1dfc4', '#deecdd'],
    frames: 8,
    delay: 120,
    draw: (t) =>
      [
        [60, '#ff6b81'],
        [100, '#ffd23f'],
        [140, '#5e60ce'],
      ]
        .map(([x, colour], i) =>
          group(
            `<path d="M0 0 V70" stroke="#2e8b57" stroke-width="4"/>${Array.from({ length: 6 }, (_, k) => `<ellipse cx="0" cy="-14" rx="8" ry="14" transform="rotate(${k * 60})" fill="${String(colour)}"/>`).join('')}<circle r="8" fill="#ffb300"/>`,
            { x: Number(x), y: 52 + (i % 2) * 10, rotate: wave(t, i * 0.3) * 8 },
          ),
        )
        .join(''),
  },
  {
    slug: 'fire-hot',
    title: 'Hot! Flames',
    tags: ['hot', 'fire', 'sexy'],
    bg: ['#1f1c2c', '#6b2d2d'],
    frames: 8,
    delay: 70,
    draw: (t) =>
      group(
        '<path d="M0 -60 C30 -30 40 0 30 20 Q0 48 -30 20 C-40 0 -20 -20 -10 -40 C-6 -24 4 -20 0 -60Z" fill="#ff5f1f"/><path d="M0 -26 C16 -8 20 8 14 18 Q0 30 -14 18 C-20 6 -6 -6 0 -26Z" fill="#ffd23f"/>',
        {
          x: 100,
          y: 80,
          sx: 1 + 0.06 * wave(t),
          sy: 1 + 0.1 * pulse(t),
        },
      ) + label('HOT!', { y: 140, fill: '#ffd23f', stroke: '#7a1f00' }),
  },
  {
    slug: 'birthday-cake',
    title: 'Happy birthday cake',
    tags: ['birthday', 'cake', 'celebrate', 'party'],
    bg: ['#fbc2eb', '#a18cd1'],
    frames: 8,
    delay: 100,
    draw: (t) =>
      '<rect x="50" y="62" width="100" height="50" rx="8" fill="#ffe3ec" stroke="#b0123a" stroke-width="3"/><path d="M50 76 q12 12 25 0 q12 12 25 0 q12 12 25 0 q12 12 25 0" fill="none" stroke="#ff6b81" stroke-width="6"/>' +
      [76, 100, 124]
        .map(
          (x, i) =>
            `<rect x="${x - 4}" y="40" width="8" height="22" fill="#5e60ce"/><ellipse cx="${x}" cy="${n(33 - 2 * pulse(t, i * 0.3))}" rx="5" ry="${n(7 + 2 * pulse(t, i * 0.3))}" fill="#ffb300"/>`,
        )
        .join('') +
      label('HAPPY BIRTHDAY', { y: 138, size: 16 }),
  },
  {
    slug: 'gift-box',
    title: 'A surprise gift box',
    tags: ['gift', 'surprise', 'birthday'],
    bg: ['#f093fb', '#f5576c'],
    frames: 8,
    delay: 100,
    draw: (t) => {
      const lift = 18 * pulse(t);
      return (
        '<rect x="60" y="64" width="80" height="56" fill="#3bceac" stroke="#1a6b5a" stroke-width="3"/><rect x="94" y="64" width="12" height="56" fill="#ffd23f"/>' +
        group(
          '<rect x="-46" y="-14" width="92" height="18" fill="#2fb597" stroke="#1a6b5a" stroke-width="3"/><rect x="-6" y="-14" width="12" height="18" fill="#ffd23f"/><path d="M0 -14 q-24 -24 -24 -4Z M0 -14 q24 -24 24 -4Z" fill="#ffd23f" stroke="#b07a00" stroke-width="2"/>',
          {
            x: 100,
            y: 60 - lift,
            rotate: -lift / 3,
          },
        ) +
        (lift > 10 ? sparkle(100, 40, lift / 2) + star(70, 30, 6) + star(132, 30, 6) : '')
      );
    },
  },
  {
    slug: 'star-sparkle',
    title: 'You are a star',
    tags: ['star', 'amazing', 'awesome'],
    bg: ['#141e30', '#243b55'],
    frames: 10,
    delay: 90,
    draw: (t) =>
      star(100, 70, 44, '#ffd23f', t * 72) +
      [0, 0.3, 0.6, 0.85].map((p, i) => sparkle(30 + i * 46, 30 + (i % 2) * 80, 10 * pulse(t, p))).join('') +
      label('STAR', { y: 140, fill: '#ffd23f' }),
  },
  {
    slug: 'rainbow',
    title: 'Rainbow and clouds',
    tags: ['rainbow', 'happy', 'pride'],
    bg: ['#a1c4fd', '#c2e9fb'],
    frames: 8,
    delay: 120,
    draw: (t) =>
      ['#ff4d6d', '#ff9f1c', '#ffd23f', '#3bceac', '#00bbf9', '#5e60ce']
        .map(
          (c, i) =>
            `<path d="M${30 + i * 8} 120 A${70 - i * 8} ${70 - i * 8} 0 0 1 ${170 - i * 8} 120" fill="none" stroke="${c}" stroke-width="8"/>`,
        )
        .join('') +
      group('<circle cx="-12" r="12" fill="#fff"/><circle cx="4" cy="-6" r="14" fill="#fff"/><circle cx="18" r="11" fill="#fff"/>', {
        x: 36 + wave(t) * 4,
        y: 118,
      }) +
      group('<circle cx="-12" r="12" fill="#fff"/><circle cx="4" cy="-6" r="14" fill="#fff"/><circle cx="18" r="11" fill="#fff"/>', {
        x: 164 - wave(t) * 4,
        y: 118,
      }),
  },
  {
    slug: 'snow',
    title: 'Snowing: winter',
    tags: ['snow', 'winter', 'cold'],
    bg: ['#e6e9f0', '#eef1f5'],
    frames: 12,
    delay: 100,
    draw: (t) =>
      '<circle cx="100" cy="108" r="30" fill="#ffffff" stroke="#b0bec5" stroke-width="2"/><circle cx="100" cy="64" r="22" fill="#ffffff" stroke="#b0bec5" stroke-width="2"/><circle cx="93" cy="60" r="3" fill="#333"/><circle cx="107" cy="60" r="3" fill="#333"/><path d="M100 66 l14 4 l-14 2Z" fill="#ff9f1c"/><path d="M78 80 H122" stroke="#d7263d" stroke-width="6"/>' +
      falling(t, 9, 24, (x, y, r) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(2 + r * 3)}" fill="#9ec9ff"/>`, 1),
  },
  {
    slug: 'omg',
    title: 'OMG: shocked face',
    tags: ['omg', 'wow', 'surprise', 'shock'],
    bg: ['#fceabb', '#f8b500'],
    frames: 6,
    delay: 80,
    draw: (t) =>
      face(FACE_X + wave(t) * 3, FACE_Y, 42, { eyes: 'wide', mouth: 'o' }) + label('OMG', { y: 140, size: 30 * (0.95 + 0.1 * pulse(t)) }),
  },
  {
    slug: 'call-me',
    title: 'Call me: ringing phone',
    tags: ['call me', 'phone', 'call'],
    bg: ['#13547a', '#80d0c7'],
    frames: 6,
    delay: 70,
    draw: (t) =>
      group(
        '<rect x="-26" y="-46" width="52" height="92" rx="9" fill="#222" stroke="#ffffff" stroke-width="3"/><rect x="-20" y="-36" width="40" height="66" rx="3" fill="#5ee7df"/><circle cy="38" r="4" fill="#555"/>',
        { x: 100, y: 66, rotate: wave(t) * 10 },
      ) +
      `<path d="M50 40 q-10 26 0 52 M150 40 q10 26 0 52" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="${n(pulse(t))}"/>` +
      label('CALL ME', { y: 140, size: 22 }),
  },
  {
    slug: 'love-letter',
    title: 'A love letter',
    tags: ['love letter', 'message', 'love', 'miss you'],
    bg: ['#ffafbd', '#ffc3a0'],
    frames: 8,
    delay: 110,
    draw: (t) =>
      group(
        '<rect x="-48" y="-30" width="96" height="64" rx="4" fill="#ffffff" stroke="#b0123a" stroke-width="3"/><path d="M-48 -30 L0 8 L48 -30" fill="none" stroke="#b0123a" stroke-width="3"/>',
        { x: 100, y: 78 + wave(t) * 4 },
      ) + heart(100, 60 - 30 * pulse(t), 26),
  },
  {
    slug: 'high-five',
    title: 'High five!',
    tags: ['high five', 'yes', 'congrats'],
    bg: ['#fdfc47', '#24fe41'],
    frames: 6,
    delay: 80,
    draw: (t) => {
      const gap = 44 * pulse(t);
      return (
        group(openHand(), { x: 70 - gap / 2, y: 110, rotate: 14 }) +
        group(openHand('#e8b896'), { x: 130 + gap / 2, y: 110, rotate: -14, sx: -1, sy: 1 }) +
        (gap < 8 ? star(100, 40, 16) : '') +
        label('HIGH FIVE', { y: 30, size: 20 })
      );
    },
  },
  {
    slug: 'cocktail',
    title: 'Cocktail o’clock',
    tags: ['cocktail', 'drink', 'date', 'weekend'],
    bg: ['#ee0979', '#ff6a00'],
    frames: 8,
    delay: 110,
    draw: (t) =>
      group(
        '<path d="M-40 -40 H40 L0 10Z" fill="#5ee7df" fill-opacity="0.8" stroke="#ffffff" stroke-width="3" stroke-linejoin="round"/><path d="M0 10 V50 M-20 52 H20" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/><circle cx="26" cy="-42" r="10" fill="#a8e063" stroke="#4a7a10" stroke-width="2"/><path d="M-10 -60 L8 -20" stroke="#ffd23f" stroke-width="3"/>',
        { x: 100, y: 74, rotate: wave(t) * 8 },
      ) + label('CHEERS', { y: 144, size: 20 }),
  },
  {
    slug: 'ice-cream',
    title: 'Ice cream',
    tags: ['ice cream', 'sweet', 'summer', 'food'],
    bg: ['#fdfbfb', '#ebedee'],
    frames: 8,
    delay: 110,
    draw: (t) =>
      group(
        '<path d="M-24 0 L0 64 L24 0Z" fill="#e0a050" stroke="#8a5a1a" stroke-width="3" stroke-linejoin="round"/><circle cy="-6" r="24" fill="#ffafc5" stroke="#c2527a" stroke-width="3"/><circle cy="-36" r="20" fill="#fff3b0" stroke="#c2a200" stroke-width="3"/><circle cx="4" cy="-60" r="7" fill="#d7263d"/>',
        { x: 100, y: 76, rotate: wave(t) * 10 },
      ) + face(100, 78, 10, { eyes: 'happy', mouth: 'smile', skin: '#ffafc5' }),
  },
  {
    slug: 'music',
    title: 'Music notes',
    tags: ['music', 'song', 'dance'],
    bg: ['#667eea', '#764ba2'],
    frames: 8,
    delay: 100,
    draw: (t) =>
      ['♪', '♫', '♬', '♩'].map((note, i) => label(note, { x: 30 + i * 46, y: 90 - 30 * pulse(t, i * 0.25), size: 40 })).join('') +
      label('MUSIC', { y: 142, size: 20 }),
  },
  {
    slug: 'beach',
    title: 'Beach holiday',
    tags: ['beach', 'holiday', 'summer', 'sun'],
    bg: ['#4facfe', '#00f2fe'],
    frames: 8,
    delay: 120,
    draw: (t) =>
      '<circle cx="160" cy="34" r="18" fill="#ffd23f"/>' +
      `<path d="M0 ${n(104 + 4 * wave(t))} Q50 ${n(96 + 4 * wave(t, 0.5))} 100 ${n(104 + 4 * wave(t))} T200 ${n(104 + 4 * wave(t))} V150 H0Z" fill="#1e88e5"/>` +
      '<path d="M0 126 Q100 112 200 126 V150 H0Z" fill="#f6d186"/>' +
      group(
        '<path d="M0 0 L0 -62" stroke="#8b5a2b" stroke-width="6"/><path d="M0 -62 q-30 -4 -40 14 M0 -62 q30 -4 40 14 M0 -62 q-16 -18 -34 -14 M0 -62 q16 -18 34 -14" fill="none" stroke="#2e8b57" stroke-width="6" stroke-linecap="round"/>',
        {
          x: 56,
          y: 126,
          rotate: wave(t) * 4,
        },
      ),
  },
  {
    slug: 'rocket',
    title: 'Excited: rocket launch',
    tags: ['excited', 'rocket', 'lets go'],
    bg: ['#0f0c29', '#302b63'],
    frames: 8,
    delay: 70,
    draw: (t) =>
      falling(t, 4, 14, (x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="1.5" fill="#ffffff"/>`, 2) +
      group(
        `<path d="M0 -50 Q22 -26 16 20 H-16 Q-22 -26 0 -50Z" fill="#ffffff" stroke="#5e60ce" stroke-width="3"/><circle cy="-14" r="8" fill="#00bbf9" stroke="#5e60ce" stroke-width="3"/><path d="M-16 4 L-30 26 L-16 20Z M16 4 L30 26 L16 20Z" fill="#ff4d6d"/><path d="M-10 22 Q0 ${n(50 + 12 * pulse(t))} 10 22Z" fill="#ffb300"/>`,
        { x: 100 + wave(t) * 3, y: 70 },
      ),
  },
  {
    slug: 'strong',
    title: 'Strong: flexing',
    tags: ['strong', 'gym', 'you can do it'],
    bg: ['#f83600', '#f9d423'],
    frames: 6,
    delay: 100,
    draw: (t) =>
      group(
        `<path d="M-40 40 L-20 0 Q-30 -30 -6 -40 L6 -30 Q-6 -20 0 -8 Q20 -${n(24 + 10 * pulse(t))} 40 -4 Q44 20 20 30 Z" fill="#ffc86b" stroke="#b07a2a" stroke-width="3" stroke-linejoin="round"/>`,
        { x: 100, y: 76, scale: 1 + 0.06 * pulse(t) },
      ) + label('STRONG', { y: 142, size: 22 }),
  },
  {
    slug: 'boo-ghost',
    title: 'Boo! A friendly ghost',
    tags: ['boo', 'ghost', 'funny'],
    bg: ['#434343', '#000000'],
    frames: 8,
    delay: 110,
    draw: (t) =>
      group(
        '<path d="M-36 40 V-10 Q-36 -50 0 -50 Q36 -50 36 -10 V40 L24 30 L12 40 L0 30 L-12 40 L-24 30Z" fill="#ffffff"/><ellipse cx="-12" cy="-14" rx="6" ry="9" fill="#222"/><ellipse cx="12" cy="-14" rx="6" ry="9" fill="#222"/><ellipse cy="10" rx="8" ry="10" fill="#222"/>',
        { x: 100 + wave(t) * 10, y: 70 + wave(t, 0.25) * 8 },
      ) + label('BOO!', { x: 160, y: 40, size: 24, fill: '#ffd23f' }),
  },
  {
    slug: 'good-luck-clover',
    title: 'Good luck clover',
    tags: ['good luck', 'luck', 'fingers crossed'],
    bg: ['#11998e', '#38ef7d'],
    frames: 8,
    delay: 110,
    draw: (t) =>
      group(
        `${[0, 90, 180, 270].map((a) => group(heart(0, -22, 34, '#2e8b57'), { rotate: a })).join('')}<path d="M0 0 q10 30 20 50" stroke="#1d5e3a" stroke-width="5" fill="none"/>`,
        {
          x: 100,
          y: 64,
          rotate: t * 90,
        },
      ) + label('GOOD LUCK', { y: 142, size: 20 }),
  },
  {
    slug: 'bye-wave',
    title: 'Bye bye, see you',
    tags: ['bye', 'goodbye', 'see you', 'wave'],
    bg: ['#ffecd2', '#fcb69f'],
    frames: 10,
    delay: 80,
    draw: (t) =>
      face(72, 70, 36, { eyes: 'happy', mouth: 'smile' }) +
      group(openHand(), { x: 146, y: 110, rotate: wave(t) * 24, scale: 0.8 }) +
      label('BYE!', { x: 70, y: 140 }),
  },
  {
    slug: 'date-night',
    title: 'Date night? Calendar heart',
    tags: ['date', 'meet', 'dinner', 'tonight'],
    bg: ['#ff9a9e', '#fecfef'],
    frames: 8,
    delay: 110,
    draw: (t) =>
      '<rect x="56" y="30" width="88" height="86" rx="8" fill="#ffffff" stroke="#b0123a" stroke-width="3"/><rect x="56" y="30" width="88" height="22" rx="8" fill="#e8325a"/><path d="M76 24 V38 M124 24 V38" stroke="#555" stroke-width="5" stroke-linecap="round"/>' +
      heart(100, 84, 34 * (1 + 0.15 * pulse(t))) +
      label('DATE?', { y: 144, size: 20 }),
  },
  {
    slug: 'smile',
    title: 'Big smile',
    tags: ['smile', 'happy', 'good'],
    bg: ['#fddb92', '#d1fdff'],
    frames: 8,
    delay: 110,
    draw: (t) => group(face(0, 0, 46, { eyes: t > 0.8 ? 'closed' : 'dots', mouth: 'grin' }), { x: 100, y: 74, rotate: wave(t) * 6 }),
  },
  {
    slug: 'cupid-arrow',
    title: 'Struck by Cupid’s arrow',
    tags: ['crush', 'love', 'cupid', 'heart'],
    bg: ['#ffdde1', '#ee9ca7'],
    frames: 10,
    delay: 80,
    draw: (t) => {
      const x = -40 + 180 * Math.min(1, t * 1.6);
      return (
        heart(120, 72, 56 * (t > 0.55 ? 1.1 : 1)) +
        `<path d="M${n(x - 50)} 72 H${n(x)} M${n(x)} 72 l-10 -6 M${n(x)} 72 l-10 6 M${n(x - 50)} 72 l-8 -8 M${n(x - 50)} 72 l-8 8" stroke="#6b3b12" stroke-width="4" stroke-linecap="round"/>`
      );
    },
  },
  {
    slug: 'kiss-lips',
    title: 'Red lips kiss',
    tags: ['kiss', 'lips', 'xoxo'],
    bg: ['#ffe3ec', '#ffafc5'],
    frames: 8,
    delay: 100,
    draw: (t) =>
      group(
        '<path d="M-46 0 Q-24 -30 0 -14 Q24 -30 46 0 Q24 34 0 30 Q-24 34 -46 0Z" fill="#d7263d" stroke="#8c0f2e" stroke-width="3"/><path d="M-44 0 Q0 10 44 0" fill="none" stroke="#8c0f2e" stroke-width="3"/>',
        { x: 100, y: 66, scale: 1 + 0.12 * pulse(t) },
      ) + label('XOXO', { y: 136, fill: '#ffffff', stroke: '#b0123a' }),
  },
  {
    slug: 'shrug',
    title: 'Shrug: no idea',
    tags: ['whatever', 'shrug', 'no idea'],
    bg: ['#e0eafc', '#cfdef3'],
    frames: 8,
    delay: 120,
    draw: (t) => {
      const up = 10 * pulse(t);
      return (
        face(100, 60, 32, { eyes: 'dots', mouth: 'wavy' }) +
        `<path d="M70 ${n(100 - up)} L40 ${n(80 - up)} L30 ${n(60 - up)} M130 ${n(100 - up)} L160 ${n(80 - up)} L170 ${n(60 - up)}" fill="none" stroke="#ffc86b" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
        '<rect x="66" y="94" width="68" height="50" rx="14" fill="#5e60ce"/>'
      );
    },
  },
  {
    slug: 'burger',
    title: 'Hungry: a burger',
    tags: ['hungry', 'food', 'burger', 'dinner'],
    bg: ['#f7971e', '#ffd200'],
    frames: 8,
    delay: 100,
    draw: (t) =>
      group(
        '<path d="M-46 -6 Q-46 -44 0 -44 Q46 -44 46 -6Z" fill="#e0a050" stroke="#8a5a1a" stroke-width="3"/><path d="M-48 -4 H48 L40 4 H-40Z" fill="#7ed957"/><rect x="-46" y="4" width="92" height="14" rx="6" fill="#6b3b12"/><path d="M-44 18 H44 L38 26 H-38Z" fill="#ffd23f"/><path d="M-44 26 H44 Q44 42 30 42 H-30 Q-44 42 -44 26Z" fill="#e0a050" stroke="#8a5a1a" stroke-width="3"/>',
        { x: 100, y: 70, sx: 1, sy: 1 + 0.08 * wave(t) },
      ) + label('YUM!', { y: 140 }),
  },
  {
    slug: 'fireworks',
    title: 'Fireworks: celebrate',
    tags: ['celebrate', 'fireworks', 'congrats', 'party'],
    bg: ['#000428', '#004e92'],
    frames: 10,
    delay: 90,
    draw: (t) =>
      [
        [60, 50, 0, '#ff4d6d'],
        [140, 44, 0.4, '#ffd23f'],
        [100, 90, 0.7, '#3bceac'],
      ]
        .map(([x, y, phase, colour]) => {
          const p = (t + Number(phase)) % 1;
          return Array.from({ length: 10 }, (_, i) => {
            const a = (i * 36 * Math.PI) / 180;
            return `<circle cx="${n(Number(x) + Math.cos(a) * p * 36)}" cy="${n(Number(y) + Math.sin(a) * p * 36)}" r="${n(5 * (1 - p) + 1)}" fill="${String(colour)}"/>`;
          }).join('');
        })
        .join(''),
  },
  {
    slug: 'heartbeat',
    title: 'Heartbeat line',
    tags: ['heart', 'love', 'crush'],
    bg: ['#232526', '#414345'],
    frames: 10,
    delay: 80,
    draw: (t) => {
      const offset = n(t * 200);
      return (
        `<path d="M${-200 + offset} 80 h60 l10 -30 l14 60 l10 -30 h106 l10 -30 l14 60 l10 -30 h60" transform="translate(0 0)" fill="none" stroke="#ff4d6d" stroke-width="4" stroke-linejoin="round"/>` +
        heart(100, 40, 30 * (1 + 0.2 * pulse(t * 2))) +
        label('♥', { x: 170, y: 140, size: 20, fill: '#ff4d6d', stroke: '#ffffff' })
      );
    },
  },
  {
    slug: 'yes-nod',
    title: 'Yes: nodding happily',
    tags: ['yes', 'ok', 'agree'],
    bg: ['#b8f5c0', '#5fd08a'],
    frames: 8,
    delay: 80,
    draw: (t) => face(FACE_X, FACE_Y + wave(t) * 10, 42, { eyes: 'happy', mouth: 'smile' }) + label('YES', { y: 140, size: 28 }),
  },
  {
    slug: 'hello-sunflower',
    title: 'Hello sunshine: a sunflower',
    tags: ['hello', 'hi', 'good morning', 'flower'],
    bg: ['#fff6b7', '#f6416c'],
    frames: 8,
    delay: 110,
    draw: (t) =>
      group(
        `<path d="M0 30 V90" stroke="#2e8b57" stroke-width="6"/>${Array.from({ length: 12 }, (_, k) => `<ellipse cx="0" cy="-30" rx="9" ry="16" transform="rotate(${k * 30})" fill="#ffd23f" stroke="#c98a00" stroke-width="1.5"/>`).join('')}${face(0, 0, 22, { eyes: 'happy', mouth: 'smile', skin: '#8b5a2b' })}`,
        { x: 100, y: 58, rotate: wave(t) * 8 },
      ) + label('HELLO!', { x: 44, y: 140, size: 18 }),
  },
  {
    slug: 'laugh-rolling',
    title: 'Rolling with laughter',
    tags: ['lol', 'laugh', 'haha', 'funny'],
    bg: ['#f9d423', '#ff4e50'],
    frames: 10,
    delay: 70,
    draw: (t) =>
      group(face(0, 0, 40, { eyes: 'closed', mouth: 'laugh', tear: 0.2 }), { x: 40 + t * 120, y: 70, rotate: t * 360 }) +
      label('HAHA', { y: 140, size: 26 }),
  },
  {
    slug: 'good-night-kiss',
    title: 'Good night, sweet dreams',
    tags: ['good night', 'sweet dreams', 'sleep', 'love'],
    bg: ['#2b5876', '#4e4376'],
    frames: 10,
    delay: 120,
    draw: (t) =>
      face(100, 70, 38, { eyes: 'closed', mouth: 'kiss', blush: true }) +
      heart(150, 40 - 14 * pulse(t), 18) +
      [0, 0.5].map((p, i) => star(36 + i * 20, 30 + i * 30, 5 + 3 * pulse(t, p), '#fff6a8')).join('') +
      label('SWEET DREAMS', { y: 140, size: 16 }),
  },
];

function n(value: number): number {
  return Number(value.toFixed(2));
}

/** The backdrop and one frame's content: the markup of one frame. */
export function frameMarkup(drawing: GifDrawing, t: number): string {
  return background(drawing.bg[0], drawing.bg[1]) + drawing.draw(t);
}

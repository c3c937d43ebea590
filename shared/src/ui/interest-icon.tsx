/**
 * Drawn pictograms of the interest catalogue, so every system shows them the same way: emoji render as
 * empty boxes where no emoji font is installed (some Linux desktops and Android skins). One stroked
 * path per icon on a 24×24 grid, in `currentColor`, so an icon follows the text colour (a selected
 * chip's inverted colours too) and scales with the font size. All 50 add about 3.5 KB gzip to each chunk
 * that shows interests, too little to load them lazily.
 */
const PATHS: Readonly<Record<string, string>> = {
  adventure: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M15.5 8.5l-2 5-5 2 2-5z',
  'anal-sex':
    'M12 8.5C11 5.5 3.5 5 3.5 12c0 5 4 9 8.5 9s8.5-4 8.5-9c0-7-7.5-6.5-8.5-3.5zM12 8.5c-1.5 3-1.5 7.5 0 12.5M12 8.5c0-3 1.5-5 5-5.5 0 3-2 5-5 5.5z',
  animals:
    'M12 12.5c-2.8 0-6 3.5-6 6 0 1.4 1.1 2.5 2.5 2.5 1.4 0 2.2-.8 3.5-.8s2.1.8 3.5.8c1.4 0 2.5-1.1 2.5-2.5 0-2.5-3.2-6-6-6zM3 10.5a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0-3.6 0M6.9 5.8a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0-3.8 0M13.3 5.8a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0-3.8 0M17.4 10.5a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0-3.6 0',
  art: 'M12 3a9 9 0 0 0 0 18c1.2 0 2-.8 2-2 0-1.4-1.3-1.8-1.3-3.2 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4c0-3.9-4-7-9-7zM6.9 11a.6 .6 0 1 0 1.2 0a.6 .6 0 1 0-1.2 0M8.9 7a.6 .6 0 1 0 1.2 0a.6 .6 0 1 0-1.2 0M13.9 7a.6 .6 0 1 0 1.2 0a.6 .6 0 1 0-1.2 0',
  astrology: 'M12 21V9c0-3-1.6-5-4-5S4 5.6 4 8c0 1.7 1 3 2.5 3M12 9c0-3 1.6-5 4-5s4 1.6 4 4c0 1.7-1 3-2.5 3',
  barbecue: 'M4 10h16c0 4-3.6 7-8 7s-8-3-8-7zM8.5 16l-2 5M15.5 16l2 5M12 17v4M9 7c0-1 1-1.5 1-2.5S9 3 9 3M14 7c0-1 1-1.5 1-2.5S14 3 14 3',
  beach: 'M3.5 12a8.5 7 0 0 1 17 0zM12 5V3.5M12 12v7M3 20.5c2-1 4-1 6 0s4 1 6 0 4-1 6 0',
  beer: 'M5 8h10v11a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2zM15 10h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-2M5 8c0-2 1.3-3 3-3 .5-1 1.5-1.5 2.5-1.5S12.5 4 13 5c1.5 0 2 1.3 2 3M8.5 12v5.5M11.5 12v5.5',
  biking:
    'M2 16.5a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0M15 16.5a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0M5.5 16.5 9 10h6.5M9 10l3 6.5 3.5-6.5 3 6.5M8 7.5h2.5M9 7.5 9 10M15.5 10l-1-3h2.5',
  bondage:
    'M2 16a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0M13 16a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0M4.5 12V9.5h3.5V12M16 12V9.5h3.5V12M9.3 7.5a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0M12.1 7.5a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0M6.2 9.5 9.3 7.5M17.8 9.5l-3.1-2',
  coffee:
    'M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8.5 6.5c-1-1 1-2 0-3.5M12.5 6.5c-1-1 1-2 0-3.5M4 21.5h13',
  cooking:
    'M7 17v-3.8A4 4 0 0 1 8.3 5.4a4 4 0 0 1 7.4 0A4 4 0 0 1 17 13.2V17zM7 17v2.5a1.5 1.5 0 0 0 1.5 1.5h7a1.5 1.5 0 0 0 1.5-1.5V17M10 13v4M14 13v4',
  dancing: 'M12 4a2 2 0 1 0 4 0a2 2 0 1 0-4 0M13 7.5l5-3.5M12.6 8 8 10.5M12.6 7.5 11.5 12 7.5 18h9zM10 18l-1 3.5M13.5 18l1.5 3.5',
  'exchanging-pictures':
    'M5 8h9a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zM3 17l4-4 3 3 2-2 4 4M8 5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2',
  fashion: 'M10 6a2 2 0 1 1 2 2v1.5M12 9.5 3 16a1.4 1.4 0 0 0 .8 2.5h16.4a1.4 1.4 0 0 0 .8-2.5z',
  foodie: 'M3 17h18M5 17a7 7 0 0 1 14 0M12 10V8M10 8h4M3 20h18',
  gardening: 'M12 21v-9M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 14.5c0-4 3-6 7-6 0 4-3 6-7 6zM7 21h10',
  gym: 'M6.5 6v12M17.5 6v12M3.5 9v6M20.5 9v6M6.5 12h11',
  hiking: 'M2 20h20M3 20l7-12 4 6.5M11.5 20 16 12l5 8M10 8V3l3.5 1.3L10 5.5',
  hugging:
    'M5.5 9a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0-13 0M9.5 7.5h.01M14.5 7.5h.01M9.5 11a2.5 2.5 0 0 0 5 0M3 13.5c0 4 3 7.5 7 7.5M21 13.5c0 4-3 7.5-7 7.5',
  kissing: 'M2 12c2-2 5-5 7-5 1 0 2 .8 3 .8S14 7 15 7c2 0 5 3 7 5-2 2.5-5.5 5-10 5S4 14.5 2 12zM2 12c4 .8 7 1.3 10 1.3s6-.5 10-1.3',
  lingerie:
    'M2.5 10c1 5 3.5 8 6.5 8 2 0 3-1.5 3-3 0 1.5 1 3 3 3 3 0 5.5-3 6.5-8M2.5 10c3.5-1.5 7 0 9.5 5 2.5-5 6-6.5 9.5-5M5 9.5 7 4M19 9.5 17 4',
  massages:
    'M4 18.5a8 2.5 0 1 0 16 0a8 2.5 0 1 0-16 0M6 13a6 2 0 1 0 12 0a6 2 0 1 0-12 0M8 8a4 1.6 0 1 0 8 0a4 1.6 0 1 0-8 0M12 6.4C12 4 13.5 2.5 16 2.5',
  masturbating:
    'M8 12.5V6a1.5 1.5 0 0 1 3 0v5M11 11V4.5a1.5 1.5 0 0 1 3 0V11M14 11V6a1.5 1.5 0 0 1 3 0v5.5M17 11.5V9a1.5 1.5 0 0 1 3 0v5c0 4-3 7-7 7h-1c-2.5 0-4-1-5.5-3L4 14.5a1.5 1.5 0 0 1 2.4-1.8L8 14.5',
  movies:
    'M4.5 10h15a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5h-15a1.5 1.5 0 0 1-1.5-1.5v-7a1.5 1.5 0 0 1 1.5-1.5zM3 10 2.5 6.5 19.8 3.5 20.4 7zM7.2 5.7 9 9M12.6 4.8l1.8 3.3',
  music: 'M9 18V5l12-2v13M3 18a3 3 0 1 0 6 0a3 3 0 1 0-6 0M15 16a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  'one-night-stand':
    'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5zM17.5 2.5c.3 1.7.8 2.2 2.5 2.5-1.7.3-2.2.8-2.5 2.5-.3-1.7-.8-2.2-2.5-2.5 1.7-.3 2.2-.8 2.5-2.5z',
  'oral-sex':
    'M2.5 9.5c2-2.5 5-4 7-4 .9 0 1.6.6 2.5.6s1.6-.6 2.5-.6c2 0 5 1.5 7 4M2.5 9.5h19M2.5 9.5c1.3 2 3 3.4 5 4.2M21.5 9.5c-1.3 2-3 3.4-5 4.2M8.5 9.5v6a3.5 3.5 0 0 0 7 0v-6M12 9.5v4',
  outdoors: 'M2 20h20M4 20 12 6l8 14M12 6 10 3M12 6l2-3M9 20l3-5 3 5',
  party: 'M3 21l4.5-12 7.5 7.5zM6 13l5 5M14 4.5l1.5 1.5M19 3v2.5M17.5 9l3-1M21 13.5h-2.5M11 6c1-1 1-2.5 0-3.5',
  photography:
    'M3 8a2 2 0 0 1 2-2h2.5L9 4h6l1.5 2H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM8.5 13a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0',
  politics: 'M2.5 9 12 3.5 21.5 9zM5.5 11.5v5M9.8 11.5v5M14.2 11.5v5M18.5 11.5v5M4 19h16M3 21.5h18',
  'public-sex':
    'M12 16c-4 0-7-2.5-7-6 0-2.5 2-4 3.5-4.3C9 3.5 10.5 2.5 12 2.5s3 1 3.5 3.2c1.5.3 3.5 1.8 3.5 4.3 0 3.5-3 6-7 6zM12 21.5v-9M12 16l-3-2.5M12 14.5l2.5-2M8 21.5h8',
  reading: 'M12 6c-2-1.5-5-2-9-2v14c4 0 7 .5 9 2 2-1.5 5-2 9-2V4c-4 0-7 .5-9 2zM12 6v14',
  relationship:
    'M4 11a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M15 11a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M2 21v-1a4.5 4.5 0 0 1 9 0v1M13 21v-1a4.5 4.5 0 0 1 9 0v1M12 4.5c-.9-1.3-3-1-3 .7 0 1.6 3 3.6 3 3.6s3-2 3-3.6c0-1.7-2.1-2-3-.7z',
  sadomasochism:
    'M4.6 21.6L9.1 17.1A1.6 1.6 0 0 0 6.9 14.9L2.4 19.4A1.6 1.6 0 0 0 4.6 21.6zM9 15c1.5-3 2.5-7 2.5-11.5M9 15c2.5-2 5-5.5 7-9.5M9 15c3-1 6.5-3.5 9.5-7M9 15c3.5 0 7-1 11-3',
  'safe-sex': 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM12 9.5c-1-1.5-3.5-1-3.5 1 0 2 3.5 4 3.5 4s3.5-2 3.5-4c0-2-2.5-2.5-3.5-1z',
  sex: 'M12 21.5c3.9 0 7-3 7-7 0-4.5-3.5-6.5-4.5-10-1.2 1.9-2 3-3.5 3.5.3-2-.5-3.8-2-5.5.2 4.2-4 6.5-4 12 0 4 3.1 7 7 7zM12 21.5c-1.7 0-3-1.3-3-3 0-2.2 2-3 2.5-5 1.5 1.5 3.5 3 3.5 5 0 1.7-1.3 3-3 3z',
  'sex-toys':
    'M9 8a3 3 0 0 1 6 0v9a3 3 0 0 1-6 0zM9 15h6M5.5 9.5c-1 1.5-1 3.5 0 5M18.5 9.5c1 1.5 1 3.5 0 5M3 8c-1.5 2.5-1.5 5.5 0 8M21 8c1.5 2.5 1.5 5.5 0 8',
  shopping: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  sports:
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 8.8 15.04 11.01 13.88 14.59 10.12 14.59 8.96 11.01zM12 8.8L12 3M15.04 11.01L20.56 9.22M13.88 14.59L17.29 19.28M10.12 14.59L6.71 19.28M8.96 11.01L3.44 9.22',
  sushi:
    'M3 11a7 3.5 0 1 0 14 0a7 3.5 0 1 0-14 0M7 11a3 1.4 0 1 0 6 0a3 1.4 0 1 0-6 0M3 11v5.5a7 3.5 0 0 0 14 0V11M14 3.5l8 5M12.5 5.5 21.5 10',
  tattoos:
    'M4.3 10.5 4 9.5A4 4 0 0 1 12 7a4 4 0 0 1 8 2.5l-.3 1M5.8 14.5C8 17.8 12 20 12 20s4-2.2 6.2-5.5M2.5 10.5h19l-1.5 2 1.5 2h-19l1.5-2z',
  tea: 'M5 10h12c0 5-2.5 9-6 9s-6-4-6-9zM8 10a3 2.5 0 0 1 6 0M11 7.5V6M5.3 12 2 9.5c.3 2.5 1.7 4.7 4.2 6.3M17 11.5h1.5a2 2 0 0 1 0 4h-2M4 21.5h14',
  theater:
    'M10 3.5c3.5 1 7 1 10.5 0V9a5.25 5.25 0 0 1-4 5.1M3 8c3.5 1 7 1 10.5 0v5.5a5.25 5.25 0 0 1-10.5 0zM5.5 11l1.5.5M11 11l-1.5.5M6 15a2.5 2.5 0 0 0 4.5 0M14 6.5l1.5.5M19 6.5l-1.5.5M15.5 11a2.5 2.5 0 0 1 3.5-.5',
  threesome:
    'M9 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M2.8 9.5a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0M16.8 9.5a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0M6 21v-1a6 6 0 0 1 12 0v1M2 18.5V18a3.5 3.5 0 0 1 4-3.5M22 18.5V18a3.5 3.5 0 0 0-4-3.5',
  travelling: 'M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z',
  vegetarian:
    'M15 9c-1.5-1.5-4-1.5-5.5 0L3 19.5c-.5.8.2 1.5 1 1L15 14c1.5-1.5 1.5-3.5 0-5zM15 9l3.5-3.5M15.5 5 15 2.5M19 8.5l2.5.5M9 12l2 2M6.5 16l1.5 1.5',
  'video-games':
    'M6 7h12a4 4 0 0 1 4 4l.8 5a3 3 0 0 1-5.4 2.2L16 16H8l-1.4 2.2A3 3 0 0 1 1.2 16L2 11a4 4 0 0 1 4-4zM7 10v4M5 12h4M16 11h.01M18 13h.01',
  wine: 'M8 3h8l.5 5a4.5 4.5 0 0 1-9 0zM12 13v8M8 21h8M7.6 7h8.8',
};

/** A price tag: an interest added to the catalogue before its drawing still shows a glyph, never a box or a gap. */
const FALLBACK = 'M3.5 3.5h8l9 9-8 8-9-9zM6.5 8a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0';

/** The names the catalogue's `icon` field may carry; the api's seed test holds its interests to this list. */
export const INTEREST_ICON_NAMES: readonly string[] = Object.keys(PATHS);

interface InterestIconProps {
  /** The interest's `icon` from the catalogue. */
  name: string;
  className?: string;
}

/**
 * An interest's pictogram, 1.25em square. Decorative: the interest's name is always written beside
 * it, so assistive technology skips the drawing.
 */
export function InterestIcon({ name, className }: InterestIconProps) {
  // Own properties only: a catalogue name such as "constructor" must not reach Object's prototype.
  const path = Object.hasOwn(PATHS, name) ? PATHS[name] : undefined;
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={path ? name : 'fallback'}
      className={className}
      // Centred on the capitals when it sits in a line of text; flex rows centre it themselves.
      css={{ flexShrink: 0, verticalAlign: '-0.25em' }}
    >
      <path d={path ?? FALLBACK} />
    </svg>
  );
}

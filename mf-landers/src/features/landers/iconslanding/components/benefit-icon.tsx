/** The benefits' icons, drawn inline (no icon font, no request): strokes on a 24 × 24 grid. */
const PATHS = {
  free: [
    'M3.5 8.5h17v4h-17z',
    'M12 8.5V21',
    'M5 12.5V21h14v-8.5',
    'M12 8.5C10.5 5.5 7 5 6.5 7s2.5 1.5 5.5 1.5zm0 0c1.5-3 5-3.5 5.5-1.5s-2.5 1.5-5.5 1.5z',
  ],
  near: ['M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z', 'M9.5 9.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0'],
  language: [
    'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0',
    'M3 12h18',
    'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  ],
  invisible: [
    'M3 3l18 18',
    'M10.6 5.1A9.8 9.8 0 0 1 12 5c5 0 8.5 4.2 9.5 7-.4 1.1-1.2 2.5-2.4 3.8',
    'M6.1 6.6C4.3 7.9 3 9.8 2.5 12c1 2.8 4.5 7 9.5 7 1.9 0 3.6-.6 5-1.5',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  ],
  likes: ['M12 20s-7.5-4.6-9.2-9.3C1.7 7.6 3.8 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.2 0 5.3 3.1 4.2 6.2C19.5 15.4 12 20 12 20z'],
  notify: ['M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15z', 'M10 20.5a2 2 0 0 0 4 0'],
} as const;

export type BenefitName = keyof typeof PATHS;

export function BenefitIcon({ name, size = 28 }: { name: BenefitName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

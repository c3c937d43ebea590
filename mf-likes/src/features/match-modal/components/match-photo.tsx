import { theme } from '@dating/shared/ui/theme-tokens';

/** A round photo of the match modal, or a neutral silhouette for a profile without one. */
export function MatchPhoto({ src, size = 120 }: { src: string | null; size?: number }) {
  const box = {
    display: 'block',
    width: size,
    height: size,
    borderRadius: '50%',
    border: `4px solid ${theme.colors.surface}`,
    boxShadow: '0 4px 14px rgba(0,0,0,0.2)',
    background: theme.colors.background,
    objectFit: 'cover' as const,
  };
  return src ? (
    <img src={src} alt="" width={size} height={size} css={box} data-testid="match-face" />
  ) : (
    <span
      aria-hidden="true"
      data-testid="match-face"
      css={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', color: theme.colors.border }}
    >
      <svg viewBox="0 0 24 24" width={size / 2} height={size / 2} fill="currentColor">
        <circle cx="12" cy="8" r="4.5" />
        <path d="M3 22c0-5 4-8.5 9-8.5s9 3.5 9 8.5z" />
      </svg>
    </span>
  );
}

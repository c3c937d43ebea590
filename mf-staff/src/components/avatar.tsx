import { theme } from '@dating/shared/ui/theme-tokens';

/** A profile's or member's round thumbnail, or the initial on a tinted disc without a photo. Decorative: the name is always beside it. */
export function Avatar({ name, url, size = 44 }: { name: string; url: string | null; size?: number }) {
  const box = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (url) return <img src={url} alt="" width={size} height={size} css={{ ...box, objectFit: 'cover', background: theme.colors.border }} />;
  return (
    <span
      aria-hidden="true"
      css={{
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: theme.colors.background,
        border: `1px solid ${theme.colors.border}`,
        color: theme.colors.primary,
        fontWeight: 700,
        fontSize: size * 0.42,
      }}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

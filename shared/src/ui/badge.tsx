import type { HTMLAttributes } from 'react';
import { theme } from './theme';

/** Badge counts are capped at 99+. */
const BADGE_CAP = 99;

/** The text a count badge shows: nothing for 0 or less, the number up to 99, then '99+'. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

export type BadgeTone = 'unread' | 'primary' | 'warning' | 'danger' | 'neutral';

const tones: Record<BadgeTone, { background: string; color: string }> = {
  unread: { background: theme.colors.unread, color: '#fff' },
  primary: { background: theme.colors.primary, color: theme.colors.onPrimary },
  // White on the warning colour is below 4.5:1; the pale tint with the text colour reads well.
  warning: { background: theme.colors.warningBg, color: theme.colors.text },
  danger: { background: theme.colors.danger, color: '#fff' },
  neutral: { background: theme.colors.muted, color: '#fff' },
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small pill. Callers give it an accessible text (visually hidden) when the number alone is unclear. */
export function Badge({ tone = 'unread', ...rest }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      {...rest}
      css={{
        display: 'inline-block',
        minWidth: '1.4em',
        padding: '0.1em 0.45em',
        borderRadius: 999,
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.3,
        textAlign: 'center',
        ...tones[tone],
      }}
    />
  );
}

export interface CountBadgeProps extends Omit<BadgeProps, 'children'> {
  count: number;
}

/** A count badge with the 99+ cap; renders nothing for 0. */
export function CountBadge({ count, ...rest }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return <Badge {...rest}>{text}</Badge>;
}

import type { Settings } from '@dating/shared/contracts/settings';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * The site's own disclosure about its fictional profiles (settings `fictional_warning`), in small print
 * under a page that shows them. `dark` on a dark background. Nothing when the site has none.
 */
export function FictionalNote({
  settings,
  tone = 'light',
  className,
}: {
  settings: Pick<Settings, 'fictional_warning'>;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  if (!settings.fictional_warning.trim()) return null;
  return (
    <p
      className={className}
      css={{
        margin: 0,
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        color: tone === 'dark' ? 'rgba(255,255,255,0.85)' : theme.colors.muted,
      }}
    >
      {settings.fictional_warning}
    </p>
  );
}
